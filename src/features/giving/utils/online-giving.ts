import type { Enums } from '@/types/database.types';

/**
 * Rules of online giving (issue 31, docs/decisions/0038): the covered fee, amounts in cents, the
 * gift in words, and the choices kept for the way back from a cancelled checkout.
 */

/** A gift's frequency as the database and the functions name it (the enum `gift_frequency`). */
export type GiftFrequency = Enums<'gift_frequency'>;

/**
 * What is charged when the giver covers the processing fee: gross = (gift + fixed) / (1 − percent),
 * rounded up to the cent, so that after the processor's fee the church receives the whole gift.
 *
 * @param giftCents - the gift in cents.
 * @param percentBp - the percent fee in basis points (290 = 2.9 %).
 * @param fixedCents - the fixed fee in cents (30).
 * @returns the total in cents.
 * @example grossWithFee(5000, 290, 30) === 5181
 */
export function grossWithFee(giftCents: number, percentBp: number, fixedCents: number): number {
  // Integer arithmetic (10 000ths) so that 0.1 + 0.2 never rounds a cent the wrong way.
  return Math.ceil(((giftCents + fixedCents) * 10_000) / (10_000 - percentBp));
}

/** Dollars typed or chosen (50, 12.34) in whole cents, or null when not a whole number of cents. */
export function toCents(dollars: number | null): number | null {
  if (dollars === null || !Number.isFinite(dollars)) return null;
  const cents = Math.round(dollars * 100);
  return Math.abs(cents - dollars * 100) < 1e-6 ? cents : null;
}

/** Every gift frequency, in the form's order (the record's type asks for each value of the enum). */
const FREQUENCY_ORDER: Record<GiftFrequency, number> = { one_time: 0, monthly: 1, quarterly: 2, annually: 3 };

/** The frequencies the form offers, in its order: every value of the enum. */
export const GIFT_FREQUENCIES = Object.keys(FREQUENCY_ORDER) as readonly GiftFrequency[];

/** The choices of the online form, kept for /checkout-cancel?from=giving (tab only). */
export interface GivingChoices {
  amount: number | 'custom';
  customAmount: string;
  fundId: string;
  frequency: GiftFrequency;
  coverFee: boolean;
  donorName: string;
  donorEmail: string;
}

const CHOICES_KEY = 'giving-choices';

/** Keeps the choices in this tab's sessionStorage (never sent anywhere). */
export function saveGivingChoices(choices: GivingChoices): void {
  try {
    sessionStorage.setItem(CHOICES_KEY, JSON.stringify(choices));
  } catch {
    // storage unavailable: the form starts fresh
  }
}

/** The saved choices, or null when there are none or they are not in the expected shape. */
export function readGivingChoices(): GivingChoices | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(CHOICES_KEY) ?? 'null') as Partial<GivingChoices> | null;
    if (!value || typeof value.fundId !== 'string') return null;
    if (!GIFT_FREQUENCIES.includes(value.frequency as GiftFrequency)) return null;
    return {
      amount: typeof value.amount === 'number' ? value.amount : 'custom',
      customAmount: typeof value.customAmount === 'string' ? value.customAmount : '',
      fundId: value.fundId,
      frequency: value.frequency as GiftFrequency,
      coverFee: value.coverFee === true,
      donorName: typeof value.donorName === 'string' ? value.donorName : '',
      donorEmail: typeof value.donorEmail === 'string' ? value.donorEmail : '',
    };
  } catch {
    return null;
  }
}
