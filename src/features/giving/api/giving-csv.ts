import { GIFT_FREQUENCY_LABELS } from '@/config/value-labels';
import { csvDateTime, toCsv, type CsvRow } from '@/lib/csv';
import { fetchAllGifts, giftStatusLabel, type Gift, type GiftFilters } from './admin-giving';
import {
  fetchAllRecurringGifts,
  INTERVAL_LABELS,
  nextChargeText,
  RECURRING_STATUS_LABELS,
  recurringStatus,
  type RecurringGift,
  type RecurringGiftFilters,
} from './admin-recurring-gifts';

// The CSV files of `/admin/giving` (docs/decisions/0038): every gift or recurring gift the
// filters match, in the words the page shows ('Received', 'Payment failed', 'Monthly'), moments
// as the church's date and time ('Dec 5, 2026, 8:58 PM'), amounts in dollars with two decimals
// (a spreadsheet adds them up). Files are named with the church's day by the page
// (`csvFileName`).

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The columns of the gifts file. */
export const GIFT_CSV_HEADER = [
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
  'Counted',
] as const;

/** One line per gift, in the columns of {@link GIFT_CSV_HEADER}. */
export function giftCsvRows(gifts: readonly Gift[]): CsvRow[] {
  return gifts.map((g) => [
    csvDateTime(g.given_at),
    g.donor_name ?? '',
    g.donor_email ?? '',
    g.fund_name,
    GIFT_FREQUENCY_LABELS[g.frequency],
    dollars(g.amount_cents),
    dollars(g.fee_cents),
    dollars(g.refunded_cents),
    giftStatusLabel(g),
    g.stripe_payment_intent_id ?? '',
    dollars(g.net_cents),
  ]);
}

/** The gifts file: every gift the filters match, newest first. @throws when a read fails. */
export async function giftsCsv(filters: GiftFilters): Promise<string> {
  return toCsv(GIFT_CSV_HEADER, giftCsvRows(await fetchAllGifts(filters)));
}

/** The columns of the recurring gifts file. */
export const RECURRING_CSV_HEADER = [
  'Started',
  'Donor',
  'E-mail',
  'Fund',
  'Interval',
  'Amount',
  'Fee covered',
  'Status',
  'Next charge',
  'Ends',
  'Ended',
  'Stripe subscription',
] as const;

/** One line per recurring gift, in the columns of {@link RECURRING_CSV_HEADER}. */
export function recurringGiftCsvRows(gifts: readonly RecurringGift[]): CsvRow[] {
  return gifts.map((g) => [
    csvDateTime(g.started_at),
    g.donor_name ?? '',
    g.donor_email ?? '',
    g.fund_name,
    INTERVAL_LABELS[g.frequency],
    dollars(g.amount_cents),
    dollars(g.fee_cents),
    RECURRING_STATUS_LABELS[recurringStatus(g)],
    nextChargeText(g),
    recurringStatus(g) === 'ending' ? csvDateTime(g.cancel_at) : '',
    csvDateTime(g.ended_at),
    g.stripe_subscription_id,
  ]);
}

/** The recurring gifts file: every one the filters match, newest first. @throws when a read fails. */
export async function recurringGiftsCsv(filters: RecurringGiftFilters): Promise<string> {
  return toCsv(RECURRING_CSV_HEADER, recurringGiftCsvRows(await fetchAllRecurringGifts(filters)));
}
