import { useQuery } from '@tanstack/react-query';
import { safeUrl } from '@/lib/urls';
import { adminPastorQueries, nextSortOrder, saveRow } from '../api/admin-pastors-corner';
import type { BookstoreItem } from '../api/bookstore-items';
import { formatPrice } from '../utils/price';
import { blankToNull, priceProblem, urlCheck, type RecordFieldSpec } from '../utils/record-fields';
import { AdminOrderedSection } from './admin-ordered-section';
import { AdminRecordForm } from './admin-record-form';

type BookstoreValues = {
  title: string;
  author: string;
  excerpt: string;
  price: string;
  cover_image_url: string;
  purchase_link: string;
  title_es: string;
  excerpt_es: string;
};

const BOOKSTORE_FIELDS: readonly RecordFieldSpec<BookstoreValues>[] = [
  { name: 'title', label: 'Title', required: 'Enter the title.', max: 200, spanish: 'title_es' },
  { name: 'author', label: 'Author', max: 120 },
  { name: 'excerpt', label: 'Excerpt', kind: 'textarea', max: 1000, spanish: 'excerpt_es' },
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

/** The public reads a change of the bookstore refreshes. */
const BOOKSTORE_KEYS = [['bookstore_items']] as const;

function itemValues(item: BookstoreItem | null): BookstoreValues {
  return {
    title: item?.title ?? '',
    author: item?.author ?? '',
    excerpt: item?.excerpt ?? '',
    price: item ? Number(item.price).toFixed(2) : '',
    cover_image_url: item?.cover_image_url ?? '',
    purchase_link: item?.purchase_link ?? '',
    title_es: item?.title_es ?? '',
    excerpt_es: item?.excerpt_es ?? '',
  };
}

/** The bookstore of /admin/pastors-corner, in order, each item edited in place. */
export function BookstoreSection() {
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
          initial={itemValues(item)}
          draftKey={`bookstore-item:${item?.id ?? 'new'}`}
          submitLabel={item ? 'Save item' : 'Add item'}
          savedText="Bookstore item saved."
          invalidate={BOOKSTORE_KEYS}
          onDone={done}
          save={(values) => {
            const fields = {
              title: values.title.trim(),
              author: blankToNull(values.author),
              excerpt: blankToNull(values.excerpt),
              price: Number(values.price.trim().replace(/^\$/, '')),
              cover_image_url: safeUrl(values.cover_image_url, { paths: false }) ?? null,
              purchase_link: safeUrl(values.purchase_link, { paths: false }) ?? null,
              title_es: blankToNull(values.title_es),
              excerpt_es: blankToNull(values.excerpt_es),
            };
            return saveRow(
              'bookstore_items',
              item ? fields : { ...fields, sort_order: nextSortOrder(items.data ?? []) },
              item ?? undefined,
            );
          }}
        />
      )}
    />
  );
}
