import { queryOptions } from '@tanstack/react-query';
import { sermonsMessages } from '@/i18n/sermons';
import { messagesOf } from '@/lib/i18n/messages';
import { localizeRow, type ContentLanguage, type Localized } from '@/lib/localized';
import { db } from '@/lib/supabase-rest';
import type { Tables } from '@/types/database.types';

/**
 * A `sermons` row (spec §3) as read for one language (docs/decisions/0055): title, description
 * and series in that language where they have it, `textLanguages` saying which; `language` is
 * the language it was preached in.
 */
export type Sermon = Localized<Tables<'sermons'>, SermonText>;

/** The texts of a sermon that have a Spanish twin. */
type SermonText = 'title' | 'description' | 'series';
const SERMON_TEXTS: readonly SermonText[] = ['title', 'description', 'series'];

export { isSermonId } from '../utils/sermon-id';

/** What the archive reads: the page's language, and only the sermons preached in one language. */
export interface SermonListOptions {
  /** The page's language (default English). Spanish pages list the Spanish sermons first. */
  language?: ContentLanguage;
  /** Only the sermons preached in this language (the archive's language filter). */
  preached?: ContentLanguage;
}

/**
 * Reads every sermon, all columns, newest first (spec §7); the archive filters and sorts on the
 * client. A Spanish page gets the sermons preached in Spanish first, each group newest first.
 *
 * @throws the PostgREST error when the read fails.
 */
export async function listSermons({ language = 'en', preached }: SermonListOptions = {}): Promise<Sermon[]> {
  let query = db.from('sermons').select('*');
  if (preached) query = query.eq('language', preached);
  // `content_language` sorts en before es: descending puts Spanish first.
  if (language === 'es') query = query.order('language', { ascending: false });
  const { data, error } = await query.order('date', { ascending: false });
  if (error) throw error;
  return data.map((row) => localizeRow(row, SERMON_TEXTS, language));
}

/**
 * Reads one sermon by id, all columns (spec §7). `maybeSingle` asks for the rows as a list and
 * checks there is at most one, so a missing sermon is `null` rather than PostgREST's 406
 * (`PGRST116`) that `single()` would provoke and the browser would log as a failed request.
 *
 * @param language - the page's language (default English).
 * @returns the row, or `null` when no sermon has this id.
 * @throws the PostgREST error when the read fails.
 */
export async function getSermon(id: string, language: ContentLanguage = 'en'): Promise<Sermon | null> {
  const { data, error } = await db.from('sermons').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data ? localizeRow(data, SERMON_TEXTS, language) : null;
}

/** Query-key factory of `sermons` (TkDodo's query options API). */
export const sermonQueries = {
  all: () => ['sermons'] as const,
  list: ({ language = 'en', preached }: SermonListOptions = {}) =>
    queryOptions({
      queryKey: [...sermonQueries.all(), 'list', language, preached ?? null] as const,
      queryFn: () => listSermons({ language, preached }),
    }),
  /**
   * One sermon; a failed read toasts 'Error' / 'Could not load sermon details.' (spec §8), in the
   * page's language once its catalog has loaded (read when the toast shows).
   */
  detail: (id: string, language: ContentLanguage = 'en') =>
    queryOptions({
      queryKey: [...sermonQueries.all(), 'detail', id, language] as const,
      queryFn: () => getSermon(id, language),
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
