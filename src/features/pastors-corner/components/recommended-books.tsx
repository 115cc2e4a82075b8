import { useQuery } from '@tanstack/react-query';
import { ContentText } from '@/components/ui/content-text';
import { FallbackImage } from '@/components/ui/fallback-image';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import { useImageDelivery } from '@/hooks/use-image-delivery';
import { getLocale } from '@/lib/i18n/locale';
import type { Localized } from '@/lib/localized';
import { IMAGE_SIZES, responsiveImage } from '@/lib/image-variants';
import { publicUrl } from '@/lib/supabase-rest';
import defaultCover from '../assets/book-cover-default.svg';
import { pastorsCornerMessages } from '@/i18n/pastors-corner';
import { useMessages } from '@/lib/i18n/messages';
import { PASTOR_BOOK_LIMIT, pastorBookQueries, type PastorBook } from '../api/pastor-books';

function BookCard({ book }: { book: PastorBook & Partial<Localized<PastorBook, 'title' | 'description'>> }) {
  const delivery = useImageDelivery();
  const m = useMessages(pastorsCornerMessages);
  const cover = book.cover_image_path?.trim()
    ? responsiveImage(
        {
          bucket: 'pastor-book-covers',
          path: book.cover_image_path,
          width: book.cover_image_width,
          height: book.cover_image_height,
        },
        delivery,
      )
    : undefined;
  const pdf = book.pdf_file_path?.trim() ? publicUrl('pastor-book-pdfs', book.pdf_file_path) : undefined;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <FallbackImage
        image={cover}
        sizes={IMAGE_SIZES.grid3}
        fallbackSrc={defaultCover}
        alt={m.bookCover(book.title)}
        width={400}
        height={600}
        loading="lazy"
        decoding="async"
        className="aspect-[2/3] w-full bg-brand-900 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-sm font-semibold text-brand-700">{formatDate(book.month_year, 'month')}</p>
        <h3 className="font-serif text-xl font-bold text-brand-950">
          <ContentText lang={book.textLanguages?.title}>{book.title}</ContentText>
        </h3>
        {book.author ? <p className="text-sm font-medium text-slate-700">{m.by(book.author)}</p> : null}
        {book.description ? (
          <ContentText
            lang={book.textLanguages?.description}
            note={false}
            as="p"
            className="flex-1 text-slate-700"
          >
            {book.description}
          </ContentText>
        ) : null}
        {pdf ? (
          <a
            href={pdf}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 inline-flex items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {m.read}
            <span className="sr-only">{m.readPdf(book.title)}</span>
          </a>
        ) : null}
      </div>
    </article>
  );
}

/**
 * Up to 3 recommended books (spec §2, §3, §9), newest month first: cover (bucket
 * pastor-book-covers, a default cover otherwise), month, title, author, description and a 'Read'
 * link to the PDF in pastor-book-pdfs when there is one. A failed read is logged by the query
 * cache and shows no books (spec §8), like an empty table.
 */
export function RecommendedBooks() {
  const books = useQuery(pastorBookQueries.recommended(getLocale()));
  const rows = books.data ?? [];
  const m = useMessages(pastorsCornerMessages);
  if (!books.isPending && rows.length === 0) return null;
  return (
    <section aria-labelledby="recommended-books">
      <h2 id="recommended-books" className="mb-6 font-serif text-2xl font-bold text-brand-950">
        {m.books}
      </h2>
      {books.isPending ? (
        <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">{m.loadingBooks}</span>
          {Array.from({ length: PASTOR_BOOK_LIMIT }, (_, index) => (
            <Skeleton key={index} className="aspect-[2/3] w-full rounded-xl!" />
          ))}
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map((book) => (
            <li key={book.id}>
              <BookCard book={book} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
