import * as z from 'zod/mini';
import { COVER_MESSAGES, coverProblem, coverShape } from '@/components/editor/cover-schema';
import { coverColumns, coverFormValues } from '@/lib/cover-columns';
import { meetingServiceUrl, type MeetingService } from '@/lib/meeting-links';
import { FIELD_LIMITS, optionalText, requiredText } from '@/lib/validation';
import { Constants } from '@/types/database.types';
import { localDay, parseRRule, startFitsRule, toRRule } from '../utils/repeat-rule';
import { MAX_COUNT, MAX_INTERVAL, NO_REPEAT, type RepeatRule } from '../utils/repeat-rule-model';
import type { EventWrite, ExceptionWrite, Occurrence, StaffEvent } from './staff-events';
import { churchLocalToIso, isoToChurchLocal } from '@/lib/church-time';

/**
 * The staff event form (issue "Staff manage events"): its values, its rules (the database's:
 * title 1-200 visible characters, description up to 5,000, location up to 200, their optional
 * Spanish versions with the same limits (decision 0055), end not before
 * start, cover and meeting links by the one URL rule, the repeat rule's subset and the start on
 * one of its dates; decision 0028) and the conversion to and from rows. Times are
 * `datetime-local` text in the church's zone (`@/lib/church-time`).
 */

/** The meeting services, as the form names them. */
export const MEETING_FIELDS: readonly { key: MeetingService; label: string }[] = [
  { key: 'teams', label: 'Microsoft Teams link' },
  { key: 'zoom', label: 'Zoom link' },
  { key: 'googleMeet', label: 'Google Meet link' },
];

const MEETING_MESSAGES: Record<MeetingService, string> = {
  teams: 'Enter a Microsoft Teams meeting link (https://teams.microsoft.com/...)',
  zoom: 'Enter a Zoom meeting link (https://zoom.us/...)',
  googleMeet: 'Enter a Google Meet link (https://meet.google.com/...)',
};

/** The form's messages, for the tests and the page. */
export const EVENT_FORM_MESSAGES = {
  startRequired: 'Start is required',
  endBeforeStart: 'End must be after the start',
  coverUrl: COVER_MESSAGES.url,
  coverFile: COVER_MESSAGES.file,
  weekdays: 'Choose at least one weekday',
  interval: `Repeat every 1 to ${MAX_INTERVAL}`,
  until: 'Choose an end date on or after the start',
  count: `Enter a number of times from 1 to ${MAX_COUNT}`,
  startNotInRule: "The start date is not one of the repeat rule's dates.",
} as const;

/** A number field's value; an emptied field is NaN, which the rule's own check words. */
const numberInput = z.custom<number>((value) => typeof value === 'number');

const repeatSchema = z.object({
  frequency: z.enum(['none', 'daily', 'weekly', 'monthly', 'yearly']),
  interval: numberInput,
  weekdays: z.array(z.enum(['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'])),
  monthlyBy: z.enum(['day', 'weekday']),
  monthDay: z.number(),
  ordinal: z.number(),
  ordinalWeekday: z.enum(['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU']),
  ends: z.enum(['never', 'on', 'after']),
  until: z.string(),
  count: numberInput,
});

/**
 * The form's schema. `hasNewFile` tells whether a cover file is chosen (files stay outside the
 * form's values, which are kept on the device as JSON).
 */
export function eventFormSchema(hasNewFile: () => boolean = () => false) {
  return z
    .object({
      title: requiredText('Title', FIELD_LIMITS.title, 'Title is required'),
      description: optionalText('Description', FIELD_LIMITS.description),
      location: optionalText('Location', FIELD_LIMITS.title),
      title_es: optionalText('Spanish title', FIELD_LIMITS.title),
      description_es: optionalText('Spanish description', FIELD_LIMITS.description),
      location_es: optionalText('Spanish location', FIELD_LIMITS.title),
      start: z.string(),
      end: z.string(),
      ...coverShape,
      teams: z.string().check(z.trim()),
      zoom: z.string().check(z.trim()),
      googleMeet: z.string().check(z.trim()),
      status: z.enum(Constants.public.Enums.event_status),
      repeat: repeatSchema,
    })
    .check(
      z.superRefine((values, ctx) => {
        const issue = (path: (string | number)[], message: string) =>
          ctx.issues.push({ code: 'custom', path, message, input: values });
        const start = localDay(values.start);
        if (!values.start) issue(['start'], EVENT_FORM_MESSAGES.startRequired);
        else if (!start || !/T\d{2}:\d{2}$/.test(values.start))
          issue(['start'], 'Enter a valid start date and time');
        if (values.end && values.start && values.end < values.start)
          issue(['end'], EVENT_FORM_MESSAGES.endBeforeStart);
        const cover = coverProblem(values, hasNewFile());
        if (cover) issue([cover.path], cover.message);
        for (const { key } of MEETING_FIELDS) {
          if (values[key] && !meetingServiceUrl(key, values[key])) issue([key], MEETING_MESSAGES[key]);
        }
        const rule = values.repeat;
        if (rule.frequency === 'none') return;
        if (!Number.isInteger(rule.interval) || rule.interval < 1 || rule.interval > MAX_INTERVAL) {
          issue(['repeat', 'interval'], EVENT_FORM_MESSAGES.interval);
        }
        if (rule.frequency === 'weekly' && rule.weekdays.length === 0) {
          issue(['repeat', 'weekdays'], EVENT_FORM_MESSAGES.weekdays);
        }
        if (rule.ends === 'on' && (!localDay(rule.until) || rule.until < values.start.slice(0, 10))) {
          issue(['repeat', 'until'], EVENT_FORM_MESSAGES.until);
        }
        if (
          rule.ends === 'after' &&
          (!Number.isInteger(rule.count) || rule.count < 1 || rule.count > MAX_COUNT)
        ) {
          issue(['repeat', 'count'], EVENT_FORM_MESSAGES.count);
        }
        if (start && !startFitsRule(rule, start)) issue(['start'], EVENT_FORM_MESSAGES.startNotInRule);
      }),
    );
}

/** What the form holds. */
export type EventFormValues = z.output<ReturnType<typeof eventFormSchema>>;

/** An empty form: a published one-off event. */
export const EMPTY_EVENT_FORM: EventFormValues = {
  title: '',
  description: '',
  location: '',
  title_es: '',
  description_es: '',
  location_es: '',
  start: '',
  end: '',
  coverSource: 'none',
  coverPath: '',
  coverUrl: '',
  teams: '',
  zoom: '',
  googleMeet: '',
  status: 'published',
  repeat: { ...NO_REPEAT },
};

function meetingValue(links: unknown, key: MeetingService): string {
  if (typeof links !== 'object' || links === null) return '';
  const value = (links as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
}

/**
 * The form's values for a stored event, its times in `timeZone`.
 *
 * @returns the values, and whether the form can edit its repeat rule (`false` for a rule it
 *   cannot read: the rule then stays as stored).
 */
export function eventToForm(
  event: StaffEvent,
  timeZone: string,
): { values: EventFormValues; ruleReadable: boolean } {
  const start = isoToChurchLocal(event.start_time, timeZone);
  const repeat = parseRRule(event.recurrence_rule, localDay(start), timeZone);
  return {
    ruleReadable: repeat !== null,
    values: {
      title: event.title,
      description: event.description ?? '',
      location: event.location ?? '',
      title_es: event.title_es ?? '',
      description_es: event.description_es ?? '',
      location_es: event.location_es ?? '',
      start,
      end: isoToChurchLocal(event.end_time, timeZone),
      ...coverFormValues(event),
      teams: meetingValue(event.meeting_links, 'teams'),
      zoom: meetingValue(event.meeting_links, 'zoom'),
      googleMeet: meetingValue(event.meeting_links, 'googleMeet'),
      status: event.status,
      repeat: repeat ?? { ...NO_REPEAT },
    },
  };
}

/** The form's values for one occurrence of a series (its own title, times and cover). */
export function occurrenceToForm(
  event: StaffEvent,
  occurrence: Occurrence,
  timeZone: string,
): EventFormValues {
  const { values } = eventToForm(event, timeZone);
  return {
    ...values,
    title: occurrence.title,
    description: occurrence.description ?? '',
    location: occurrence.location ?? '',
    title_es: occurrence.title_es ?? '',
    description_es: occurrence.description_es ?? '',
    location_es: occurrence.location_es ?? '',
    start: isoToChurchLocal(occurrence.start_time, timeZone),
    end: isoToChurchLocal(occurrence.end_time, timeZone),
    ...coverFormValues(occurrence),
    repeat: { ...NO_REPEAT },
  };
}

/**
 * The row a save writes (create, or 'All events').
 *
 * @param values - parsed values.
 * @param timeZone - the church's zone (stored as the event's `time_zone`).
 * @param uploadedPath - the path of a cover uploaded with this save.
 * @param ruleReadable - false keeps `keepRule` as the rule (one the form cannot edit).
 * @param keepRule - the stored rule.
 */
export function formToEvent(
  values: EventFormValues,
  timeZone: string,
  { uploadedPath, keepRule }: { uploadedPath?: string; keepRule?: string | null } = {},
): EventWrite {
  const links: Record<string, string> = {};
  for (const { key } of MEETING_FIELDS) {
    const url = values[key] ? meetingServiceUrl(key, values[key]) : undefined;
    if (url) links[key] = url;
  }
  return {
    title: values.title,
    description: values.description || null,
    location: values.location || null,
    title_es: values.title_es || null,
    description_es: values.description_es || null,
    location_es: values.location_es || null,
    start_time: churchLocalToIso(values.start, timeZone) ?? '',
    end_time: values.end ? churchLocalToIso(values.end, timeZone) : null,
    ...coverColumns(values, uploadedPath),
    meeting_links: links,
    status: values.status,
    recurrence_rule: keepRule !== undefined ? keepRule : toRRule(values.repeat as RepeatRule, timeZone),
    time_zone: timeZone,
  };
}

/** The columns of one date's override ('This event') from parsed values. */
export function formToException(
  values: EventFormValues,
  timeZone: string,
  uploadedPath?: string,
): ExceptionWrite {
  const row = formToEvent(values, timeZone, { uploadedPath, keepRule: null });
  return {
    title: row.title,
    description: row.description,
    location: row.location,
    title_es: row.title_es,
    description_es: row.description_es,
    location_es: row.location_es,
    start_time: row.start_time,
    end_time: row.end_time,
    cover_image_source_type: row.cover_image_source_type,
    cover_image_path: row.cover_image_path,
    cover_image_external_url: row.cover_image_external_url,
  };
}
