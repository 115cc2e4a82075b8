import * as z from 'zod/mini';
import { FIELD_LIMITS, optionalPlainText } from '@/lib/validation';
import { GIVING_FORM_TEXT as TEXT, INITIAL_GIVING_VALUES, type GivingValues } from './giving-form';

/** The simulated card fields: required, nothing more (spec §5 "required but simulated"). */
export interface CardFields {
  cardName: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
}

/** Everything the giving form holds; it stays in the page's memory (spec §7). */
export type GivingFormValues = GivingValues & CardFields;

export const EMPTY_CARD: CardFields = { cardName: '', cardNumber: '', cardExpiry: '', cardCvc: '' };

export const INITIAL_GIVING_FORM: GivingFormValues = { ...INITIAL_GIVING_VALUES, ...EMPTY_CARD };

function required(message: string) {
  return z.string().check(z.trim(), z.minLength(1, message));
}

/**
 * Field rules of the giving form. Amount and purpose are guarded by the disabled Submit
 * (`isGivingSubmitDisabled`); the card fields only have to be filled in.
 */
export const GivingFormSchema = z.object({
  donationAmount: z.union([
    z.literal(25),
    z.literal(50),
    z.literal(100),
    z.literal(250),
    z.literal(500),
    z.literal('custom'),
  ]),
  customAmount: z.string(),
  selectedFund: z.enum(['offering', 'tithe', 'missions', 'building_fund', 'special_event', 'others']),
  otherPurpose: optionalPlainText(TEXT.purpose, FIELD_LIMITS.title),
  isRecurring: z.boolean(),
  recurringFrequency: z.nullable(z.enum(['monthly', 'quarterly'])),
  cardName: required(TEXT.cardNameRequired),
  cardNumber: required(TEXT.cardNumberRequired),
  cardExpiry: required(TEXT.cardExpiryRequired),
  cardCvc: required(TEXT.cardCvcRequired),
});
