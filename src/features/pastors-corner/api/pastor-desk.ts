import { queryOptions } from '@tanstack/react-query';
import { localizeRow, type ContentLanguage, type Localized } from '@/lib/localized';
import { db } from '@/lib/supabase-rest';
import type { Tables } from '@/types/database.types';

/** A `pastor_words` row: the monthly Word of Encouragement (docs/decisions/0031). */
export type PastorWord = Tables<'pastor_words'>;
/** A `pastor_key_verses` row: one of the Key Bible Verses. */
export type PastorKeyVerse = Tables<'pastor_key_verses'>;

/** What the Pastor's Desk tab shows above the books. */
export interface PastorDesk {
  /** The word of the latest month, or `null` when none is stored. */
  word: Localized<PastorWord, 'title' | 'body' | 'closing_verse'> | null;
  /** The key verses in their staff order. */
  verses: Localized<PastorKeyVerse, 'reference' | 'verse_text'>[];
}

/**
 * Reads the pastor's desk: the monthly word of the latest month and the key verses in
 * `sort_order` (ties: the older first). Everyone may read both tables. Texts are in `language`
 * where they have it (docs/decisions/0055).
 *
 * @param language - the page's language (default English).
 * @throws the PostgREST error when either read fails.
 */
export async function getPastorDesk(language: ContentLanguage = 'en'): Promise<PastorDesk> {
  const [words, verses] = await Promise.all([
    db.from('pastor_words').select('*').order('month', { ascending: false }).limit(1),
    db
      .from('pastor_key_verses')
      .select('*')
      .order('sort_order', { ascending: true })
      .order('created_at', { ascending: true }),
  ]);
  if (words.error) throw words.error;
  if (verses.error) throw verses.error;
  const word = words.data[0];
  return {
    word: word ? localizeRow(word, ['title', 'body', 'closing_verse'], language) : null,
    verses: verses.data.map((verse) => localizeRow(verse, ['reference', 'verse_text'], language)),
  };
}

/** Query-key factory of the pastor's desk (both tables). */
export const pastorDeskQueries = {
  all: () => ['pastor_desk'] as const,
  desk: (language: ContentLanguage = 'en') =>
    queryOptions({
      queryKey: [...pastorDeskQueries.all(), 'desk', language] as const,
      queryFn: () => getPastorDesk(language),
    }),
};
