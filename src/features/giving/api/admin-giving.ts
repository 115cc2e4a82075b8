import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { readAllPages, toCsv } from '@/lib/csv';
import { calendarDay, formatDate } from '@/lib/dates';
import { env } from '@/lib/env';
import { staffDb } from '@/lib/supabase';
import type { GiftFrequency } from '../utils/online-giving';

// The staff side of online giving (`/admin/giving`, admin and finance; docs/decisions/0038): the
// gifts with filters, totals by fund and month, the CSV export and the year-end statements.
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

/** A gift's frequency in words, as the staff pages say it. */
export const FREQUENCY_LABELS: Record<GiftFrequency, string> = {
  one_time: 'one-time',
  monthly: 'monthly',
  quarterly: 'quarterly',
  annually: 'annual',
};

/** The list's filters as the address keeps them (`useListParams`). */
export interface GiftFilters {
  /** A fund's name, or '' for all. */
  fund: string;
  /** `yyyy-mm-dd` in the church's time zone, or ''. */
  from: string;
  to: string;
  /** '', 'one_time' or 'recurring'. */
  kind: string;
  /** '', 'succeeded', 'refunded' or 'partially_refunded'. */
  status: string;
}

/** The statuses of a gift, as the page names them. */
export const GIFT_STATUS_LABELS = {
  succeeded: 'Received',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
} as const;

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
    status: status in GIFT_STATUS_LABELS ? status : '',
  };
}

/** One gift as the list and the export show it. */
export interface Gift {
  id: string;
  given_at: string;
  donor_name: string | null;
  donor_email: string | null;
  fund_name: string;
  frequency: GiftFrequency;
  amount_cents: number;
  fee_cents: number;
  refunded_cents: number;
  currency: string;
  status: keyof typeof GIFT_STATUS_LABELS;
  stripe_payment_intent_id: string | null;
}

const GIFT_COLUMNS =
  'id, given_at, donor_name, donor_email, fund_name, frequency, amount_cents, fee_cents, refunded_cents, currency, status, stripe_payment_intent_id';

/** Rows per page. */
export const GIFTS_PAGE_SIZE = 25;

/** The start of a church-time day as an instant the database compares (`yyyy-mm-ddT00:00` there). */
function dayStart(day: string): string {
  // The offset of the church's zone on that day, e.g. '-05:00'.
  const probe = new Date(`${day}T12:00:00Z`);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: env.VITE_CHURCH_TIME_ZONE,
    timeZoneName: 'longOffset',
  })
    .formatToParts(probe)
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = parts && parts !== 'GMT' ? parts.replace('GMT', '') : '+00:00';
  return `${day}T00:00:00${offset}`;
}

/** The day after `day` (`yyyy-mm-dd`). */
function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The filtered query of `donations` (no order or range yet). */
function filteredGifts(filters: GiftFilters, count?: 'exact') {
  let query = staffDb.from('donations').select(GIFT_COLUMNS, count ? { count } : undefined);
  if (filters.fund) query = query.eq('fund_name', filters.fund);
  if (filters.from) query = query.gte('given_at', dayStart(filters.from));
  if (filters.to) query = query.lt('given_at', dayStart(nextDay(filters.to)));
  if (filters.kind === 'one_time') query = query.eq('frequency', 'one_time');
  if (filters.kind === 'recurring') query = query.neq('frequency', 'one_time');
  if (filters.status) query = query.eq('status', filters.status);
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

/** A total: how many gifts and their net amount (refunds taken off), in cents. */
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

/** Adds the gifts up by fund and by month of the church's calendar. */
export function totalGifts(gifts: readonly Gift[]): GiftTotals {
  const fund = new Map<string, Total>();
  const month = new Map<string, Total>();
  const all: Total = { label: 'All gifts', count: 0, cents: 0 };
  for (const gift of gifts) {
    const net = gift.amount_cents - gift.refunded_cents;
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

/** The export's file: one line per gift, amounts in dollars. */
export async function giftsCsv(filters: GiftFilters): Promise<string> {
  const gifts = await fetchAllGifts(filters);
  const dollars = (cents: number) => (cents / 100).toFixed(2);
  return toCsv(
    [
      'Date',
      'Donor',
      'E-mail',
      'Fund',
      'Frequency',
      'Amount',
      'Fee covered',
      'Refunded',
      'Status',
      'Stripe payment',
    ],
    gifts.map((g) => [
      formatDate(g.given_at, 'yyyy-MM-dd'),
      g.donor_name ?? '',
      g.donor_email ?? '',
      g.fund_name,
      FREQUENCY_LABELS[g.frequency],
      dollars(g.amount_cents),
      dollars(g.fee_cents),
      dollars(g.refunded_cents),
      GIFT_STATUS_LABELS[g.status],
      g.stripe_payment_intent_id ?? '',
    ]),
  );
}

/** One donor's year-end statement (`public.giving_statements`). */
export interface Statement {
  donor_email: string;
  donor_name: string | null;
  total_cents: number;
  gifts: { given_at: string; fund_name: string; frequency: GiftFrequency; amount_cents: number }[];
}

/**
 * The statements of a calendar year in the church's time zone.
 *
 * @throws the PostgREST error (42501 for a caller who is not admin or finance).
 */
export async function fetchStatements(year: number): Promise<Statement[]> {
  const { data, error } = await staffDb.rpc('giving_statements', {
    year,
    time_zone: env.VITE_CHURCH_TIME_ZONE,
  });
  if (error) throw error;
  return data as unknown as Statement[];
}

/** What the statements print beside each donor's gifts (`public.giving_settings`, site identity). */
export interface StatementDetails {
  church: string;
  address: string | null;
  ein: string | null;
  statement_signer: string | null;
}

async function fetchStatementDetails(): Promise<StatementDetails> {
  const [giving, settings] = await Promise.all([
    staffDb.from('giving_settings').select('ein, statement_signer').maybeSingle(),
    staffDb
      .from('site_settings')
      .select('setting_key, setting_value')
      .in('setting_key', ['site_identity', 'contact_info']),
  ]);
  if (giving.error) throw giving.error;
  if (settings.error) throw settings.error;
  const value = (key: string, field: string): string | null => {
    const row = settings.data.find((r) => r.setting_key === key)?.setting_value;
    const text = row && typeof row === 'object' && !Array.isArray(row) ? row[field] : null;
    return typeof text === 'string' && text.trim() ? text.trim() : null;
  };
  return {
    church: value('site_identity', 'name') ?? 'Our Church',
    address: value('contact_info', 'address'),
    ein: giving.data?.ein ?? null,
    statement_signer: giving.data?.statement_signer ?? null,
  };
}

async function fetchFundNames(): Promise<string[]> {
  const { data, error } = await staffDb.from('giving_funds').select('name').order('position').order('name');
  if (error) throw error;
  return data.map((f) => f.name);
}

/**
 * Asks the giving-statements function to e-mail every statement of `year` (through the mail
 * pipeline, with the signed-in user's token: only admin and finance pass).
 *
 * @returns how many e-mails were sent.
 * @throws Error with the function's sentence.
 */
export async function emailStatements(year: number, accessToken: string): Promise<number> {
  const response = await fetch(`${env.VITE_SUPABASE_URL}/functions/v1/giving-statements`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: env.VITE_SUPABASE_ANON_KEY,
      Authorization: `Bearer ${accessToken}`,
    },
    body: JSON.stringify({ year, time_zone: env.VITE_CHURCH_TIME_ZONE }),
  });
  const body = (await response.json().catch(() => ({}))) as { sent?: unknown; error?: unknown };
  if (!response.ok || typeof body.sent !== 'number') {
    throw new Error(
      typeof body.error === 'string' ? body.error : 'The statements could not be sent. Try again.',
    );
  }
  return body.sent;
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
  statements: (year: number) =>
    queryOptions({
      queryKey: [...adminGivingQueries.all(), 'statements', year] as const,
      queryFn: () => fetchStatements(year),
    }),
  details: () =>
    queryOptions({
      queryKey: [...adminGivingQueries.all(), 'details'] as const,
      queryFn: fetchStatementDetails,
    }),
  funds: () =>
    queryOptions({ queryKey: [...adminGivingQueries.all(), 'funds'] as const, queryFn: fetchFundNames }),
};
