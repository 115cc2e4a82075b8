import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { formatFileSize, UploadStatus, type FileUploadState } from '@/components/ui/upload-status';
import { toast } from '@/hooks/use-toast';
import { safeUrl } from '@/lib/urls';
import {
  adminPastorQueries,
  BOOK_COVER_MAX_BYTES,
  BOOK_COVER_TYPES,
  BOOK_PDF_MAX_BYTES,
  bookFileProblem,
  nextSortOrder,
  removeBookFile,
  saveRow,
  uploadBookFile,
} from '../api/admin-pastors-corner';
import type { BookstoreItem } from '../api/bookstore-items';
import type { PastorBook } from '../api/pastor-books';
import type { PastorKeyVerse, PastorWord } from '../api/pastor-desk';
import { formatPrice } from '../utils/price';
import { AdminOrderedSection } from './admin-ordered-section';
import { AdminRecordForm, type RecordFieldSpec } from './admin-record-form';

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
const monthCheck = (value: string) =>
  MONTH_PATTERN.test(value) ? null : 'Choose a month (for example 2026-11).';
const urlCheck = (value: string) =>
  safeUrl(value, { paths: false }) ? null : 'Enter a full address starting with https:// or http://.';
/** A price in US dollars: digits with at most two decimals, below the column's 10 digits. */
export function priceProblem(value: string): string | null {
  const text = value.trim().replace(/^\$/, '');
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(text)) return 'Enter a price in US dollars, for example 12.99.';
  return null;
}

/** The first day of a `yyyy-MM` month, as `month` and `month_year` store it. */
const firstDay = (month: string) => `${month}-01`;
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** 'November 2026' for a stored first day of a month ('2026-11-01'). */
const monthName = (date: string) => monthFormat.format(new Date(`${date}T00:00:00Z`));
/** `yyyy-MM` of a stored first day. */
const monthOf = (date: string | null | undefined) => (date ?? '').slice(0, 7);
const blankToNull = (text: string) => (text.trim() ? text.trim() : null);

/** The public reads to refresh after a change, by table. */
const DESK_KEYS = [['pastor_desk']] as const;
const BOOK_KEYS = [['pastor_books']] as const;
const BOOKSTORE_KEYS = [['bookstore_items']] as const;

// --- monthly word ----------------------------------------------------------------------------

type WordValues = { title: string; month: string; body: string; closing_verse: string; signature: string };

const WORD_FIELDS: readonly RecordFieldSpec<WordValues>[] = [
  { name: 'title', label: 'Title', required: 'Enter a title.', max: 200 },
  { name: 'month', label: 'Month', kind: 'month', required: 'Choose a month.', check: monthCheck },
  {
    name: 'body',
    label: 'Word',
    kind: 'textarea',
    required: 'Write the word.',
    max: 20000,
    description: 'Plain text; leave a blank line between paragraphs.',
  },
  {
    name: 'closing_verse',
    label: 'Closing verse',
    kind: 'textarea',
    max: 1000,
    description: 'The verse with its reference, e.g. "…" (Philippians 4:13).',
  },
  {
    name: 'signature',
    label: 'Signature',
    max: 120,
    description: 'Who signs it, e.g. Pastor Samuel Adeyemi.',
  },
];

function wordValues(word: PastorWord | null): WordValues {
  return {
    title: word?.title ?? '',
    month: monthOf(word?.month),
    body: word?.body ?? '',
    closing_verse: word?.closing_verse ?? '',
    signature: word?.signature ?? '',
  };
}

/** The monthly word: the latest month's word in a form, or a new month's. */
function MonthlyWordSection() {
  const queryClient = useQueryClient();
  const words = useQuery(adminPastorQueries.words());
  const [creating, setCreating] = useState(false);

  let content;
  if (words.isPending) content = <ListSkeleton label="Loading the monthly word" rows={1} />;
  else if (words.isError) {
    content = (
      <ErrorState onRetry={() => void words.refetch()} retrying={words.isFetching}>
        Could not load the monthly word.
      </ErrorState>
    );
  } else {
    const latest = creating ? null : (words.data[0] ?? null);
    content = (
      <>
        <p className="text-slate-700">
          {latest
            ? `The Pastor's Desk shows the word of the latest month: ${monthName(latest.month)}.`
            : "A new month's word; the Pastor's Desk shows the latest month."}
        </p>
        <AdminRecordForm<WordValues>
          key={latest ? `${latest.id}:${latest.version}` : 'new'}
          idPrefix="word"
          title={latest ? 'Edit the monthly word' : "New month's word"}
          fields={WORD_FIELDS}
          initial={wordValues(latest)}
          draftKey={`pastor-word:${latest?.id ?? 'new'}`}
          submitLabel={latest ? 'Save word' : 'Add word'}
          onCancel={() => {
            setCreating(false);
            void queryClient.invalidateQueries({ queryKey: ['pastor_desk'] });
          }}
          onSave={async (values) => {
            await saveRow(
              'pastor_words',
              {
                title: values.title.trim(),
                month: firstDay(values.month),
                body: values.body,
                closing_verse: blankToNull(values.closing_verse),
                signature: blankToNull(values.signature),
              },
              latest ?? undefined,
            );
            toast({ title: 'Monthly word saved.' });
            setCreating(false);
            await queryClient.invalidateQueries({ queryKey: ['pastor_desk'] });
          }}
        />
        {latest ? (
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => setCreating(true)}
          >
            Start a new month&apos;s word
          </Button>
        ) : null}
      </>
    );
  }
  return (
    <section aria-labelledby="word-heading" className="grid gap-4">
      <h2 id="word-heading" className="font-serif text-2xl font-bold text-brand-950">
        Monthly word
      </h2>
      {content}
    </section>
  );
}

// --- key verses ------------------------------------------------------------------------------

type VerseValues = { reference: string; verse_text: string };
const VERSE_FIELDS: readonly RecordFieldSpec<VerseValues>[] = [
  { name: 'reference', label: 'Reference', required: 'Enter the reference.', max: 120 },
  { name: 'verse_text', label: 'Text', kind: 'textarea', required: 'Enter the verse.', max: 2000 },
];

function VersesSection() {
  const verses = useQuery(adminPastorQueries.verses());
  return (
    <AdminOrderedSection<PastorKeyVerse>
      id="verses"
      heading="Key verses"
      noun="key verse"
      table="pastor_key_verses"
      query={verses}
      invalidate={DESK_KEYS}
      labelOf={(verse) => verse.reference}
      detailOf={(verse) => <p className="line-clamp-2">{verse.verse_text}</p>}
      empty="No key verses yet."
      renderForm={(verse, done) => (
        <AdminRecordForm<VerseValues>
          idPrefix={`verse-${verse?.id ?? 'new'}`}
          title={verse ? `Edit ${verse.reference}` : 'New key verse'}
          fields={VERSE_FIELDS}
          initial={{ reference: verse?.reference ?? '', verse_text: verse?.verse_text ?? '' }}
          draftKey={`pastor-verse:${verse?.id ?? 'new'}`}
          submitLabel={verse ? 'Save verse' : 'Add verse'}
          onCancel={done}
          onSave={async (values) => {
            const fields = { reference: values.reference.trim(), verse_text: values.verse_text.trim() };
            await saveRow(
              'pastor_key_verses',
              verse ? fields : { ...fields, sort_order: nextSortOrder(verses.data ?? []) },
              verse ?? undefined,
            );
            toast({ title: 'Key verse saved.' });
            done();
          }}
        />
      )}
    />
  );
}

// --- recommended books -----------------------------------------------------------------------

type BookValues = { title: string; author: string; description: string; month_year: string };
const BOOK_FIELDS: readonly RecordFieldSpec<BookValues>[] = [
  { name: 'title', label: 'Title', required: 'Enter the title.', max: 200 },
  { name: 'author', label: 'Author', max: 120 },
  {
    name: 'month_year',
    label: 'Recommended for',
    kind: 'month',
    required: 'Choose a month.',
    check: monthCheck,
  },
  { name: 'description', label: 'Description', kind: 'textarea', max: 5000 },
];

/** One file picker of the book form: its limit, the chosen file and its upload state. */
function BookFilePicker({
  id,
  kind,
  label,
  current,
  file,
  upload,
  problem,
  onChoose,
}: {
  id: string;
  kind: 'cover' | 'pdf';
  label: string;
  current: string | null;
  file: File | null;
  upload: FileUploadState | undefined;
  problem: string | null;
  onChoose: (file: File | null, problem: string | null) => void;
}) {
  const limit = formatFileSize(kind === 'cover' ? BOOK_COVER_MAX_BYTES : BOOK_PDF_MAX_BYTES);
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label} <span className="font-normal text-slate-700">(optional)</span>
      </label>
      <p id={`${id}-description`} className="text-sm text-slate-700">
        {kind === 'cover' ? `PNG, JPEG, GIF or WebP, up to ${limit}.` : `PDF, up to ${limit}.`}
        {current ? ` Current file: ${current}. Choosing a file replaces it.` : ''}
      </p>
      <input
        id={id}
        type="file"
        accept={kind === 'cover' ? BOOK_COVER_TYPES.join(',') : 'application/pdf'}
        aria-describedby={`${id}-description${problem ? ` ${id}-error` : ''}`}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          const refused = chosen ? bookFileProblem(kind, chosen) : null;
          if (refused) event.target.value = '';
          onChoose(refused ? null : chosen, refused);
        }}
        className="block w-full text-sm text-slate-900 file:mr-4 file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800"
      />
      {file ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-900">
            {file.name} ({formatFileSize(file.size)})
          </span>
          <UploadStatus name={file.name} upload={upload} />
        </p>
      ) : null}
      {problem ? (
        <p role="alert" id={`${id}-error`} className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function BookForm({ book, order, done }: { book: PastorBook | null; order: number; done: () => void }) {
  const prefix = `book-${book?.id ?? 'new'}`;
  const [files, setFiles] = useState<{ cover: File | null; pdf: File | null }>({ cover: null, pdf: null });
  const [problems, setProblems] = useState<{ cover: string | null; pdf: string | null }>({
    cover: null,
    pdf: null,
  });
  const [uploads, setUploads] = useState<{ cover?: FileUploadState; pdf?: FileUploadState }>({});

  async function uploadChosen(kind: 'cover' | 'pdf'): Promise<string | null> {
    const file = files[kind];
    if (!file) return null;
    setUploads((u) => ({ ...u, [kind]: { state: 'uploading', fraction: 0 } }));
    try {
      const path = await uploadBookFile(kind, file, (fraction) =>
        setUploads((u) => ({ ...u, [kind]: { state: 'uploading', fraction } })),
      );
      setUploads((u) => ({ ...u, [kind]: { state: 'done' } }));
      return path;
    } catch (error) {
      setUploads((u) => ({ ...u, [kind]: { state: 'failed' } }));
      throw new Error(
        `${file.name} could not be uploaded${error instanceof Error ? `: ${error.message}` : ''}. Nothing was saved; try again.`,
      );
    }
  }

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
      }}
      draftKey={`pastor-book:${book?.id ?? 'new'}`}
      submitLabel={book ? 'Save book' : 'Add book'}
      onCancel={done}
      onSave={async (values) => {
        const uploaded: { kind: 'cover' | 'pdf'; path: string }[] = [];
        try {
          const cover = await uploadChosen('cover');
          if (cover) uploaded.push({ kind: 'cover', path: cover });
          const pdf = await uploadChosen('pdf');
          if (pdf) uploaded.push({ kind: 'pdf', path: pdf });
          const fields = {
            title: values.title.trim(),
            author: blankToNull(values.author),
            description: blankToNull(values.description),
            month_year: firstDay(values.month_year),
            cover_image_path: cover ?? book?.cover_image_path ?? null,
            pdf_file_path: pdf ?? book?.pdf_file_path ?? null,
          };
          await saveRow('pastor_books', book ? fields : { ...fields, sort_order: order }, book ?? undefined);
          uploaded.length = 0;
          if (cover && book?.cover_image_path) void removeBookFile('cover', book.cover_image_path);
          if (pdf && book?.pdf_file_path) void removeBookFile('pdf', book.pdf_file_path);
        } finally {
          // A failed save leaves no new object behind.
          for (const file of uploaded) void removeBookFile(file.kind, file.path);
        }
        toast({ title: 'Book saved.' });
        done();
      }}
    >
      <BookFilePicker
        id={`${prefix}-cover`}
        kind="cover"
        label="Cover image"
        current={book?.cover_image_path ?? null}
        file={files.cover}
        upload={uploads.cover}
        problem={problems.cover}
        onChoose={(file, problem) => {
          setFiles((f) => ({ ...f, cover: file }));
          setProblems((p) => ({ ...p, cover: problem }));
          setUploads((u) => ({ ...u, cover: undefined }));
        }}
      />
      <BookFilePicker
        id={`${prefix}-pdf`}
        kind="pdf"
        label="PDF"
        current={book?.pdf_file_path ?? null}
        file={files.pdf}
        upload={uploads.pdf}
        problem={problems.pdf}
        onChoose={(file, problem) => {
          setFiles((f) => ({ ...f, pdf: file }));
          setProblems((p) => ({ ...p, pdf: problem }));
          setUploads((u) => ({ ...u, pdf: undefined }));
        }}
      />
    </AdminRecordForm>
  );
}

function BooksSection() {
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

// --- bookstore -------------------------------------------------------------------------------

type BookstoreValues = {
  title: string;
  author: string;
  excerpt: string;
  price: string;
  cover_image_url: string;
  purchase_link: string;
};
const BOOKSTORE_FIELDS: readonly RecordFieldSpec<BookstoreValues>[] = [
  { name: 'title', label: 'Title', required: 'Enter the title.', max: 200 },
  { name: 'author', label: 'Author', max: 120 },
  { name: 'excerpt', label: 'Excerpt', kind: 'textarea', max: 1000 },
  {
    name: 'price',
    label: 'Price (USD)',
    kind: 'price',
    required: 'Enter the price.',
    check: priceProblem,
    description: 'US dollars, e.g. 12.99.',
  },
  { name: 'cover_image_url', label: 'Cover image address', kind: 'url', max: 2048, check: urlCheck },
  {
    name: 'purchase_link',
    label: 'Retailer link',
    kind: 'url',
    max: 2048,
    check: urlCheck,
    description: "The book's page at the retailer.",
  },
];

function BookstoreSection() {
  const items = useQuery(adminPastorQueries.bookstore());
  return (
    <AdminOrderedSection<BookstoreItem>
      id="bookstore"
      heading="Bookstore"
      noun="bookstore item"
      table="bookstore_items"
      query={items}
      invalidate={BOOKSTORE_KEYS}
      labelOf={(item) => item.title}
      detailOf={(item) => (
        <p>
          {formatPrice(item.price)}
          {item.author ? ` · ${item.author}` : ''}
        </p>
      )}
      empty="No bookstore items yet."
      renderForm={(item, done) => (
        <AdminRecordForm<BookstoreValues>
          idPrefix={`bookstore-${item?.id ?? 'new'}`}
          title={item ? `Edit ${item.title}` : 'New bookstore item'}
          fields={BOOKSTORE_FIELDS}
          initial={{
            title: item?.title ?? '',
            author: item?.author ?? '',
            excerpt: item?.excerpt ?? '',
            price: item ? Number(item.price).toFixed(2) : '',
            cover_image_url: item?.cover_image_url ?? '',
            purchase_link: item?.purchase_link ?? '',
          }}
          draftKey={`bookstore-item:${item?.id ?? 'new'}`}
          submitLabel={item ? 'Save item' : 'Add item'}
          onCancel={done}
          onSave={async (values) => {
            const fields = {
              title: values.title.trim(),
              author: blankToNull(values.author),
              excerpt: blankToNull(values.excerpt),
              price: Number(values.price.trim().replace(/^\$/, '')),
              cover_image_url: safeUrl(values.cover_image_url, { paths: false }) ?? null,
              purchase_link: safeUrl(values.purchase_link, { paths: false }) ?? null,
            };
            await saveRow(
              'bookstore_items',
              item ? fields : { ...fields, sort_order: nextSortOrder(items.data ?? []) },
              item ?? undefined,
            );
            toast({ title: 'Bookstore item saved.' });
            done();
          }}
        />
      )}
    />
  );
}

/**
 * The sections of /admin/pastors-corner (issue 23 item 3): the monthly word, the key verses,
 * the recommended books (cover and PDF uploads) and the bookstore, each created, edited,
 * reordered and deleted here and shown by the public Pastor's Corner.
 */
export function AdminPastorsCorner() {
  return (
    <div className="grid gap-12">
      <MonthlyWordSection />
      <VersesSection />
      <BooksSection />
      <BookstoreSection />
    </div>
  );
}
