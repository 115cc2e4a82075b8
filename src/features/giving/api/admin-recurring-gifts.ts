import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { readAllPages } from '@/lib/csv';
import { RECURRING_GIFT_STATUS_LABELS } from '@/config/value-labels';
import { formatDate } from '@/lib/dates';
import { staffDb } from '@/lib/supabase';
import type { Enums } from '@/types/database.types';
import { adminGivingQueries } from './admin-giving';

// The recurring gifts of `/admin/giving` (admin and finance, issue 45 item 5; docs/decisions/0038):
// monthly, quarterly and annual gifts (Stripe subscriptions, `public.recurring_gifts`, written by
// the webhook only) with their status and next charge, filters in the address and the CSV.

/** A recurring gift's interval (`recurring_gifts.frequency`). */
export type GiftInterval = Exclude<Enums<'gift_frequency'>, 'one_time'>;

/** The intervals, as the list and its CSV name them. */
export const INTERVAL_LABELS: Record<GiftInterval, string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  annually: 'Annually',
};

/**
 * A recurring gift's status as the page names it, the one label map of the list, its filter and
 * its CSV: the stored statuses (the enum `recurring_gift_status`, named by
 * `RECURRING_GIFT_STATUS_LABELS`) and `ending`, which is not stored: an active (or failed) gift
 * the donor cancelled for the end of the period (`cancel_at`). `ended` is a gift that no longer
 * charges, shown as 'Cancelled'.
 */
export const RECURRING_STATUS_LABELS = {
  ...RECURRING_GIFT_STATUS_LABELS,
  ending: 'Ending',
} as const;

/** A status of {@link RECURRING_STATUS_LABELS}. */
export type RecurringStatus = keyof typeof RECURRING_STATUS_LABELS;

/** One recurring gift as the list and the export show it. */
export interface RecurringGift {
  id: string;
  started_at: string;
  donor_name: string | null;
  donor_email: string | null;
  fund_name: string;
  frequency: GiftInterval;
  /** What each charge is (cents), the fee covered included. */
  amount_cents: number;
  fee_cents: number;
  currency: string;
  status: Enums<'recurring_gift_status'>;
  /** When the donor cancelled it for the end of the period: the day it ends. */
  cancel_at: string | null;
  ended_at: string | null;
  /** When Stripe next charges it; null when unknown or none. */
  next_charge_at: string | null;
  stripe_subscription_id: string;
}

const COLUMNS =
  'id, started_at, donor_name, donor_email, fund_name, frequency, amount_cents, fee_cents, currency, status, cancel_at, ended_at, next_charge_at, stripe_subscription_id';

/** The list's status of a gift: its stored status, or 'ending' when it is set to end. */
export function recurringStatus(gift: Pick<RecurringGift, 'status' | 'cancel_at'>): RecurringStatus {
  return gift.status !== 'ended' && gift.cancel_at ? 'ending' : gift.status;
}

/** 'Ending' with its day ('Ending on Jan 5, 2027'), else the status's label. */
export function recurringStatusText(gift: Pick<RecurringGift, 'status' | 'cancel_at'>): string {
  const status = recurringStatus(gift);
  return status === 'ending'
    ? `Ending on ${formatDate(gift.cancel_at, 'MMM d, yyyy')}`
    : RECURRING_STATUS_LABELS[status];
}

/**
 * The next charge in words: its day ('Jan 5, 2027', church time); 'None' for a gift that is
 * ending, paused or cancelled; 'Not known yet' while no event has said it (a failed renewal
 * without a retry planned).
 */
export function nextChargeText(gift: Pick<RecurringGift, 'status' | 'cancel_at' | 'next_charge_at'>): string {
  const status = recurringStatus(gift);
  if (status === 'ended' || status === 'ending' || status === 'paused') return 'None';
  return gift.next_charge_at ? formatDate(gift.next_charge_at, 'MMM d, yyyy') : 'Not known yet';
}

/** The list's filters as the address keeps them (`useListParams`): each '' for all. */
export interface RecurringGiftFilters {
  /** A status of {@link RECURRING_STATUS_LABELS}. */
  status: RecurringStatus | '';
  /** A fund's name. */
  fund: string;
  /** An interval of {@link INTERVAL_LABELS}. */
  interval: GiftInterval | '';
}

/** Reads the filters from the address; anything unknown is no filter. */
export function readRecurringGiftFilters(params: URLSearchParams): RecurringGiftFilters {
  const status = params.get('status') ?? '';
  const interval = params.get('interval') ?? '';
  return {
    status: Object.hasOwn(RECURRING_STATUS_LABELS, status) ? (status as RecurringStatus) : '',
    fund: (params.get('fund') ?? '').slice(0, 60),
    interval: Object.hasOwn(INTERVAL_LABELS, interval) ? (interval as GiftInterval) : '',
  };
}

/** The filtered query of `recurring_gifts` (no order or range yet). */
function filteredRecurringGifts(filters: RecurringGiftFilters, count?: 'exact') {
  let query = staffDb.from('recurring_gifts').select(COLUMNS, count ? { count } : undefined);
  if (filters.fund) query = query.eq('fund_name', filters.fund);
  if (filters.interval) query = query.eq('frequency', filters.interval);
  if (filters.status === 'ended') query = query.eq('status', 'ended');
  else if (filters.status === 'ending') query = query.neq('status', 'ended').not('cancel_at', 'is', null);
  else if (filters.status) query = query.eq('status', filters.status).is('cancel_at', null);
  return query;
}

/** Rows per page. */
export const RECURRING_PAGE_SIZE = 25;

/** One page of recurring gifts and how many match. */
export interface RecurringGiftPage {
  rows: RecurringGift[];
  total: number;
}

/**
 * Reads one page of recurring gifts, the newest first, with the total (`Prefer: count=exact`).
 *
 * @throws the PostgREST error when the read fails.
 */
async function fetchRecurringGifts(filters: RecurringGiftFilters, page: number): Promise<RecurringGiftPage> {
  const first = page * RECURRING_PAGE_SIZE;
  const { data, error, count } = await filteredRecurringGifts(filters, 'exact')
    .order('started_at', { ascending: false })
    .order('id', { ascending: false })
    .range(first, first + RECURRING_PAGE_SIZE - 1);
  if (error) {
    if (error.code === 'PGRST103') return { rows: [], total: count ?? 0 };
    throw error;
  }
  return { rows: data as RecurringGift[], total: count ?? data.length };
}

/** Every recurring gift the filters match, the newest first (in pages of 500). */
export async function fetchAllRecurringGifts(filters: RecurringGiftFilters): Promise<RecurringGift[]> {
  return readAllPages(async (from, to) => {
    const { data, error } = await filteredRecurringGifts(filters)
      .order('started_at', { ascending: false })
      .order('id', { ascending: false })
      .range(from, to);
    if (error) throw error;
    return data as RecurringGift[];
  });
}

/** Query-key factory of the recurring gifts (under the giving page's keys). */
export const recurringGiftQueries = {
  all: () => [...adminGivingQueries.all(), 'recurring'] as const,
  page: (filters: RecurringGiftFilters, page: number) =>
    queryOptions({
      queryKey: [...recurringGiftQueries.all(), 'page', filters, page] as const,
      queryFn: () => fetchRecurringGifts(filters, page),
      placeholderData: keepPreviousData,
    }),
};
