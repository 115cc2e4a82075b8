import { afterEach, describe, expect, it } from 'vitest';
import { Constants } from '@/types/database.types';
import { setLocale } from './i18n/locale';
import {
  CONTENT_LANGUAGES,
  hasText,
  isContentLanguage,
  languageColumn,
  localized,
  localizeRow,
} from './localized';

const sermon = {
  id: 's1',
  title: 'Faith That Endures',
  title_es: 'Fe que persevera',
  description: 'Hebrews 11.',
  description_es: '   ',
  series: null as string | null,
  series_es: null as string | null,
};

describe('localized', () => {
  it('gives the Spanish text, marked es, when the row has it', () => {
    expect(localized(sermon, 'title', 'es')).toEqual({ text: 'Fe que persevera', lang: 'es' });
  });

  it('falls back to the English, marked en, when the Spanish is missing or blank', () => {
    expect(localized(sermon, 'description', 'es')).toEqual({ text: 'Hebrews 11.', lang: 'en' });
    expect(localized({ title: 'Only English', title_es: null }, 'title', 'es')).toEqual({
      text: 'Only English',
      lang: 'en',
    });
  });

  it('gives the English on English pages even when Spanish exists', () => {
    expect(localized(sermon, 'title', 'en')).toEqual({ text: 'Faith That Endures', lang: 'en' });
  });

  it('keeps an empty English field as it is', () => {
    expect(localized(sermon, 'series', 'es')).toEqual({ text: null, lang: 'en' });
  });
});

describe('localizeRow', () => {
  it('replaces each field by its text and says which language each is in', () => {
    const row = localizeRow(sermon, ['title', 'description', 'series'], 'es');
    expect(row.title).toBe('Fe que persevera');
    expect(row.description).toBe('Hebrews 11.');
    expect(row.textLanguages).toEqual({ title: 'es', description: 'en', series: 'en' });
    expect(row.hasSpanish).toBe(true);
    // The stored columns stay.
    expect(row.title_es).toBe('Fe que persevera');
    expect(row.id).toBe('s1');
  });

  it('marks a record with no Spanish at all (its Spanish page is noindex)', () => {
    const row = localizeRow({ title: 'Newcomers Lunch', title_es: '' }, ['title'], 'es');
    expect(row).toMatchObject({
      title: 'Newcomers Lunch',
      textLanguages: { title: 'en' },
      hasSpanish: false,
    });
  });

  it('reads English pages unchanged', () => {
    const row = localizeRow(sermon, ['title', 'description'], 'en');
    expect(row.title).toBe('Faith That Endures');
    expect(row.textLanguages).toEqual({ title: 'en', description: 'en' });
    expect(row.hasSpanish).toBe(true);
  });
});

describe('languages', () => {
  it('lists the database enum content_language', () => {
    expect(CONTENT_LANGUAGES).toEqual(Constants.public.Enums.content_language);
  });

  it('recognises en and es only', () => {
    expect(isContentLanguage('es')).toBe(true);
    expect(isContentLanguage('en')).toBe(true);
    expect(isContentLanguage('fr')).toBe(false);
    expect(isContentLanguage(undefined)).toBe(false);
  });

  it('counts blank text as missing', () => {
    expect(hasText(' \n')).toBe(false);
    expect(hasText('Hola')).toBe(true);
    expect(hasText(null)).toBe(false);
  });
});

describe('languageColumn', () => {
  afterEach(() => setLocale('en'));

  it('an English page sends nothing (the database stores en), a Spanish page sends es', () => {
    expect(languageColumn(undefined)).toEqual({});
    setLocale('es');
    expect(languageColumn(undefined)).toEqual({ language: 'es' });
  });

  it('a language given wins over the page', () => {
    setLocale('es');
    expect(languageColumn('en')).toEqual({ language: 'en' });
  });
});
