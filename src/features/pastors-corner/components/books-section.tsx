import { useQuery } from '@tanstack/react-query';
import { FileField, useChosenFile } from '@/components/editor/file-field';
import { formatFileSize } from '@/components/ui/upload-status';
import {
  adminPastorQueries,
  BOOK_COVER_MAX_BYTES,
  BOOK_COVER_TYPES,
  BOOK_PDF_MAX_BYTES,
  bookFileProblem,
  nextSortOrder,
  saveBook,
  uploadBookFile,
} from '../api/admin-pastors-corner';
import type { PastorBook } from '../api/pastor-books';
import {
  blankToNull,
  firstDay,
  monthCheck,
  monthName,
  monthOf,
  type RecordFieldSpec,
} from '../utils/record-fields';
import { AdminOrderedSection } from './admin-ordered-section';
import { AdminRecordForm } from './admin-record-form';

type BookValues = {
  title: string;
  author: string;
  description: string;
  month_year: string;
  title_es: string;
  description_es: string;
};

const BOOK_FIELDS: readonly RecordFieldSpec<BookValues>[] = [
  { name: 'title', label: 'Title', required: 'Enter the title.', max: 200, spanish: 'title_es' },
  { name: 'author', label: 'Author', max: 120 },
  {
    name: 'month_year',
    label: 'Recommended for',
    kind: 'month',
    required: 'Choose a month.',
    check: monthCheck,
  },
  { name: 'description', label: 'Description', kind: 'textarea', max: 5000, spanish: 'description_es' },
];

/** The public reads a change of the books refreshes. */
const BOOK_KEYS = [['pastor_books']] as const;

/** A book's form: its text fields and the cover and PDF pickers (uploaded when it is saved). */
function BookForm({ book, order, done }: { book: PastorBook | null; order: number; done: () => void }) {
  const prefix = `book-${book?.id ?? 'new'}`;
  const cover = useChosenFile((file) => bookFileProblem('cover', file));
  const pdf = useChosenFile((file) => bookFileProblem('pdf', file));
  const current = (path: string | null | undefined) =>
    path ? `Current file: ${path}. Choosing a file replaces it.` : undefined;
  return (
    <AdminRecordForm<BookValues>
      idPrefix={prefix}
      title={book ? `Edit ${book.title}` : 'New recommended book'}
      fields={BOOK_FIELDS}
      initial={{
        title: book?.title ?? '',
        author: book?.author ?? '',
        description: book?.description ?? '',
        month_year: monthOf(book?.month_year),
        title_es: book?.title_es ?? '',
        description_es: book?.description_es ?? '',
      }}
      draftKey={`pastor-book:${book?.id ?? 'new'}`}
      submitLabel={book ? 'Save book' : 'Add book'}
      savedText="Book saved."
      invalidate={BOOK_KEYS}
      onDone={done}
      save={(values) =>
        saveBook(
          book,
          {
            title: values.title.trim(),
            author: blankToNull(values.author),
            description: blankToNull(values.description),
            month_year: firstDay(values.month_year),
            title_es: blankToNull(values.title_es),
            description_es: blankToNull(values.description_es),
          },
          order,
          {
            cover: cover.file
              ? () => cover.uploadWith((file, on) => uploadBookFile('cover', file, on))
              : undefined,
            pdf: pdf.file ? () => pdf.uploadWith((file, on) => uploadBookFile('pdf', file, on)) : undefined,
          },
        )
      }
    >
      <FileField
        id={`${prefix}-cover`}
        label="Cover image"
        optional
        limit={`PNG, JPEG, GIF or WebP, up to ${formatFileSize(BOOK_COVER_MAX_BYTES)}.`}
        accept={BOOK_COVER_TYPES.join(',')}
        chosen={cover}
        current={current(book?.cover_image_path)}
      />
      <FileField
        id={`${prefix}-pdf`}
        label="PDF"
        optional
        limit={`PDF, up to ${formatFileSize(BOOK_PDF_MAX_BYTES)}.`}
        accept="application/pdf"
        chosen={pdf}
        current={current(book?.pdf_file_path)}
      />
    </AdminRecordForm>
  );
}

/** The recommended books of /admin/pastors-corner, in order; a book's files go with it. */
export function BooksSection() {
  const books = useQuery(adminPastorQueries.books());
  return (
    <AdminOrderedSection<PastorBook>
      id="books"
      heading="Recommended books"
      noun="book"
      table="pastor_books"
      query={books}
      invalidate={BOOK_KEYS}
      labelOf={(book) => book.title}
      detailOf={(book) => (
        <p>
          {monthName(book.month_year)}
          {book.author ? ` · ${book.author}` : ''}
          {book.pdf_file_path ? ' · PDF' : ''}
        </p>
      )}
      filesOf={(book) => ({ cover_image_path: book.cover_image_path, pdf_file_path: book.pdf_file_path })}
      empty="No recommended books yet."
      renderForm={(book, done) => (
        <BookForm book={book} order={nextSortOrder(books.data ?? [])} done={done} />
      )}
    />
  );
}
