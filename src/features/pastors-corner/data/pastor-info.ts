import type { ContentLanguage } from '@/lib/localized';

/**
 * The monthly Word of Encouragement as the Pastor's Desk tab shows it (spec §3 "Pastor info"),
 * made from a `pastor_words` row (docs/decisions/0031; the former hard-coded sample is the seed).
 */
export interface WeeklyWord {
  title: string;
  /** The month it is for, as shown: month name and year, e.g. 'November 2026'. */
  date: string;
  /** Paragraphs separated by a blank line. Plain text: shown as text, never parsed as markup. */
  content: string;
  /** The verse it rests on, with its reference; '' when none. */
  verse: string;
  /** The language each text is in, on a page read in a language (docs/decisions/0055). */
  textLanguages?: Partial<Record<'title' | 'content' | 'verse', ContentLanguage>>;
}

/** One of the Key Bible Verses (spec §3 "Pastor info"), from a `pastor_key_verses` row. */
export interface KeyBibleVerse {
  id: string;
  /** The reference, e.g. 'Philippians 4:13'. */
  verse: string;
  /** The verse's text. */
  text: string;
  /** The language each text is in, on a page read in a language (docs/decisions/0055). */
  textLanguages?: Partial<Record<'verse' | 'text', ContentLanguage>>;
}
