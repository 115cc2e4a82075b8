import { bcv_parser } from 'bible-passage-reference-parser/esm/bcv_parser.js';
import * as english from 'bible-passage-reference-parser/esm/lang/en.js';

/**
 * Scripture references as the staff sermon form stores them: each one read by the passage parser
 * the archive searches with (`bible-passage-reference-parser`, docs/decisions/0011) and written
 * back in full English book names, so that 'Rom 8:28' is stored as 'Romans 8:28' and 'jn 3:16-18'
 * as 'John 3:16-18'.
 */

/** Full English names of the OSIS book codes (Protestant canon, the parser's default). */
const BOOK_NAMES: Record<string, string> = {
  Gen: 'Genesis',
  Exod: 'Exodus',
  Lev: 'Leviticus',
  Num: 'Numbers',
  Deut: 'Deuteronomy',
  Josh: 'Joshua',
  Judg: 'Judges',
  Ruth: 'Ruth',
  '1Sam': '1 Samuel',
  '2Sam': '2 Samuel',
  '1Kgs': '1 Kings',
  '2Kgs': '2 Kings',
  '1Chr': '1 Chronicles',
  '2Chr': '2 Chronicles',
  Ezra: 'Ezra',
  Neh: 'Nehemiah',
  Esth: 'Esther',
  Job: 'Job',
  Ps: 'Psalm',
  Prov: 'Proverbs',
  Eccl: 'Ecclesiastes',
  Song: 'Song of Songs',
  Isa: 'Isaiah',
  Jer: 'Jeremiah',
  Lam: 'Lamentations',
  Ezek: 'Ezekiel',
  Dan: 'Daniel',
  Hos: 'Hosea',
  Joel: 'Joel',
  Amos: 'Amos',
  Obad: 'Obadiah',
  Jonah: 'Jonah',
  Mic: 'Micah',
  Nah: 'Nahum',
  Hab: 'Habakkuk',
  Zeph: 'Zephaniah',
  Hag: 'Haggai',
  Zech: 'Zechariah',
  Mal: 'Malachi',
  Matt: 'Matthew',
  Mark: 'Mark',
  Luke: 'Luke',
  John: 'John',
  Acts: 'Acts',
  Rom: 'Romans',
  '1Cor': '1 Corinthians',
  '2Cor': '2 Corinthians',
  Gal: 'Galatians',
  Eph: 'Ephesians',
  Phil: 'Philippians',
  Col: 'Colossians',
  '1Thess': '1 Thessalonians',
  '2Thess': '2 Thessalonians',
  '1Tim': '1 Timothy',
  '2Tim': '2 Timothy',
  Titus: 'Titus',
  Phlm: 'Philemon',
  Heb: 'Hebrews',
  Jas: 'James',
  '1Pet': '1 Peter',
  '2Pet': '2 Peter',
  '1John': '1 John',
  '2John': '2 John',
  '3John': '3 John',
  Jude: 'Jude',
  Rev: 'Revelation',
};

let parser: bcv_parser | undefined;

function getParser(): bcv_parser {
  // 'Jude', 'Ps 23' stay as written: a whole book or chapter is not widened to its verses.
  parser ??= new bcv_parser(english);
  return parser;
}

interface Point {
  book: string;
  chapter?: string;
  verse?: string;
}

function point(osis: string): Point | null {
  const [book = '', chapter, verse] = osis.split('.');
  return BOOK_NAMES[book] ? { book, chapter, verse } : null;
}

function whole(p: Point): string {
  const name = BOOK_NAMES[p.book]!;
  if (!p.chapter) return name;
  return p.verse ? `${name} ${p.chapter}:${p.verse}` : `${name} ${p.chapter}`;
}

/** One OSIS range ('Rom.8.28-Rom.8.39') in words ('Romans 8:28-39'). */
function formatRange(osis: string): string | null {
  const [fromText = '', toText] = osis.split('-');
  const from = point(fromText);
  if (!from) return null;
  if (!toText) return whole(from);
  const to = point(toText);
  if (!to) return null;
  if (to.book !== from.book) return `${whole(from)}-${whole(to)}`;
  if (from.verse && to.verse) {
    return to.chapter === from.chapter
      ? `${whole(from)}-${to.verse}`
      : `${whole(from)}-${to.chapter}:${to.verse}`;
  }
  if (!from.verse && !to.verse && from.chapter && to.chapter) return `${whole(from)}-${to.chapter}`;
  return `${whole(from)}-${to.chapter ?? ''}${to.verse ? `:${to.verse}` : ''}`;
}

/** The outcome of {@link normaliseReference}. */
export type ReferenceResult = { ok: true; value: string } | { ok: false; message: string };

/**
 * Checks one scripture reference and writes it in full ('Rom 8:28' → 'Romans 8:28', 'Ps 23' →
 * 'Psalm 23', '1 cor 13:4-7' → '1 Corinthians 13:4-7', 'John 3:16, 18' → 'John 3:16, 18').
 * The whole text must be one reference the archive's parser reads; anything else, or text beside
 * the reference ('Romans 8:28 and more'), is refused.
 *
 * @param text - what the person typed (surrounding spaces ignored).
 * @returns `{ ok: true, value }`, or `{ ok: false, message }` naming the reference, e.g.
 *   '"Hezekiah 4:2" is not a scripture reference we recognise.'
 */
export function normaliseReference(text: string): ReferenceResult {
  const trimmed = text.trim();
  const refused: ReferenceResult = {
    ok: false,
    message: `"${trimmed}" is not a scripture reference we recognise.`,
  };
  if (!trimmed) return refused;
  const bcv = getParser();
  bcv.parse(trimmed);
  const entities = bcv.osis_and_indices();
  if (entities.length !== 1) return refused;
  const [entity] = entities;
  const [start, end] = entity!.indices;
  // Only trailing punctuation may be left over.
  if (start !== 0 || !/^[\s.;,]*$/.test(trimmed.slice(end))) return refused;
  const pieces = entity!.osis.split(',');
  const parts: string[] = [];
  let previous: Point | null = null;
  for (const piece of pieces) {
    const formatted = formatRange(piece);
    const first = point(piece.split('-')[0] ?? '');
    if (!formatted || !first) return refused;
    // 'John 3:16, 18': a second verse of the same chapter is written as its number only.
    if (previous && first.book === previous.book && first.chapter === previous.chapter && first.verse) {
      parts.push(formatted.slice(whole({ ...first, verse: undefined }).length + 1));
    } else {
      parts.push(formatted);
    }
    previous = first;
  }
  return { ok: true, value: parts.join(', ') };
}

/**
 * Checks a list of references, one per line (empty lines ignored).
 *
 * @returns the normalised references, or the messages of every refused one.
 */
export function normaliseReferences(lines: string): { values: string[]; errors: string[] } {
  const values: string[] = [];
  const errors: string[] = [];
  for (const line of lines.split('\n')) {
    if (!line.trim()) continue;
    const result = normaliseReference(line);
    if (result.ok) values.push(result.value);
    else errors.push(result.message);
  }
  return { values, errors };
}
