import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ACTIVITY_AREA_LABELS } from '@/config/value-labels';
import { churchTimeZone, startOfChurchDay, startOfNextChurchDay } from '@/lib/church-time';
import { staffDb } from '@/lib/supabase';
import type { Enums, Tables } from '@/types/database.types';

// Reads of public.activity_log (docs/decisions/0021): entries are written by the database's
// triggers, never by the app; RLS lets only admins read them.

/**
 * One recorded change. `summary` is the entry as a sentence ('Communications published the
 * sermon "Grace Abounds"'), written by the database with the names of that moment; `actor_name`
 * and `actor_email` are null for a signed-in user who is not staff.
 */
export type ActivityEntry = Pick<
  Tables<'activity_log'>,
  | 'id'
  | 'occurred_at'
  | 'actor_id'
  | 'actor_email'
  | 'actor_name'
  | 'area'
  | 'table_name'
  | 'row_id'
  | 'action'
  | 'changed_columns'
  | 'subject'
  | 'summary'
> & {
  /**
   * `{ column: { old?, new? } }` for the changed columns whose values are recorded (never a
   * visitor's or member's personal data, decision 0021).
   */
  changes: Record<string, { old?: unknown; new?: unknown }>;
};

/** A value of `activity_log.area` (the enum `activity_area`), named by `ACTIVITY_AREA_LABELS`. */
export type ActivityArea = Enums<'activity_area'>;

/** True when `value` names an area (a filter read from the address). */
export function isActivityArea(value: string): value is ActivityArea {
  return Object.hasOwn(ACTIVITY_AREA_LABELS, value);
}

/** The page's filters; an empty string means "any". */
export interface ActivityFilters {
  /** A user id (`activity_log.actor_id`). */
  person: string;
  area: ActivityArea | '';
  /** First day (`yyyy-MM-dd`, church time zone), included. */
  from: string;
  /** Last day (`yyyy-MM-dd`, church time zone), included. */
  to: string;
}

/** Entries per page. */
export const ACTIVITY_PAGE_SIZE = 25;

/** One page of entries, and how many match the filters in all. */
export interface ActivityPage {
  entries: ActivityEntry[];
  total: number;
}

const COLUMNS =
  'id, occurred_at, actor_id, actor_email, actor_name, area, table_name, row_id, action, changed_columns, changes, subject, summary';

/**
 * Reads one page of the log, newest first (`occurred_at desc, id desc`), filtered, with the total
 * count (`Prefer: count=exact`) and PostgREST's range (`offset`/`limit`).
 *
 * @param filters - person, area and day range; days are calendar days of the church's time zone.
 * @param page - zero-based page number ({@link ACTIVITY_PAGE_SIZE} entries a page).
 * @param timeZone - the zone of the day range (default the church's, `@/lib/church-time`).
 * @returns the page's entries and the total; a page past the last one is empty. A caller who is
 *   not an admin gets no entries (RLS filters the rows), not an error.
 * @throws the PostgREST error when the read fails.
 */
export async function fetchActivityPage(
  filters: ActivityFilters,
  page: number,
  timeZone: string = churchTimeZone(),
): Promise<ActivityPage> {
  const first = page * ACTIVITY_PAGE_SIZE;
  let query = staffDb.from('activity_log').select(COLUMNS, { count: 'exact' });
  if (filters.person) query = query.eq('actor_id', filters.person);
  if (filters.area) query = query.eq('area', filters.area);
  const from = filters.from ? startOfChurchDay(filters.from, timeZone) : null;
  const to = filters.to ? startOfNextChurchDay(filters.to, timeZone) : null;
  if (from) query = query.gte('occurred_at', from.toISOString());
  if (to) query = query.lt('occurred_at', to.toISOString());
  const { data, error, count } = await query
    .order('occurred_at', { ascending: false })
    .order('id', { ascending: false })
    .range(first, first + ACTIVITY_PAGE_SIZE - 1);
  if (error) {
    // A page beyond the last (the log was pruned or filtered meanwhile): PostgREST's 416.
    if (error.code === 'PGRST103') return { entries: [], total: count ?? 0 };
    throw error;
  }
  return { entries: data as ActivityEntry[], total: count ?? data.length };
}

/** A staff member who appears in the log. */
export interface ActivityPerson {
  actor_id: string;
  actor_email: string | null;
  /** Their latest recorded name (display name, else the e-mail address). */
  actor_name: string | null;
}

/** How the page names a person of the log: their name, else their e-mail address. */
export function personLabel(person: Pick<ActivityPerson, 'actor_id' | 'actor_email' | 'actor_name'>): string {
  return person.actor_name || person.actor_email || person.actor_id;
}

/**
 * The staff who appear in the log (for the person filter), by name: the database's
 * `activity_log_people()`.
 *
 * @throws the PostgREST error when the call fails.
 */
export async function fetchActivityPeople(): Promise<ActivityPerson[]> {
  const { data, error } = await staffDb.rpc('activity_log_people');
  if (error) throw error;
  return [...data].sort((a, b) => personLabel(a).localeCompare(personLabel(b)));
}

/** Query options of the activity page; every key starts with `activity_log`. */
export const activityQueries = {
  all: () => ['activity_log'] as const,
  page: (filters: ActivityFilters, page: number) =>
    queryOptions({
      queryKey: [...activityQueries.all(), 'page', filters, page] as const,
      queryFn: () => fetchActivityPage(filters, page),
      // The previous page stays on screen while the next one loads.
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
  people: () =>
    queryOptions({
      queryKey: [...activityQueries.all(), 'people'] as const,
      queryFn: fetchActivityPeople,
      staleTime: 60_000,
    }),
};
