import { dollarsToCents } from '@/lib/validation';
import type { GiftFrequency } from './online-giving';

/**
 * Rules of the simulated giving form (spec §3 "Donation form values", §4, §5, §9). The form
 * sends nothing to a server (spec §7): these helpers only shape what the page shows.
 */

/** The simulated form's words (spec §2 "Donate", §4, §5), in one place. */
export const GIVING_FORM_TEXT = {
  form: 'Giving form',
  amount: 'Amount',
  custom: 'Custom',
  customAmount: 'Custom amount (USD)',
  noAmount: 'Enter an amount above $0.00.',
  youAreGiving: (amount: string) => `You are giving ${amount}.`,
  fund: 'Fund',
  purpose: 'Purpose',
  purposePlaceholder: 'What is this gift for?',
  recurringGift: 'Recurring gift',
  makeRecurring: 'Make this recurring',
  frequency: 'Frequency',
  annualSoon: 'Annual giving setup will be available soon!',
  cardDetails: 'Card details',
  cardNotice: 'This is a demonstration form: no payment is taken, and card details are never sent or stored.',
  cardName: 'Name on card',
  cardNamePlaceholder: 'Full name',
  cardNameRequired: 'Name on card is required',
  cardNumber: 'Card number',
  cardNumberRequired: 'Card number is required',
  cardExpiry: 'Expiry (MM/YY)',
  cardExpiryRequired: 'Expiry date is required',
  cardCvc: 'CVC',
  cardCvcRequired: 'CVC is required',
  processing: 'Processing...',
  give: (amount: string | null) => (amount === null ? 'Give' : `Give ${amount}`),
} as const;

/** Preset amounts in US dollars (spec §9). */
export const PRESET_AMOUNTS = [25, 50, 100, 250, 500] as const;

/** The funds a gift can go to (spec §3), with the labels people read. */
export const FUNDS = [
  { value: 'offering', label: 'General Offering' },
  { value: 'tithe', label: 'Tithe' },
  { value: 'missions', label: 'Missions' },
  { value: 'building_fund', label: 'Building Fund' },
  { value: 'special_event', label: 'Special Event' },
  { value: 'others', label: 'Others' },
] as const;

export type Fund = (typeof FUNDS)[number]['value'];

/** Recurring frequencies the form can set (spec §3); 'Annually' is offered but not available. */
export type RecurringFrequency = Extract<GiftFrequency, 'monthly' | 'quarterly'>;

/** The form's values, named as in spec §3. */
export interface GivingValues {
  donationAmount: (typeof PRESET_AMOUNTS)[number] | 'custom';
  customAmount: string;
  selectedFund: Fund;
  otherPurpose: string;
  isRecurring: boolean;
  recurringFrequency: RecurringFrequency | null;
}

/** The form's first state: $50 to the general offering, one-time, monthly when made recurring. */
export const INITIAL_GIVING_VALUES: GivingValues = {
  donationAmount: 50,
  customAmount: '',
  selectedFund: 'offering',
  otherPurpose: '',
  isRecurring: false,
  recurringFrequency: 'monthly',
};

/**
 * Keeps what a person may type as a dollar amount: digits and one decimal point, at most two
 * digits after it (spec §5). Everything else (letters, signs, commas, a second point) is dropped.
 *
 * @example filterCustomAmount('$1,2a5.509') === '125.50'
 */
export function filterCustomAmount(raw: string): string {
  const kept = raw.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  if (point === -1) return kept;
  const whole = kept.slice(0, point);
  const cents = kept
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${whole}.${cents}`;
}

/**
 * The amount the form would give, in dollars.
 *
 * @returns the preset, or the parsed custom amount; `null` when the custom amount is empty,
 *   unparseable or not above 0.
 */
export function givingAmount(values: Pick<GivingValues, 'donationAmount' | 'customAmount'>): number | null {
  if (values.donationAmount !== 'custom') return values.donationAmount;
  const cents = dollarsToCents(values.customAmount);
  return cents !== null && cents > 0 ? cents / 100 : null;
}

/**
 * Whether Submit is disabled (spec §5): while submitting, when the custom amount is empty or not
 * above 0, and when the fund is 'others' with a blank purpose.
 */
export function isGivingSubmitDisabled(values: GivingValues, submitting: boolean): boolean {
  if (submitting) return true;
  if (givingAmount(values) === null) return true;
  return values.selectedFund === 'others' && values.otherPurpose.trim() === '';
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** An amount as US dollars with cents: 1234.5 -> '$1,234.50'. */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}

/** The readable label of a fund; for 'others', the purpose the person typed. */
export function fundLabel(fund: Fund, otherPurpose = ''): string {
  if (fund === 'others' && otherPurpose.trim() !== '') return otherPurpose.trim();
  return FUNDS.find((f) => f.value === fund)?.label ?? fund;
}

/**
 * The thank-you message after a simulated gift (spec §4): says it is a simulation and repeats the
 * amount, the fund and the frequency.
 */
export function givingThankYou(values: GivingValues): string {
  const amount = formatDollars(givingAmount(values) ?? 0);
  const frequency = values.isRecurring ? (values.recurringFrequency ?? 'monthly') : 'one-time';
  return (
    `Thank you for your ${frequency} gift of ${amount} to ${fundLabel(values.selectedFund, values.otherPurpose)}. ` +
    'This is a simulation: no payment was taken and your card details never left this page.'
  );
}
