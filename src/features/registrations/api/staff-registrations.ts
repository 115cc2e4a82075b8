import { queryOptions } from '@tanstack/react-query';
import { REGISTRATION_STATUS_LABELS } from '@/config/value-labels';
import { csvDateTime } from '@/lib/csv';
import { RowChangedError, throwSaveError } from '@/lib/errors';
import { staffDb } from '@/lib/supabase';
import { Constants, type Enums } from '@/types/database.types';
import type { RegistrationQuestion, RegistrationState } from './registrations';

/** A registration as admins and editors read it (never its token). */
export interface StaffRegistration {
  id: string;
  occurrence_date: string;
  name: string;
  email: string;
  phone: string | null;
  party_size: number;
  /** Question id → text, yes/no or the chosen option. */
  answers: Record<string, string | boolean>;
  /** 'awaiting': seats held until the person opens the link e-mailed to them (decision 0047). */
  status: Enums<'registration_status'>;
  checked_in_at: string | null;
  created_at: string;
  status_at: string;
  /** ISO: the end of the hold (awaiting, expired), else null. */
  hold_expires_at: string | null;
}

/**
 * Whether a registration matches the door list's search (`?q=`): every word of `words` is in the
 * person's name or e-mail address, ignoring case and accents ('jose' finds 'José Álvarez').
 * An empty search matches everyone.
 */
export function matchesRegistration(r: Pick<StaffRegistration, 'name' | 'email'>, words: string): boolean {
  const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const haystack = plain(`${r.name} ${r.email}`);
  return plain(words)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** A phone number as a `tel:` link dials it: the digits, with a leading + kept ('tel:+13175550100'). */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}

/**
 * `public.registration_counts`: seats registered (confirmed), seats held awaiting confirmation,
 * seats checked in, parties waiting, seats left.
 */
export interface RegistrationCounts {
  state: RegistrationState;
  capacity: number;
  seats_left: number;
  registered: number;
  awaiting: number;
  waitlisted: number;
  checked_in: number;
  questions: RegistrationQuestion[];
  title: string;
  start_time: string;
}

/** The settings row of an event (`public.event_registration_settings`). */
export interface RegistrationSettings {
  event_id: string;
  is_open: boolean;
  capacity: number;
  waitlist: boolean;
  closes_minutes_before: number;
  /** Minutes a sign-up holds its seats until its e-mailed link is opened (5–1440). */
  hold_minutes: number;
  questions: RegistrationQuestion[];
  confirmation_message: string | null;
  /** Its Spanish, for registrations made in Spanish (null: the English; docs/decisions/0055). */
  confirmation_message_es: string | null;
  /** Optimistic concurrency (docs/decisions/0020); absent before the event's first save. */
  version?: number;
}

/** A staff action of `public.registration_staff_action`. */
export type StaffAction = 'check_in' | 'undo_check_in' | 'confirm' | 'cancel';

type Rpc = (fn: string, args: Record<string, unknown>) => PromiseLike<{ data: unknown; error: unknown }>;

// The generated types give jsonb answers as `Json`; the shapes are the functions' own.
async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await (staffDb.rpc as unknown as Rpc)(name, args);
  if (error) throw error;
  return data as T;
}

const COLUMNS =
  'id, occurrence_date, name, email, phone, party_size, answers, status, checked_in_at, created_at, status_at, hold_expires_at';

/** The order of the staff list's groups: the enum's order. */
const RANK = (status: StaffRegistration['status']): number =>
  Constants.public.Enums.registration_status.indexOf(status);

/** The columns of an event's registration settings the staff form reads and gets back. */
const SETTINGS_COLUMNS =
  'event_id, is_open, capacity, waitlist, closes_minutes_before, hold_minutes, questions, confirmation_message, confirmation_message_es, version';

/** Query keys and reads of the staff registrations page. */
export const staffRegistrationQueries = {
  all: () => ['staff-registrations'] as const,
  /**
   * One date's registrations: confirmed first, then those awaiting confirmation, the waitlist
   * in order, cancelled, and holds that ran out.
   */
  list: (eventId: string, date: string) =>
    queryOptions({
      queryKey: [...staffRegistrationQueries.all(), 'list', eventId, date] as const,
      queryFn: async () => {
        const { data, error } = await staffDb
          .from('event_registrations')
          .select(COLUMNS)
          .eq('event_id', eventId)
          .eq('occurrence_date', date)
          .order('status_at')
          .order('id');
        if (error) throw error;
        return (data as unknown as StaffRegistration[]).sort((a, b) => RANK(a.status) - RANK(b.status));
      },
    }),
  /** The dates that hold registrations. */
  dates: (eventId: string) =>
    queryOptions({
      queryKey: [...staffRegistrationQueries.all(), 'dates', eventId] as const,
      queryFn: async () => {
        const { data, error } = await staffDb
          .from('event_registrations')
          .select('occurrence_date')
          .eq('event_id', eventId);
        if (error) throw error;
        return [...new Set(data.map((r) => r.occurrence_date))].sort();
      },
    }),
  counts: (eventId: string, date: string) =>
    queryOptions({
      queryKey: [...staffRegistrationQueries.all(), 'counts', eventId, date] as const,
      queryFn: () =>
        rpc<RegistrationCounts | null>('registration_counts', { event_id: eventId, occurrence_date: date }),
    }),
  settings: (eventId: string) =>
    queryOptions({
      queryKey: [...staffRegistrationQueries.all(), 'settings', eventId] as const,
      queryFn: async () => {
        const { data, error } = await staffDb
          .from('event_registration_settings')
          .select(SETTINGS_COLUMNS)
          .eq('event_id', eventId)
          .maybeSingle();
        if (error) throw error;
        return data as unknown as RegistrationSettings | null;
      },
    }),
};

/**
 * Checks in (or undoes it), confirms (a hold awaiting confirmation, or a move from the waitlist),
 * or cancels one registration (the person is e-mailed when confirmed, cancelled or moved).
 *
 * @throws the PostgREST error; `details` 'not_enough_seats' when a move does not fit.
 */
export function registrationAction(id: string, action: StaffAction): Promise<unknown> {
  return rpc('registration_staff_action', { registration_id: id, action });
}

/**
 * Queues `message` (1–2000 characters) to everyone registered or waiting on the date.
 *
 * @returns how many e-mails were queued.
 */
export function emailRegistrants(eventId: string, date: string, message: string): Promise<number> {
  return rpc<number>('email_registrants', { event_id: eventId, occurrence_date: date, message });
}

/**
 * Saves an event's registration settings: the first save inserts the event's row, later ones
 * update it with the version they were read at (docs/decisions/0020).
 *
 * @returns the stored settings with their new version.
 * @throws `RowChangedError` when someone saved the settings since they were read (or added them
 *   first, 23505); the PostgREST error otherwise.
 */
export async function saveRegistrationSettings(
  settings: RegistrationSettings,
): Promise<RegistrationSettings> {
  const { version, ...values } = settings;
  const { data, error } =
    version === undefined
      ? await staffDb
          .from('event_registration_settings')
          .insert(values as never)
          .select(SETTINGS_COLUMNS)
      : await staffDb
          .from('event_registration_settings')
          .update({ ...values, version } as never)
          .eq('event_id', settings.event_id)
          .select(SETTINGS_COLUMNS);
  if (error?.code === '23505') throw new RowChangedError();
  if (error) throwSaveError(error);
  const row = data?.[0] as RegistrationSettings | undefined;
  // Nothing updated: the row was removed since (or RLS hides it).
  if (!row) throw new RowChangedError();
  return row;
}

/**
 * The CSV rows of a date's registrations, in the words and times the page shows: Name, Email,
 * Phone, Party size, Status ('Registered', 'Waitlist'…), Checked in (the church's date and time,
 * empty when not), Registered (the church's date and time: 'Dec 5, 2026, 8:58 PM'), then one
 * column per question (yes/no as 'Yes'/'No').
 */
export function registrationCsvRows(
  rows: readonly StaffRegistration[],
  questions: readonly RegistrationQuestion[],
): { header: string[]; rows: (string | number | null)[][] } {
  const answer = (value: string | boolean | undefined) =>
    value === undefined ? '' : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value;
  return {
    header: [
      'Name',
      'Email',
      'Phone',
      'Party size',
      'Status',
      'Checked in',
      'Registered',
      ...questions.map((q) => q.label),
    ],
    rows: rows.map((r) => [
      r.name,
      r.email,
      r.phone,
      r.party_size,
      REGISTRATION_STATUS_LABELS[r.status],
      csvDateTime(r.checked_in_at),
      csvDateTime(r.created_at),
      ...questions.map((q) => answer(r.answers[q.id])),
    ]),
  };
}
