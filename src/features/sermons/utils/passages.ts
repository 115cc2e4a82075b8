import { bcv_parser } from 'bible-passage-reference-parser/esm/bcv_parser.js';
import * as english from 'bible-passage-reference-parser/esm/lang/en.js';
import type { PassageFields, PassageSearch } from './filter';

/**
 * An inclusive span of Bible verses as ordinals `book * 1e6 + chapter * 1e3 + verse`, with the
 * books in canonical order, so that overlap is two comparisons. An open end ('Romans 8', 'Jude')
 * runs to chapter or verse 999, above any real one.
 */
export interface VerseRange {
  start: number;
  end: number;
}

const OPEN = 999;

let parser: bcv_parser | undefined;
let bookOrder: Record<string, number> = {};

function getParser(): bcv_parser {
  if (!parser) {
    parser = new bcv_parser(english);
    bookOrder = parser.translation_info().order;
  }
  return parser;
}

function ordinal(osis: string, edge: 'start' | 'end'): number | null {
  const [book = '', chapter, verse] = osis.split('.');
  const order = bookOrder[book];
  if (order === undefined) return null;
  const open = edge === 'start' ? 1 : OPEN;
  return order * 1e6 + (chapter ? Number(chapter) : open) * 1e3 + (verse ? Number(verse) : open);
}

function osisToRanges(osis: string): VerseRange[] {
  const ranges: VerseRange[] = [];
  for (const piece of osis.split(',')) {
    const [from = '', to = from] = piece.split('-');
    const start = ordinal(from, 'start');
    const end = ordinal(to, 'end');
    if (start !== null && end !== null)
      ranges.push({ start: Math.min(start, end), end: Math.max(start, end) });
  }
  return ranges;
}

interface ParsedText {
  ranges: VerseRange[];
  /** `[start, end)` character spans of the text that the parser read as references. */
  spans: [number, number][];
}

function parseText(text: string): ParsedText {
  const bcv = getParser();
  bcv.parse(text);
  const entities = bcv.osis_and_indices();
  return {
    ranges: entities.flatMap((entity) => osisToRanges(entity.osis)),
    spans: entities.map((entity) => entity.indices),
  };
}

/**
 * Reads every Bible reference in an English text, in any spelling or abbreviation the
 * `bible-passage-reference-parser` English module knows ('Jn 3:16-18', 'Romans 8', '1 Cor 13',
 * 'Ps 23', 'John 3:16-4:2', 'Gen 50-Exod 2'), as verse ranges.
 *
 * @returns one range per passage; `[]` when the text names none.
 */
export function parsePassages(text: string): VerseRange[] {
  return parseText(text).ranges;
}

/** Whether any range of `a` shares at least one verse with any range of `b`. */
export function rangesOverlap(a: readonly VerseRange[], b: readonly VerseRange[]): boolean {
  return a.some((x) => b.some((y) => x.start <= y.end && y.start <= x.end));
}

const sermonRanges = new WeakMap<PassageFields, VerseRange[]>();

/**
 * The passages a sermon is about: its `scripture_references` (each parsed alone, so that one
 * entry's book never carries over to the next) and any reference its title or description names.
 * Cached per row object, since React Query keeps rows stable between renders.
 */
export function sermonPassages(sermon: PassageFields): VerseRange[] {
  let ranges = sermonRanges.get(sermon);
  if (!ranges) {
    ranges = [sermon.title, sermon.description ?? '', ...sermon.scripture_references].flatMap(parsePassages);
    sermonRanges.set(sermon, ranges);
  }
  return ranges;
}

/**
 * Turns an archive query into a passage search (issue "Search that understands keywords and
 * passages"): a sermon matches when one of its {@link sermonPassages} overlaps a passage of the
 * query, whatever the spelling ('John 3' finds 'Jn 3:16-18', 'Romans 8:28' finds 'Rom 8:18-39').
 * Words of the query outside the references ('grace' in 'grace Romans 8') are returned as
 * `remainder` for keyword search.
 *
 * @returns `null` when the query names no passage, so that plain keyword search applies.
 */
export function createPassageSearch(query: string): PassageSearch | null {
  const { ranges, spans } = parseText(query);
  if (ranges.length === 0) return null;
  let remainder = '';
  let from = 0;
  for (const [start, end] of spans) {
    remainder += `${query.slice(from, start)} `;
    from = end;
  }
  remainder += query.slice(from);
  return {
    remainder: remainder.trim(),
    matches: (sermon) => rangesOverlap(ranges, sermonPassages(sermon)),
  };
}
