import * as z from 'zod/mini';
import { field, moneyCents, OptionalEmailSchema, optionalPlainText, ruleMessage } from '@/lib/validation';
import type { CheckoutRequest } from '../api/online-giving';
import { GIFT_FREQUENCIES, type GivingChoices } from './online-giving';

/** The gift's limits in cents, as the giving-checkout function checks them: $1 to $100,000. */
export const GIFT_MIN_CENTS = 100;
export const GIFT_MAX_CENTS = 10_000_000;

/**
 * A gift typed in dollars, as integer cents from $1 to $100,000 (the one money schema), with its
 * messages in the page's language (`amountFormat`, `giftRange` of the `forms` catalog).
 */
export const GiftAmountSchema = moneyCents({
  min: GIFT_MIN_CENTS,
  max: GIFT_MAX_CENTS,
  rangeMessage: (m) => m.giftRange,
});

/**
 * The gift of the chosen amount: a preset (dollars) or the custom amount as typed, read by
 * {@link GiftAmountSchema} either way.
 *
 * @returns the gift in cents, or its problem in words (and `cents: null`).
 */
export function chosenGift(
  choices: Pick<GivingChoices, 'amount' | 'customAmount'>,
): { cents: number; problem: null } | { cents: null; problem: string } {
  const parsed = GiftAmountSchema.safeParse(
    choices.amount === 'custom' ? choices.customAmount : String(choices.amount),
  );
  if (parsed.success) return { cents: parsed.data, problem: null };
  return { cents: null, problem: parsed.error.issues[0]?.message ?? '' };
}

/** What the giving-checkout function is sent, but the idempotency key (one per set of choices). */
export type CheckoutChoices = Omit<CheckoutRequest, 'idempotency_key'>;

/**
 * The form's rules in `stripe` mode: the choices ({@link GivingChoices}) as typed, checked with
 * the shared field schemas (`@/lib/validation`: money in cents, an optional e-mail, an optional
 * name of at most 100 characters, as the function allows) and given as the checkout's request:
 * `amount_cents` is exactly the gift chosen; the name and e-mail are sent only when given.
 */
export const StripeGivingSchema = z.pipe(
  z
    .object({
      amount: z.union([z.number(), z.literal('custom')]),
      customAmount: z.string(),
      fundId: z.string().check(
        z.minLength(
          1,
          ruleMessage((m) => m.chooseFund),
        ),
      ),
      frequency: z.enum(GIFT_FREQUENCIES),
      coverFee: z.boolean(),
      donorName: optionalPlainText(field('name'), 100),
      donorEmail: OptionalEmailSchema,
    })
    .check(
      z.superRefine((choices, context) => {
        const gift = chosenGift(choices);
        if (gift.problem !== null) {
          context.issues.push({
            code: 'custom',
            message: gift.problem,
            input: choices,
            path: ['customAmount'],
          });
        }
      }),
    ),
  z.transform(
    (choices): CheckoutChoices => ({
      amount_cents: chosenGift(choices).cents ?? Number.NaN,
      fund_id: choices.fundId,
      frequency: choices.frequency,
      cover_fee: choices.coverFee,
      ...(choices.donorName ? { donor_name: choices.donorName } : {}),
      ...(choices.donorEmail ? { donor_email: choices.donorEmail } : {}),
    }),
  ),
);
