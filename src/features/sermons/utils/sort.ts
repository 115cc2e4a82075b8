/** The archive's sort options (spec §4), `date_desc` being the default. */
export const SERMON_SORTS = ['date_desc', 'date_asc', 'title_asc', 'title_desc'] as const;
export type SermonSort = (typeof SERMON_SORTS)[number];
export const DEFAULT_SERMON_SORT: SermonSort = 'date_desc';

/** Whether a value read from the address is one of {@link SERMON_SORTS}. */
export function isSermonSort(value: unknown): value is SermonSort {
  return typeof value === 'string' && (SERMON_SORTS as readonly string[]).includes(value);
}

interface SortableSermon {
  title: string;
  /** The language it was preached in (`sermons.language`). */
  language?: string;
  /** `yyyy-MM-dd` (Postgres `date`), so text order is date order. */
  date: string;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Sorts sermons for the archive (spec §4): by `date` newest or oldest first, or by title A-Z or
 * Z-A ignoring case and accents, with numbers in numeric order ('Part 2' before 'Part 10'). Ties
 * fall back to the other key (same day: title A-Z; same title: newest first) so the order is
 * stable across reloads. With `first` (a Spanish page: 'es'), the sermons preached in that
 * language come first, each group in the chosen order (issue 43 item 5).
 *
 * @param first - the language whose sermons lead the list, if any.
 * @returns a new array; the input is not changed.
 */
export function sortSermons<T extends SortableSermon>(
  sermons: readonly T[],
  sort: SermonSort,
  first?: string,
): T[] {
  const byLanguage = (a: T, b: T) =>
    first ? Number(b.language === first) - Number(a.language === first) : 0;
  const byDate = (a: T, b: T) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);
  const byTitle = (a: T, b: T) => collator.compare(a.title, b.title);
  const compare: Record<SermonSort, (a: T, b: T) => number> = {
    date_desc: (a, b) => byDate(b, a) || byTitle(a, b),
    date_asc: (a, b) => byDate(a, b) || byTitle(a, b),
    title_asc: (a, b) => byTitle(a, b) || byDate(b, a),
    title_desc: (a, b) => byTitle(b, a) || byDate(b, a),
  };
  return [...sermons].sort((a, b) => byLanguage(a, b) || compare[sort](a, b));
}
