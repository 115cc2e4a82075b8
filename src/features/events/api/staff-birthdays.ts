import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { throwSaveError } from '@/lib/errors';
import { staffDb } from '@/lib/supabase';
import { FIELD_LIMITS, requiredText } from '@/lib/validation';
import { eventQueries } from './church-events';

// The care team's birthdays editor (/admin/birthdays; issue "Birthdays"). Reads go through
// `public.staff_birthdays()` (admins and care only: the full date with the year, decision 0028);
// writes are plain PostgREST writes on `birthdays`, which RLS allows to admins and care. Only the
// staff pages import this file.

/** A birthday as its editors read it: with the year. */
export interface StaffBirthday {
  id: string;
  member_name: string;
  /** `yyyy-MM-dd`. */
  birth_date: string;
  birth_month: number;
  birth_day: number;
  /** Row version (decision 0020): sent back with an update. */
  version: number;
}

/**
 * Every birthday with its full date, by month, day and name (`POST /rest/v1/rpc/staff_birthdays`).
 *
 * @throws the PostgREST error (42501 `not_allowed` for anyone but admins and care).
 */
export async function listStaffBirthdays(): Promise<StaffBirthday[]> {
  const { data, error } = await staffDb.rpc('staff_birthdays');
  if (error) throw error;
  return data;
}

/** Query keys of the birthdays editor; a save also refreshes the public calendar's query. */
export const staffBirthdayQueries = {
  all: () => ['staff-birthdays'] as const,
  list: () =>
    queryOptions({ queryKey: [...staffBirthdayQueries.all(), 'list'] as const, queryFn: listStaffBirthdays }),
};

/** The query keys a birthday change makes stale: the editor's list and the public calendar's. */
export const BIRTHDAY_CHANGE_KEYS = [staffBirthdayQueries.all(), eventQueries.all()] as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `yyyy-MM-dd` is a real date from 1900 up to today. */
function isPastDate(value: string, today: Date): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year = 0, month = 0, day = 0] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return false;
  return year >= 1900 && value <= today.toISOString().slice(0, 10);
}

/**
 * The birthday form: the member's name (required, at most 120 characters: the table's check)
 * and the date of birth (a real date, not in the future).
 *
 * @param today - the current day (injectable for tests).
 */
export function birthdaySchema(today = new Date()) {
  return z.object({
    member_name: requiredText('Name', FIELD_LIMITS.name, 'Name is required'),
    birth_date: z.string().check(
      z.refine((value) => value !== '', 'Date of birth is required'),
      z.refine(
        (value) => value === '' || isPastDate(value, today),
        'Enter a real date of birth, not in the future',
      ),
    ),
  });
}

/** What the birthday form holds and sends. */
export type BirthdayValues = z.output<ReturnType<typeof birthdaySchema>>;

/**
 * Adds a birthday (`POST /rest/v1/birthdays`).
 *
 * @throws the PostgREST error (e.g. 42501 for a role that may not write birthdays).
 */
export async function createBirthday(values: BirthdayValues): Promise<void> {
  const { error } = await staffDb.from('birthdays').insert(values);
  if (error) throw error;
}

/**
 * Saves a changed birthday with the version it was read at (decision 0020).
 *
 * @throws {@link RowChangedError} when someone else saved it since; the PostgREST error otherwise.
 */
export async function updateBirthday(id: string, version: number, values: BirthdayValues): Promise<void> {
  const { data, error } = await staffDb
    .from('birthdays')
    .update({ ...values, version })
    .eq('id', id)
    .select('id');
  if (error) throwSaveError(error);
  if (data.length === 0) throw new Error('The birthday no longer exists or you may not change it.');
}

/**
 * Removes a birthday (`DELETE /rest/v1/birthdays?id=eq.<id>`).
 *
 * @throws the PostgREST error, or an Error when no row was removed.
 */
export async function deleteBirthday(id: string): Promise<void> {
  const { data, error } = await staffDb.from('birthdays').delete().eq('id', id).select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('The birthday no longer exists or you may not remove it.');
}
