import * as z from 'zod/mini';
import { wholeNumber } from '@/components/editor/field-values';
import type { RegistrationQuestion } from './registrations';
import type { RegistrationSettings } from './staff-registrations';

// The event editor's 'Registration' form (docs/decisions/0039, 0047, 0051): the database's checks
// of `event_registration_settings`, as sentences under their fields.

/** The form's values: numbers as typed. */
export interface RegistrationSettingsValues {
  is_open: boolean;
  capacity: string;
  closes: string;
  hold: string;
  waitlist: boolean;
  questions: RegistrationQuestion[];
  message: string;
  /** The confirmation message's Spanish (optional; decision 0055). */
  message_es: string;
}

/** What the form saves (the event and the version are the row's). */
export type RegistrationSettingsChange = Omit<RegistrationSettings, 'event_id' | 'version'>;

/** The messages of the form. */
export const REGISTRATION_SETTINGS_MESSAGES = {
  capacity: 'Seats must be a whole number from 1 to 10,000',
  closes: 'Closing must be 0 to 43,200 minutes before the start',
  hold: 'Holding must be 5 to 1,440 minutes',
  message: 'At most 1,000 characters',
  label: 'Each question needs a label (up to 200 characters)',
  options: 'A choice needs 1 to 10 options, one per line',
} as const;

const M = REGISTRATION_SETTINGS_MESSAGES;

/** A question trimmed: its label, and a choice's options without blank lines. */
function trimmed(q: RegistrationQuestion): RegistrationQuestion {
  return q.kind === 'choice'
    ? { ...q, label: q.label.trim(), options: (q.options ?? []).map((o) => o.trim()).filter(Boolean) }
    : { ...q, label: q.label.trim() };
}

const question = z.pipe(
  z.custom<RegistrationQuestion>(),
  z.transform(trimmed).check(
    z.superRefine((q, ctx) => {
      if (!q.label || q.label.length > 200) ctx.issues.push({ code: 'custom', message: M.label, input: q });
      else if (q.kind === 'choice' && (!q.options?.length || q.options.length > 10))
        ctx.issues.push({ code: 'custom', message: M.options, input: q });
    }),
  ),
);

/** The form's rules; the parsed value is the row's columns. */
export const registrationSettingsSchema = z.pipe(
  z.object({
    is_open: z.boolean(),
    capacity: wholeNumber(1, 10000, M.capacity),
    closes: wholeNumber(0, 43200, M.closes),
    hold: wholeNumber(5, 1440, M.hold),
    waitlist: z.boolean(),
    questions: z.array(question),
    message: z.string().check(z.trim(), z.maxLength(1000, M.message)),
    message_es: z.string().check(z.trim(), z.maxLength(1000, M.message)),
  }),
  z.transform(
    (form): RegistrationSettingsChange => ({
      is_open: form.is_open,
      capacity: form.capacity,
      closes_minutes_before: form.closes,
      hold_minutes: form.hold,
      waitlist: form.waitlist,
      questions: form.questions,
      confirmation_message: form.message || null,
      confirmation_message_es: form.message_es || null,
    }),
  ),
);

/** The stored settings as the form shows them. */
export function toRegistrationForm(s: RegistrationSettings): RegistrationSettingsValues {
  return {
    is_open: s.is_open,
    capacity: String(s.capacity),
    closes: String(s.closes_minutes_before),
    hold: String(s.hold_minutes),
    waitlist: s.waitlist,
    questions: s.questions,
    message: s.confirmation_message ?? '',
    message_es: s.confirmation_message_es ?? '',
  };
}

/** An event's settings before its first save: off, 20 seats, waitlist, 30 minutes to confirm. */
export function defaultRegistrationSettings(eventId: string): RegistrationSettings {
  return {
    event_id: eventId,
    is_open: false,
    capacity: 20,
    waitlist: true,
    closes_minutes_before: 0,
    hold_minutes: 30,
    questions: [],
    confirmation_message: null,
    confirmation_message_es: null,
  };
}
