import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { GIFT_DISPUTE_LABELS, GIFT_STATUS_LABELS } from '@/config/value-labels';
import { readAllPages } from '@/lib/csv';
import { calendarDay } from '@/lib/dates';
import { startOfChurchDay, startOfNextChurchDay } from '@/lib/church-time';
import { staffDb } from '@/lib/supabase';
import { Constants, type Enums } from '@/types/database.types';

// The staff side of online giving (`/admin/giving`, admin and finance; docs/decisions/0038): the
// gifts with filters and totals by fund and month (the CSV files: giving-csv.ts; the recurring
// gifts: admin-recurring-gifts.ts; the year-end statements: admin-statements.ts).
// Loaded only on /admin pages (it uses the staff client). It imports nothing at run time from the
// Donate page's modules: a module both use would become a shared chunk, whose name every public
// page's first visit would carry (bench/check-size.ts).

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents as money: 5000 → '$50.00' (US dollars unless `currency` says otherwise). */
export function formatCents(cents: number, currency = 'usd'): string {
  return currency.toLowerCase() === 'usd'
    ? usd.format(cents / 100)
    : new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
        cents / 100,
      );
}

/** The list's filters as the address keeps them (`useListParams`). */
export interface GiftFilters {
  /** A fund's name, or '' for all. */
  fund: string;
  /** `yyyy-mm-dd` in the church's time zone, or ''. */
  from: string;
  to: string;
  /** '', 'one_time' or 'recurring'. */
  kind: string;
  /** '', a gift status (the enum `gift_status`), or 'disputed'. */
  status: StatusFilter;
}

/** A choice of the status filter: none, a gift status, or every gift with a dispute. */
export type StatusFilter = '' | Enums<'gift_status'> | 'disputed';

/** The status filter's choices: each status (named by `GIFT_STATUS_LABELS`), and every gift with a dispute. */
export const STATUS_FILTERS: { value: Exclude<StatusFilter, ''>; label: string }[] = [
  ...Constants.public.Enums.gift_status.map((value) => ({ value, label: GIFT_STATUS_LABELS[value] })),
  { value: 'disputed', label: GIFT_DISPUTE_LABELS.open },
];

/** A gift's status in words, with its dispute: 'Received, Disputed'. */
export function giftStatusLabel(gift: Pick<Gift, 'status' | 'dispute_status'>): string {
  const status = GIFT_STATUS_LABELS[gift.status];
  return gift.dispute_status ? `${status}, ${GIFT_DISPUTE_LABELS[gift.dispute_status]}` : status;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the filters from the address; anything malformed is no filter. */
export function readGiftFilters(params: URLSearchParams): GiftFilters {
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  const kind = params.get('kind') ?? '';
  const status = params.get('status') ?? '';
  return {
    fund: (params.get('fund') ?? '').slice(0, 60),
    from: day('from'),
    to: day('to'),
    kind: kind === 'one_time' || kind === 'recurring' ? kind : '',
    status: STATUS_FILTERS.find((f) => f.value === status)?.value ?? '',
  };
}

/** One gift as the list and the export show it. */
export interface Gift {
  id: string;
  given_at: string;
  donor_name: string | null;
  donor_email: string | null;
  fund_name: string;
  frequency: Enums<'gift_frequency'>;
  amount_cents: number;
  fee_cents: number;
  refunded_cents: number;
  /** What the gift counts in totals and statements: received less refunds; 0 when pending, failed or lost in a dispute. */
  net_cents: number;
  currency: string;
  status: Enums<'gift_status'>;
  dispute_status: Enums<'gift_dispute_status'> | null;
  stripe_payment_intent_id: string | null;
}

const GIFT_COLUMNS =
  'id, given_at, donor_name, donor_email, fund_name, frequency, amount_cents, fee_cents, refunded_cents, net_cents, currency, status, dispute_status, stripe_payment_intent_id';

/** Rows per page. */
export const GIFTS_PAGE_SIZE = 25;

/** The filtered query of `donations` (no order or range yet). */
function filteredGifts(filters: GiftFilters, count?: 'exact') {
  let query = staffDb.from('donations').select(GIFT_COLUMNS, count ? { count } : undefined);
  if (filters.fund) query = query.eq('fund_name', filters.fund);
  // Days of the church's calendar (`@/lib/church-time`), as instants the database compares.
  const from = filters.from ? startOfChurchDay(filters.from) : null;
  const to = filters.to ? startOfNextChurchDay(filters.to) : null;
  if (from) query = query.gte('given_at', from.toISOString());
  if (to) query = query.lt('given_at', to.toISOString());
  if (filters.kind === 'one_time') query = query.eq('frequency', 'one_time');
  if (filters.kind === 'recurring') query = query.neq('frequency', 'one_time');
  if (filters.status === 'disputed') query = query.not('dispute_status', 'is', null);
  else if (filters.status) query = query.eq('status', filters.status);
  return query;
}

/** One page of gifts and how many match. */
export interface GiftPage {
  rows: Gift[];
  total: number;
}

/**
 * Reads one page of gifts, newest first, with the total (`Prefer: count=exact`).
 *
 * @throws the PostgREST error when the read fails.
 */
export async function fetchGifts(filters: GiftFilters, page: number): Promise<GiftPage> {
  const first = page * GIFTS_PAGE_SIZE;
  const { data, error, count } = await filteredGifts(filters, 'exact')
    .order('given_at', { ascending: false })
    .order('id', { ascending: false })
    .range(first, first + GIFTS_PAGE_SIZE - 1);
  if (error) {
    if (error.code === 'PGRST103') return { rows: [], total: count ?? 0 };
    throw error;
  }
  return { rows: data as Gift[], total: count ?? data.length };
}

/** Every gift the filters match, newest first (in pages of 500). */
export async function fetchAllGifts(filters: GiftFilters): Promise<Gift[]> {
  return readAllPages(async (from, to) => {
    const { data, error } = await filteredGifts(filters)
      .order('given_at', { ascending: false })
      .order('id', { ascending: false })
      .range(from, to);
    if (error) throw error;
    return data as Gift[];
  });
}

/**
 * A total: how many gifts count and what they count (`net_cents`: refunds taken off; pending and
 * failed payments and lost disputes count nothing), in cents.
 */
export interface Total {
  label: string;
  count: number;
  cents: number;
}

/** Totals of the filtered gifts by fund (largest first) and by month (`yyyy-mm`, newest first). */
export interface GiftTotals {
  all: Total;
  byFund: Total[];
  byMonth: Total[];
}

/** Adds up the gifts that count, by fund and by month of the church's calendar. */
export function totalGifts(gifts: readonly Pick<Gift, 'given_at' | 'fund_name' | 'net_cents'>[]): GiftTotals {
  const fund = new Map<string, Total>();
  const month = new Map<string, Total>();
  const all: Total = { label: 'All gifts', count: 0, cents: 0 };
  for (const gift of gifts) {
    const net = gift.net_cents;
    if (net <= 0) continue;
    const monthKey = (calendarDay(gift.given_at) ?? gift.given_at).slice(0, 7);
    for (const [map, key] of [
      [fund, gift.fund_name],
      [month, monthKey],
    ] as const) {
      const total = map.get(key) ?? { label: key, count: 0, cents: 0 };
      total.count += 1;
      total.cents += net;
      map.set(key, total);
    }
    all.count += 1;
    all.cents += net;
  }
  return {
    all,
    byFund: [...fund.values()].sort((a, b) => b.cents - a.cents || a.label.localeCompare(b.label)),
    byMonth: [...month.values()].sort((a, b) => b.label.localeCompare(a.label)),
  };
}

async function fetchFundNames(): Promise<string[]> {
  const { data, error } = await staffDb.from('giving_funds').select('name').order('position').order('name');
  if (error) throw error;
  return data.map((f) => f.name);
}

/** One payment that is not this site's (`public.unmatched_stripe_payments`). */
export interface UnmatchedPayment {
  id: string;
  received_at: string;
  reason: Enums<'unmatched_payment_reason'>;
  amount_cents: number;
  expected_cents: number | null;
  currency: string;
  donor_name: string | null;
  donor_email: string | null;
  stripe_checkout_session_id: string | null;
  stripe_invoice_id: string | null;
}

/** The newest 50 payments not from this site. @throws the PostgREST error. */
async function fetchUnmatchedPayments(): Promise<UnmatchedPayment[]> {
  const { data, error } = await staffDb
    .from('unmatched_stripe_payments')
    .select(
      'id, received_at, reason, amount_cents, expected_cents, currency, donor_name, donor_email, stripe_checkout_session_id, stripe_invoice_id',
    )
    .order('received_at', { ascending: false })
    .limit(50);
  if (error) throw error;
  return data as UnmatchedPayment[];
}

/** Query-key factory of the staff side of giving. */
export const adminGivingQueries = {
  all: () => ['admin-giving'] as const,
  page: (filters: GiftFilters, page: number) =>
    queryOptions({
      queryKey: [...adminGivingQueries.all(), 'page', filters, page] as const,
      queryFn: () => fetchGifts(filters, page),
      placeholderData: keepPreviousData,
    }),
  totals: (filters: GiftFilters) =>
    queryOptions({
      queryKey: [...adminGivingQueries.all(), 'totals', filters] as const,
      queryFn: async () => totalGifts(await fetchAllGifts(filters)),
    }),
  unmatched: () =>
    queryOptions({
      queryKey: [...adminGivingQueries.all(), 'unmatched'] as const,
      queryFn: fetchUnmatchedPayments,
    }),
  funds: () =>
    queryOptions({ queryKey: [...adminGivingQueries.all(), 'funds'] as const, queryFn: fetchFundNames }),
};
