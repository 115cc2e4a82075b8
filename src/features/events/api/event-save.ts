import { SaveProblem } from '@/components/editor/save-problem';
import { removeObjects } from '@/lib/supabase';
import { formToEvent, formToException, type EventFormValues } from './event-form-schema';
import {
  createEvent,
  EVENT_COVER_BUCKET,
  saveException,
  splitSeries,
  updateEvent,
  type EventException,
  type EventWrite,
  type Occurrence,
  type StaffEvent,
} from './staff-events';

// What a save of the staff event form writes (docs/decisions/0028, 0029): a new event, the event
// row ('All events' of a series), or one date of a series ('This event', 'This and following
// events', 'All events').

/** Which edit of a repeating event's date the person chose. */
export type EditScope = 'this' | 'following' | 'all';

/** What the form edits. */
export type EventFormTarget =
  /** A new event (empty, or filled from another by 'Duplicate'). */
  | { kind: 'create' }
  /** An event row: a one-off event, or every date of a series ('All events'). */
  | { kind: 'event'; event: StaffEvent; ruleReadable: boolean }
  /** One date of a series: saving asks 'This event' / 'This and following events' / 'All events'. */
  | { kind: 'occurrence'; event: StaffEvent; occurrence: Occurrence; exception?: EventException };

/** The fields of a series that a change of one date's form moves to 'This and following' or 'All events'. */
export function changedColumns(
  row: EventWrite,
  dirty: Partial<Record<keyof EventFormValues, unknown>>,
): Partial<EventWrite> {
  const changes: Partial<EventWrite> = {};
  if (dirty.title) changes.title = row.title;
  if (dirty.description) changes.description = row.description;
  if (dirty.location) changes.location = row.location;
  if (dirty.title_es) changes.title_es = row.title_es;
  if (dirty.description_es) changes.description_es = row.description_es;
  if (dirty.location_es) changes.location_es = row.location_es;
  if (dirty.coverSource || dirty.coverPath || dirty.coverUrl) {
    changes.cover_image_source_type = row.cover_image_source_type;
    changes.cover_image_path = row.cover_image_path;
    changes.cover_image_external_url = row.cover_image_external_url;
  }
  if (dirty.start || dirty.end) {
    changes.start_time = row.start_time;
    changes.end_time = row.end_time;
  }
  return changes;
}

/** Why a Spanish change cannot go with 'This and following events'. */
export const SPANISH_SPLIT =
  "Spanish text can be changed for this date or for all dates: choose 'This event' or 'All events'.";

/** Moves an instant by the difference between two others (ISO strings). */
function shifted(
  value: string | null,
  from: string | null | undefined,
  to: string | null | undefined,
): string | null {
  if (!value || !from || !to) return value;
  return new Date(
    new Date(value).getTime() + new Date(to).getTime() - new Date(from).getTime(),
  ).toISOString();
}

/** 'All events' from one date's form: the changed fields, a moved time moving every date as much. */
function allEventsChanges(event: StaffEvent, occurrence: Occurrence, row: EventWrite, dirty: DirtyFields) {
  const changes = changedColumns(row, dirty);
  if ('start_time' in changes) {
    changes.start_time = shifted(event.start_time, occurrence.start_time, row.start_time) ?? event.start_time;
    changes.end_time =
      row.end_time === null
        ? null
        : shifted(
            event.end_time ?? event.start_time,
            occurrence.end_time ?? occurrence.start_time,
            row.end_time,
          );
  }
  return changes;
}

/** The fields the person changed (react-hook-form's `dirtyFields`). */
export type DirtyFields = Partial<Record<keyof EventFormValues, unknown>>;

/** What {@link saveEventForm} stores. */
export interface EventSave {
  target: EventFormTarget;
  values: EventFormValues;
  /** For one date of a series: which dates change. */
  scope?: EditScope;
  dirty: DirtyFields;
  /** Uploads the chosen cover and gives its path; absent when no file is chosen. */
  uploadCover?: () => Promise<string>;
  timeZone: string;
}

/**
 * Saves the event form with the versions it read (docs/decisions/0020): uploads a chosen cover
 * first, then writes what `target` and `scope` say. A cover uploaded by a failed save is removed
 * again.
 *
 * @returns the id of the event that holds the edited dates.
 * @throws {SaveProblem} naming a cover that could not be uploaded; `RowChangedError` for a stale
 *   version; the PostgREST error otherwise ({@link eventSaveProblem} words the ones people can fix).
 */
export async function saveEventForm({
  target,
  values,
  scope,
  dirty,
  uploadCover,
  timeZone,
}: EventSave): Promise<string> {
  const uploadedPath = values.coverSource === 'upload' && uploadCover ? await uploadCover() : undefined;
  const changed = { ...dirty, ...(uploadedPath ? { coverPath: true } : {}) };
  try {
    if (target.kind === 'create') return await createEvent(formToEvent(values, timeZone, { uploadedPath }));
    if (target.kind === 'event') {
      const keepRule = target.ruleReadable ? undefined : target.event.recurrence_rule;
      await updateEvent(
        target.event.id,
        target.event.version,
        formToEvent(values, timeZone, { uploadedPath, keepRule }),
      );
      return target.event.id;
    }
    const { event, occurrence, exception } = target;
    const row = formToEvent(values, timeZone, { uploadedPath, keepRule: event.recurrence_rule });
    if (scope === 'this') {
      await saveException(
        event.id,
        occurrence.occurrence_date,
        { ...formToException(values, timeZone, uploadedPath), is_cancelled: false },
        exception,
      );
      return event.id;
    }
    if (scope === 'following') {
      // `split_event_series` takes the English columns only: say so rather than drop the Spanish.
      if (changed.title_es || changed.description_es || changed.location_es)
        throw new SaveProblem(SPANISH_SPLIT);
      return await splitSeries(
        event.id,
        occurrence.occurrence_date,
        event.version,
        changedColumns(row, changed),
      );
    }
    await updateEvent(event.id, event.version, allEventsChanges(event, occurrence, row, changed));
    return event.id;
  } catch (error) {
    if (uploadedPath) void removeObjects(EVENT_COVER_BUCKET, [uploadedPath]).catch(() => undefined);
    throw eventSaveProblem(error);
  }
}

/**
 * The database's own message for the checks people can fix (the start not in the rule, a date
 * not in the series) as a {@link SaveProblem}; any other error as it is.
 */
export function eventSaveProblem(error: unknown): unknown {
  const { code, details, message } = (error ?? {}) as { code?: string; details?: string; message?: string };
  if (code === 'P0001' && (details === 'start_not_in_rule' || details === 'not_an_occurrence') && message) {
    return new SaveProblem(message);
  }
  return error;
}
