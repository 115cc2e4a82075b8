import * as z from 'zod/mini';
import { FIELD_LIMITS, field, optionalPlainText, ruleMessage } from '@/lib/validation';
import { FUNDS, INITIAL_GIVING_VALUES, type GivingValues } from './giving-form';

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

/** A card field that must be filled in: 'Name on card is required', 'Escriba el número de la tarjeta'. */
function required(name: keyof CardFields) {
  return z.string().check(
    z.trim(),
    z.minLength(
      1,
      ruleMessage((m) => m.required(m.fields[name])),
    ),
  );
}

/**
 * Field rules of the giving form, with their messages in the page's language (the `forms`
 * catalog, `@/lib/validation`). Amount and purpose are guarded by the disabled Submit
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
  selectedFund: z.enum(FUNDS),
  otherPurpose: optionalPlainText(field('purpose'), FIELD_LIMITS.title),
  isRecurring: z.boolean(),
  recurringFrequency: z.nullable(z.enum(['monthly', 'quarterly'])),
  cardName: required('cardName'),
  cardNumber: required('cardNumber'),
  cardExpiry: required('cardExpiry'),
  cardCvc: required('cardCvc'),
});
