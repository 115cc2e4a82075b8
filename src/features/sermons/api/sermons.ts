import { queryOptions } from '@tanstack/react-query';
import { sermonsMessages } from '@/i18n/sermons';
import { messagesOf } from '@/lib/i18n/messages';
import { db } from '@/lib/supabase-rest';
import type { Tables } from '@/types/database.types';

/** A `sermons` row (spec §3). */
export type Sermon = Tables<'sermons'>;

export { isSermonId } from '../utils/sermon-id';

/**
 * Reads every sermon, all columns, newest first (spec §7); the archive filters and sorts on the
 * client.
 *
 * @throws the PostgREST error when the read fails.
 */
export async function listSermons(): Promise<Sermon[]> {
  const { data, error } = await db.from('sermons').select('*').order('date', { ascending: false });
  if (error) throw error;
  return data;
}

/**
 * Reads one sermon by id, all columns (spec §7). `maybeSingle` asks for the rows as a list and
 * checks there is at most one, so a missing sermon is `null` rather than PostgREST's 406
 * (`PGRST116`) that `single()` would provoke and the browser would log as a failed request.
 *
 * @returns the row, or `null` when no sermon has this id.
 * @throws the PostgREST error when the read fails.
 */
export async function getSermon(id: string): Promise<Sermon | null> {
  const { data, error } = await db.from('sermons').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data;
}

/** Query-key factory of `sermons` (TkDodo's query options API). */
export const sermonQueries = {
  all: () => ['sermons'] as const,
  list: () => queryOptions({ queryKey: [...sermonQueries.all(), 'list'] as const, queryFn: listSermons }),
  /**
   * One sermon; a failed read toasts 'Error' / 'Could not load sermon details.' (spec §8), in the
   * page's language once its catalog has loaded (read when the toast shows).
   */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...sermonQueries.all(), 'detail', id] as const,
      queryFn: () => getSermon(id),
      meta: {
        get errorToast() {
          const m = messagesOf(sermonsMessages)?.detail;
          return {
            title: m?.error ?? 'Error',
            description: m?.loadError ?? 'Could not load sermon details.',
            variant: 'destructive' as const,
          };
        },
      },
    }),
};
