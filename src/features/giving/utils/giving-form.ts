import type { DonateMessages } from '@/i18n/donate';
import { formatMoney } from '@/lib/i18n/format';
import { dollarsToCents } from '@/lib/validation';
import type { GiftFrequency } from './online-giving';

/**
 * Rules of the simulated giving form (spec §3 "Donation form values", §4, §5, §9). The form
 * sends nothing to a server (spec §7): these helpers only shape what the page shows.
 */

/** Preset amounts in US dollars (spec §9). */
export const PRESET_AMOUNTS = [25, 50, 100, 250, 500] as const;

/** The funds a gift can go to (spec §3); their names are the page's (`simulated.funds` of `@/i18n/donate`). */
export const FUNDS = ['offering', 'tithe', 'missions', 'building_fund', 'special_event', 'others'] as const;

export type Fund = (typeof FUNDS)[number];

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

/** An amount in dollars as the page's language writes it: 1234.5 -> '$1,234.50' (`en-US`, `es-US`). */
export function formatDollars(amount: number): string {
  return formatMoney(Math.round(amount * 100));
}

/** The simulated form's words that the helpers below use (`simulated` of `@/i18n/donate`). */
export type SimulatedText = Pick<DonateMessages['simulated'], 'funds' | 'thanks' | 'kinds'>;

/** The readable name of a fund, in the page's words; for 'others', the purpose the person typed. */
export function fundLabel(fund: Fund, otherPurpose: string, text: Pick<SimulatedText, 'funds'>): string {
  if (fund === 'others' && otherPurpose.trim() !== '') return otherPurpose.trim();
  return text.funds[fund];
}

/**
 * The thank-you message after a simulated gift (spec §4): says it is a simulation and repeats the
 * amount, the fund and the frequency, in the page's words.
 */
export function givingThankYou(values: GivingValues, text: SimulatedText): string {
  const amount = formatDollars(givingAmount(values) ?? 0);
  const kind = values.isRecurring ? text.kinds[values.recurringFrequency ?? 'monthly'] : text.kinds.one_time;
  return text.thanks(kind, amount, fundLabel(values.selectedFund, values.otherPurpose, text));
}
