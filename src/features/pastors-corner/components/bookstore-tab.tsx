import { useQuery } from '@tanstack/react-query';
import { Empty } from '@/components/ui/empty';
import { ContentText } from '@/components/ui/content-text';
import { FallbackImage } from '@/components/ui/fallback-image';
import { CardSkeleton } from '@/components/ui/card-skeleton';
import { ErrorState } from '@/components/ui/error-state';
import { pastorsCornerMessages } from '@/i18n/pastors-corner';
import type PastorsCornerEnglish from '@/i18n/pastors-corner/en';
import { getLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/messages';
import type { Localized } from '@/lib/localized';
import { safeUrl } from '@/lib/urls';
import defaultCover from '../assets/book-cover-default.svg';
import { bookstoreItemQueries, type BookstoreItem } from '../api/bookstore-items';
import { formatPrice } from '../utils/price';

/**
 * The address when the one URL rule (`@/lib/urls`) accepts it as an absolute http(s) URL: a
 * stored `javascript:`, `data:` or `/\\host` address is never rendered.
 */
const httpOnly = (value: string | null) => safeUrl(value, { paths: false });

/** The tab's words in the page's language (`@/i18n/pastors-corner`). */
type PastorsCornerText = typeof PastorsCornerEnglish;

function BookstoreCard({
  item,
  m,
}: {
  item: BookstoreItem & Partial<Localized<BookstoreItem, 'title' | 'excerpt'>>;
  m: PastorsCornerText;
}) {
  const buyLink = httpOnly(item.purchase_link);
  const price = formatPrice(item.price);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <FallbackImage
        src={httpOnly(item.cover_image_url)}
        fallbackSrc={defaultCover}
        alt={m.bookCover(item.title)}
        width={400}
        height={600}
        loading="lazy"
        decoding="async"
        className="aspect-[2/3] w-full bg-brand-900 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="font-serif text-xl font-bold text-brand-950">
          <ContentText lang={item.textLanguages?.title}>{item.title}</ContentText>
        </h3>
        {item.author ? <p className="text-sm font-medium text-slate-700">{m.by(item.author)}</p> : null}
        {item.excerpt ? (
          <ContentText
            lang={item.textLanguages?.excerpt}
            note={false}
            as="p"
            className="flex-1 text-slate-700"
          >
            {item.excerpt}
          </ContentText>
        ) : (
          <div className="flex-1" />
        )}
        <div className="mt-3 flex items-center justify-between gap-3">
          {price ? <p className="text-lg font-bold text-brand-950">{price}</p> : <span />}
          {buyLink ? (
            <a
              href={buyLink}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {m.bookstore.buy}
              <span className="sr-only">{m.bookstore.newTab(item.title)}</span>
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/**
 * The bookstore tab (spec §2, §9): `bookstore_items` newest first as cards with cover, title,
 * author, excerpt, price ('$18.99') and a 'Buy Now' link to the retailer's `purchase_link` in a
 * new tab (`rel="noopener noreferrer"`), offered only for http(s) addresses. A failed read shows
 * 'Error loading books: {message}' (spec §8) with 'Unknown error' as the message, since a
 * server's message is never shown (spec §8), and 'Try again'. Its words are the page's language's
 * (`@/i18n/pastors-corner`).
 */
export function BookstoreTab() {
  const m = useMessages(pastorsCornerMessages);
  const items = useQuery(bookstoreItemQueries.list(getLocale()));
  if (items.isPending) {
    return (
      <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <span className="sr-only">{m.bookstore.loading}</span>
        {Array.from({ length: 3 }, (_, index) => (
          <CardSkeleton key={index} media="aspect-[2/3]" lines={['h-6 w-3/4', 'h-4 w-1/2', 'h-10 w-full']} />
        ))}
      </div>
    );
  }
  if (items.isError) {
    return (
      <ErrorState onRetry={() => void items.refetch()} retrying={items.isFetching} retryText={m.retry}>
        {m.bookstore.error}
      </ErrorState>
    );
  }
  if (items.data.length === 0) {
    return <Empty title={m.bookstore.emptyTitle} description={m.bookstore.emptyText} headingLevel={2} />;
  }
  return (
    <section aria-labelledby="bookstore-heading">
      <h2 id="bookstore-heading" className="mb-6 font-serif text-2xl font-bold text-brand-950">
        {m.tabs.bookstore}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.data.map((item) => (
          <li key={item.id}>
            <BookstoreCard item={item} m={m} />
          </li>
        ))}
      </ul>
    </section>
  );
}
