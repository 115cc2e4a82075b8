import { queryOptions } from '@tanstack/react-query';
import type { CoverSourceType } from '@/lib/covers';
import { throwSaveError } from '@/lib/errors';
import { uploadBucket } from '@/lib/staff-media';
import { staffDb, uploadObject } from '@/lib/supabase';
import type { Json, Tables, TablesInsert } from '@/types/database.types';
import { eventQueries } from './church-events';

// Staff reads and writes of events, their exceptions and the series RPCs (/admin/events; issue
// "Staff manage events"; the contract is docs/decisions/0028). Everything goes through `staffDb`
// as the signed-in user: RLS lets admins and editors read drafts and write, nobody else. Only the
// staff pages import this file.

/** A `church_events` row as staff read it (drafts included). */
export type StaffEvent = Tables<'church_events'>;
/** A `church_event_exceptions` row: one changed or cancelled date of a series. */
export type EventException = Tables<'church_event_exceptions'>;

/** One occurrence as `public.event_occurrences` returns it (exceptions applied). */
export interface Occurrence {
  event_id: string;
  /** The original date in the series' zone (`yyyy-MM-dd`): the occurrence's key. */
  occurrence_date: string;
  original_start: string;
  start_time: string;
  end_time: string | null;
  title: string;
  description: string | null;
  location: string | null;
  /** The date's Spanish texts (decision 0055); null when none. */
  title_es: string | null;
  description_es: string | null;
  location_es: string | null;
  /** `event_occurrences` returns the enum `image_source` as text. */
  cover_image_source_type: CoverSourceType | null;
  cover_image_path: string | null;
  cover_image_external_url: string | null;
  is_recurring: boolean;
  is_cancelled: boolean;
  is_changed: boolean;
}

/** The columns a save of the event form writes. */
export type EventWrite = Pick<
  TablesInsert<'church_events'>,
  | 'title'
  | 'description'
  | 'location'
  | 'title_es'
  | 'description_es'
  | 'location_es'
  | 'start_time'
  | 'end_time'
  | 'cover_image_source_type'
  | 'cover_image_path'
  | 'cover_image_external_url'
  | 'meeting_links'
  | 'status'
  | 'recurrence_rule'
  | 'time_zone'
>;

/** The columns one date of a series can override ('This event'). */
export type ExceptionWrite = Pick<
  TablesInsert<'church_event_exceptions'>,
  | 'title'
  | 'description'
  | 'location'
  | 'title_es'
  | 'description_es'
  | 'location_es'
  | 'start_time'
  | 'end_time'
  | 'cover_image_source_type'
  | 'cover_image_path'
  | 'cover_image_external_url'
>;

/** The bucket of uploaded covers (public; drafts' covers are in its private twin, decision 0037). */
export const EVENT_COVER_BUCKET = 'event-covers';

/** Every event, drafts included, by start (`GET /rest/v1/church_events?order=start_time`). */
export async function listStaffEvents(): Promise<StaffEvent[]> {
  const { data, error } = await staffDb.from('church_events').select('*').order('start_time');
  if (error) throw error;
  return data;
}

/** One event, or `null` when it does not exist (or the user may not read it). */
export async function getStaffEvent(id: string): Promise<StaffEvent | null> {
  const { data, error } = await staffDb.from('church_events').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data;
}

/** How far ahead the staff pages look for a series' next dates, in days. */
export const OCCURRENCE_HORIZON_DAYS = 400;

/**
 * The occurrences of all events (or of one) from `from` for {@link OCCURRENCE_HORIZON_DAYS} days,
 * cancelled dates included (`public.event_occurrences`, decision 0028).
 *
 * @param from - the start of the range.
 * @param eventId - only this event's occurrences.
 */
export async function listOccurrences(from: Date, eventId?: string): Promise<Occurrence[]> {
  const to = new Date(from.getTime() + OCCURRENCE_HORIZON_DAYS * 86_400_000);
  let request = staffDb.rpc('event_occurrences', {
    range_start: from.toISOString(),
    range_end: to.toISOString(),
  });
  if (eventId) request = request.eq('event_id', eventId);
  const { data, error } = await request;
  if (error) throw error;
  return data as Occurrence[];
}

/** The exceptions of one series. */
export async function listExceptions(eventId: string): Promise<EventException[]> {
  const { data, error } = await staffDb
    .from('church_event_exceptions')
    .select('*')
    .eq('event_id', eventId)
    .order('occurrence_date');
  if (error) throw error;
  return data;
}

/** Query keys of the staff events pages; every write invalidates these and the public ones. */
export const staffEventQueries = {
  all: () => ['staff-events'] as const,
  list: () =>
    queryOptions({
      queryKey: [...staffEventQueries.all(), 'list'] as const,
      queryFn: async () => {
        const [events, upcoming] = await Promise.all([listStaffEvents(), listOccurrences(new Date())]);
        return { events, upcomingIds: new Set(upcoming.map((row) => row.event_id)) };
      },
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...staffEventQueries.all(), 'detail', id] as const,
      queryFn: () => getStaffEvent(id),
    }),
  occurrences: (id: string) =>
    queryOptions({
      queryKey: [...staffEventQueries.all(), 'occurrences', id] as const,
      queryFn: async () => {
        const [occurrences, exceptions] = await Promise.all([
          // From the start of today: today's earlier dates stay in reach.
          listOccurrences(new Date(Date.now() - 86_400_000), id),
          listExceptions(id),
        ]);
        return { occurrences, exceptions };
      },
    }),
};

/** The query keys an event change makes stale: the staff pages' and the public ones. */
export const EVENT_CHANGE_KEYS = [staffEventQueries.all(), eventQueries.all()] as const;

/**
 * Adds an event.
 *
 * @returns the new row's id.
 * @throws the PostgREST error (23514 for a check, P0001 `start_not_in_rule`, 42501 RLS).
 */
export async function createEvent(values: EventWrite): Promise<string> {
  const { data, error } = await staffDb.from('church_events').insert(values).select('id').single();
  if (error) throw error;
  return data.id;
}

/**
 * Saves a changed event ('All events' for a series) with the version it was read at.
 *
 * @throws {@link RowChangedError} for a stale version; the PostgREST error otherwise.
 */
export async function updateEvent(id: string, version: number, values: Partial<EventWrite>): Promise<void> {
  const { data, error } = await staffDb
    .from('church_events')
    .update({ ...values, version })
    .eq('id', id)
    .select('id');
  if (error) throwSaveError(error);
  if (data.length === 0) throw new Error('The event no longer exists or you may not change it.');
}

/** Deletes an event with all its dates and exceptions. */
export async function deleteEvent(id: string): Promise<void> {
  const { data, error } = await staffDb.from('church_events').delete().eq('id', id).select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('The event no longer exists or you may not delete it.');
}

/**
 * 'This event': cancels or changes one date of a series (an upsert of its exception by
 * `event_id, occurrence_date`; decision 0028). With `version` (an existing exception) the update
 * is checked against it.
 *
 * @throws {@link RowChangedError} for a stale version; the PostgREST error otherwise.
 */
export async function saveException(
  eventId: string,
  occurrenceDate: string,
  values: ExceptionWrite & { is_cancelled: boolean },
  existing?: Pick<EventException, 'id' | 'version'>,
): Promise<void> {
  if (existing) {
    const { data, error } = await staffDb
      .from('church_event_exceptions')
      .update({ ...values, version: existing.version })
      .eq('id', existing.id)
      .select('id');
    if (error) throwSaveError(error);
    if (data.length === 0) throw new Error('The date no longer exists or you may not change it.');
    return;
  }
  const { error } = await staffDb
    .from('church_event_exceptions')
    .insert({ event_id: eventId, occurrence_date: occurrenceDate, ...values });
  if (error) throwSaveError(error);
}

/** Restores one date of a series as the series has it (deletes its exception). */
export async function deleteException(id: string): Promise<void> {
  const { error } = await staffDb.from('church_event_exceptions').delete().eq('id', id);
  if (error) throw error;
}

/**
 * 'This and following events': splits the series at `occurrenceDate` and applies `changes` to the
 * part from that date (`public.split_event_series`).
 *
 * @returns the id of the event that holds `occurrenceDate` and the dates after it.
 * @throws {@link RowChangedError} for a stale version; the PostgREST error otherwise.
 */
export async function splitSeries(
  eventId: string,
  occurrenceDate: string,
  version: number,
  changes: Partial<EventWrite>,
): Promise<string> {
  const { data, error } = await staffDb.rpc('split_event_series', {
    event_id: eventId,
    occurrence_date: occurrenceDate,
    expected_version: version,
    changes: changes as Json,
  });
  if (error) throwSaveError(error);
  return data;
}

/**
 * Uploads a cover under `<time>_<name>` (a safe ASCII name), reporting progress as a fraction:
 * to `event-covers` when the event is published as it is saved, else to its private twin
 * `event-covers-unpublished` (a draft's cover is not public; docs/decisions/0037).
 *
 * @returns the stored path.
 * @throws StorageError when Storage refuses it (type, size).
 */
export function uploadEventCover(
  file: File,
  published: boolean,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const name = file.name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(-80);
  return uploadObject(
    uploadBucket(EVENT_COVER_BUCKET, published),
    `${Date.now()}_${name || 'cover'}`,
    file,
    onProgress,
  );
}
