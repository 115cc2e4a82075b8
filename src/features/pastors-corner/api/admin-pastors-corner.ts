import { queryOptions } from '@tanstack/react-query';
import { SaveProblem } from '@/components/editor/save-problem';
import { COVER_IMAGE_TYPES, COVER_MAX_BYTES, imageFileProblem } from '@/lib/cover-columns';
import { throwSaveError } from '@/lib/errors';
import { removeObjects, staffDb, uploadObject } from '@/lib/supabase';
import { slugify } from '@/lib/text';
import type { TablesInsert } from '@/types/database.types';
import type { BookstoreItem } from './bookstore-items';
import type { PastorBook } from './pastor-books';
import type { PastorKeyVerse, PastorWord } from './pastor-desk';

// Staff reads and writes of /admin/pastors-corner (issue 23 item 3, docs/decisions/0031) through
// `staffDb` as the signed-in user; RLS lets only admins and editors write. Every update sends the
// version the page read (docs/decisions/0020). Loaded only by the staff page.

/** Bucket of book covers (5 MiB, PNG/JPEG/GIF/WebP; supabase/config.toml). */
export const BOOK_COVER_BUCKET = 'pastor-book-covers';
/** Bucket of book PDFs (20 MiB, PDF only). */
export const BOOK_PDF_BUCKET = 'pastor-book-pdfs';
/** Size limits shown before an upload, in bytes (the buckets' limits). */
export const BOOK_COVER_MAX_BYTES = COVER_MAX_BYTES;
export const BOOK_PDF_MAX_BYTES = 20 * 1024 * 1024;
export const BOOK_COVER_TYPES = COVER_IMAGE_TYPES;

/** The tables whose rows the staff put in order. */
export type OrderedTable = 'pastor_key_verses' | 'pastor_books' | 'bookstore_items';

/** A row that can be moved: its id, the version read and its place. */
export interface OrderedRow {
  id: string;
  version: number;
  sort_order: number;
  /** Whether an English text of the row has no Spanish (the generated column, decision 0055). */
  needs_spanish?: boolean;
}

/** Every monthly word, newest month first. @throws the PostgREST error. */
export async function listWords(): Promise<PastorWord[]> {
  const { data, error } = await staffDb.from('pastor_words').select('*').order('month', { ascending: false });
  if (error) throw error;
  return data;
}

/** Every key verse in order. @throws the PostgREST error. */
export async function listKeyVerses(): Promise<PastorKeyVerse[]> {
  const { data, error } = await staffDb
    .from('pastor_key_verses')
    .select('*')
    .order('sort_order')
    .order('created_at');
  if (error) throw error;
  return data;
}

/** Every recommended book in the public order. @throws the PostgREST error. */
export async function listBooks(): Promise<PastorBook[]> {
  const { data, error } = await staffDb
    .from('pastor_books')
    .select('*')
    .order('sort_order')
    .order('month_year', { ascending: false });
  if (error) throw error;
  return data;
}

/** Every bookstore item in the public order. @throws the PostgREST error. */
export async function listBookstore(): Promise<BookstoreItem[]> {
  const { data, error } = await staffDb
    .from('bookstore_items')
    .select('*')
    .order('sort_order')
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

/** The editable columns of each table (the Spanish ones null when blank, decision 0055). */
export type WordFields = Pick<
  TablesInsert<'pastor_words'>,
  'title' | 'month' | 'body' | 'closing_verse' | 'signature' | 'title_es' | 'body_es' | 'closing_verse_es'
>;
export type VerseFields = Pick<
  TablesInsert<'pastor_key_verses'>,
  'reference' | 'verse_text' | 'reference_es' | 'verse_text_es'
>;
export type BookFields = Pick<
  TablesInsert<'pastor_books'>,
  | 'title'
  | 'author'
  | 'description'
  | 'month_year'
  | 'cover_image_path'
  | 'pdf_file_path'
  | 'title_es'
  | 'description_es'
>;
export type BookstoreFields = Pick<
  TablesInsert<'bookstore_items'>,
  'title' | 'author' | 'excerpt' | 'price' | 'cover_image_url' | 'purchase_link' | 'title_es' | 'excerpt_es'
>;

interface FieldsOf {
  pastor_words: WordFields;
  pastor_key_verses: VerseFields & { sort_order?: number };
  pastor_books: BookFields & { sort_order?: number };
  bookstore_items: BookstoreFields & { sort_order?: number };
}

/** What the word's form says when its month already has a word (unique month, 23505). */
export const MONTH_TAKEN_MESSAGE = 'This month already has a word. Edit that one, or choose another month.';

function saveError(error: { code?: string }): never {
  if (error.code === '23505') throw new SaveProblem(MONTH_TAKEN_MESSAGE, 'month');
  throwSaveError(error);
}

/**
 * Inserts a row, or updates row `id` read at `version`.
 *
 * @returns the stored row's id and new version.
 * @throws {RowChangedError} on a stale update; a {@link SaveProblem} at `month` for a second word of one
 *   month; the PostgREST error otherwise.
 */
export async function saveRow<T extends keyof FieldsOf>(
  table: T,
  fields: FieldsOf[T],
  existing?: { id: string; version: number },
): Promise<{ id: string; version: number }> {
  // One client call for four tables: PostgREST checks the columns, the types above the values.
  const from = staffDb.from(table as 'pastor_books');
  const request = existing
    ? from
        .update({ ...(fields as BookFields), version: existing.version })
        .eq('id', existing.id)
        .select('id, version')
        .single()
    : from
        .insert(fields as BookFields)
        .select('id, version')
        .single();
  const { data, error } = await request;
  if (error) saveError(error);
  return data;
}

/**
 * Deletes a row; for a book, then its cover and PDF objects (client-side removal, decision 0031:
 * the row goes first so that a failed removal leaves an unused object, never a broken link).
 *
 * @throws the PostgREST error when the row cannot be deleted.
 */
export async function deleteRow(
  table: OrderedTable | 'pastor_words',
  id: string,
  files?: Pick<PastorBook, 'cover_image_path' | 'pdf_file_path'>,
): Promise<void> {
  const { error } = await staffDb
    .from(table as 'pastor_books')
    .delete()
    .eq('id', id);
  if (error) throw error;
  if (files?.cover_image_path)
    await removeObjects(BOOK_COVER_BUCKET, [files.cover_image_path]).catch(() => undefined);
  if (files?.pdf_file_path)
    await removeObjects(BOOK_PDF_BUCKET, [files.pdf_file_path]).catch(() => undefined);
}

/**
 * The rows with `rows[from]` moved one place up (`-1`) or down (`1`), numbered 1, 2, 3…
 *
 * @returns the new order (the same array when the move leaves the list).
 */
export function moveRow<T extends OrderedRow>(rows: readonly T[], from: number, direction: -1 | 1): T[] {
  const to = from + direction;
  if (to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * Stores an order: every row whose `sort_order` is not its place (1-based) is updated with the
 * version read. Stops at the first refusal.
 *
 * @throws {RowChangedError} when a row changed since it was read; the PostgREST error otherwise.
 */
export async function saveOrder(table: OrderedTable, rows: readonly OrderedRow[]): Promise<void> {
  for (const [index, row] of rows.entries()) {
    if (row.sort_order === index + 1) continue;
    const { error } = await staffDb
      .from(table as 'pastor_books')
      .update({ sort_order: index + 1, version: row.version })
      .eq('id', row.id);
    if (error) throwSaveError(error);
  }
}

/** The next place at the end of a list. */
export function nextSortOrder(rows: readonly OrderedRow[]): number {
  return rows.reduce((max, row) => Math.max(max, row.sort_order), 0) + 1;
}

/**
 * Why a book file cannot be uploaded, or `null`.
 *
 * @param kind - `cover` (image, 5 MB) or `pdf` (PDF, 20 MB).
 */
export function bookFileProblem(kind: 'cover' | 'pdf', file: File): string | null {
  if (kind === 'cover') return imageFileProblem(file, BOOK_COVER_MAX_BYTES);
  if (file.type !== 'application/pdf') return `${file.name} is not a PDF.`;
  if (file.size > BOOK_PDF_MAX_BYTES) return `${file.name} is larger than 20 MB.`;
  return null;
}

/**
 * Uploads a book's cover or PDF at `<time>_<file name>`.
 *
 * @returns the stored path.
 * @throws {Error} naming the file when refused before upload; `StorageError` from Storage.
 */
export async function uploadBookFile(
  kind: 'cover' | 'pdf',
  file: File,
  onProgress?: (fraction: number) => void,
  now = Date.now(),
): Promise<string> {
  const problem = bookFileProblem(kind, file);
  if (problem) throw new Error(problem);
  const dot = file.name.lastIndexOf('.');
  const base = slugify(dot > 0 ? file.name.slice(0, dot) : file.name) || kind;
  const extension =
    dot > 0
      ? file.name
          .slice(dot + 1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')
      : '';
  return uploadObject(
    kind === 'cover' ? BOOK_COVER_BUCKET : BOOK_PDF_BUCKET,
    `${now}_${base}${extension ? `.${extension}` : ''}`,
    file,
    onProgress,
  );
}

/** Removes replaced book files; a failure leaves an unused object. */
export async function removeBookFile(kind: 'cover' | 'pdf', path: string): Promise<void> {
  await removeObjects(kind === 'cover' ? BOOK_COVER_BUCKET : BOOK_PDF_BUCKET, [path]).catch(() => undefined);
}

/**
 * Saves a recommended book: uploads a newly chosen cover and PDF first, then the row (with the
 * version read), then removes the files they replaced; a failed save removes what it uploaded.
 *
 * @param book - the book as read, or `null` for a new one.
 * @param fields - the form's columns (without files).
 * @param order - a new book's place (the end of the list).
 * @param uploads - the uploads of the chosen files (each gives the stored path), if any.
 * @throws the upload's error naming the file; `RowChangedError` for a stale save; the PostgREST
 *   error otherwise.
 */
export async function saveBook(
  book: PastorBook | null,
  fields: Omit<BookFields, 'cover_image_path' | 'pdf_file_path'>,
  order: number,
  uploads: { cover?: () => Promise<string>; pdf?: () => Promise<string> },
): Promise<void> {
  const uploaded: { kind: 'cover' | 'pdf'; path: string }[] = [];
  try {
    const cover = uploads.cover ? await uploads.cover() : null;
    if (cover) uploaded.push({ kind: 'cover', path: cover });
    const pdf = uploads.pdf ? await uploads.pdf() : null;
    if (pdf) uploaded.push({ kind: 'pdf', path: pdf });
    const row = {
      ...fields,
      cover_image_path: cover ?? book?.cover_image_path ?? null,
      pdf_file_path: pdf ?? book?.pdf_file_path ?? null,
    };
    await saveRow('pastor_books', book ? row : { ...row, sort_order: order }, book ?? undefined);
    uploaded.length = 0;
    if (cover && book?.cover_image_path) void removeBookFile('cover', book.cover_image_path);
    if (pdf && book?.pdf_file_path) void removeBookFile('pdf', book.pdf_file_path);
  } finally {
    // A failed save leaves no new object behind.
    for (const file of uploaded) void removeBookFile(file.kind, file.path);
  }
}

/** Query keys of the staff page; saving invalidates the public keys too. */
export const adminPastorQueries = {
  words: () => queryOptions({ queryKey: ['pastor_desk', 'staff', 'words'] as const, queryFn: listWords }),
  verses: () =>
    queryOptions({ queryKey: ['pastor_desk', 'staff', 'verses'] as const, queryFn: listKeyVerses }),
  books: () => queryOptions({ queryKey: ['pastor_books', 'staff'] as const, queryFn: listBooks }),
  bookstore: () => queryOptions({ queryKey: ['bookstore_items', 'staff'] as const, queryFn: listBookstore }),
};
