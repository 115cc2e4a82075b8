import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldLabel, fieldControlProps } from '@/components/ui/field';
import { CheckoutError, givingQueries, startCheckout, type PublicGivingSettings } from '../api/online-giving';
import { donateMessages } from '@/i18n/donate';
import { formatMoney } from '@/lib/i18n/format';
import { useMessages } from '@/lib/i18n/messages';
import {
  grossWithFee,
  readGivingChoices,
  saveGivingChoices,
  type GivingChoices,
} from '../utils/online-giving';
import { chosenGift, StripeGivingSchema, type CheckoutChoices } from '../utils/stripe-giving';
import { AmountChoice, DonorFields, FeeChoice, FrequencyChoice } from './stripe-giving-choices';

/** The first choices: $50 to the first fund, one-time, no fee covered, no name or e-mail. */
const FIRST_CHOICES: GivingChoices = {
  amount: 50,
  customAmount: '',
  fundId: '',
  frequency: 'one_time',
  coverFee: false,
  donorName: '',
  donorEmail: '',
};

/**
 * One idempotency key per set of choices (house rule "idempotency keys on every create"): a
 * double click or a second try after a refusal sends the same key, a changed gift a new one.
 */
function useIdempotencyKey() {
  const key = useRef<{ choices: string; key: string } | null>(null);
  return (choices: GivingChoices): string => {
    const fingerprint = JSON.stringify(choices);
    if (key.current?.choices !== fingerprint)
      key.current = { choices: fingerprint, key: crypto.randomUUID() };
    return key.current.key;
  };
}

/**
 * The Donate page's form in `stripe` mode (issue 31 "Deliver" 1; docs/decisions/0038): the spec's
 * amounts (25, 50, 100, 250, 500, custom), the funds of the settings, one-time or monthly /
 * quarterly / annually (Stripe charges every month, every 3 months or every year), 'Cover the
 * processing fee' with the total shown and how often it is charged before paying, an optional
 * name and e-mail, and 'Continue to secure payment', which opens Stripe Checkout. No card field
 * here: the card is typed on Stripe's page. The choices are kept in this tab so that
 * /checkout-cancel?from=giving can offer the same form again.
 *
 * react-hook-form with {@link StripeGivingSchema} (the shared field schemas): the amount sent
 * is exactly the gift chosen, in integer cents; a refusal of the function is shown above the
 * button and every choice stays as it was.
 */
export function StripeGivingForm({
  settings,
  initial = readGivingChoices(),
  go = (url) => window.location.assign(url),
}: {
  settings: PublicGivingSettings;
  /** Choices to start from; default: those kept in this tab by a checkout that was cancelled. */
  initial?: GivingChoices | null;
  /** Opens the Checkout page (tests pass their own). */
  go?: (url: string) => void;
}) {
  const m = useMessages(donateMessages);
  const TEXT = m.online;
  const funds = useQuery(givingQueries.funds());
  const form = useForm<GivingChoices, unknown, CheckoutChoices>({
    resolver: zodResolver(StripeGivingSchema),
    defaultValues: initial ?? FIRST_CHOICES,
  });
  const choices = useWatch({ control: form.control }) as GivingChoices;
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = useId();
  const idempotencyKey = useIdempotencyKey();

  // The fund shown is the fund sent: the first enabled one unless one of them was chosen.
  const fundList = funds.data;
  const { setValue } = form;
  useEffect(() => {
    if (!fundList || fundList.some((fund) => fund.id === choices.fundId)) return;
    setValue('fundId', fundList[0]?.id ?? '');
  }, [fundList, choices.fundId, setValue]);

  const { cents: giftCents, problem } = chosenGift(choices);
  const totalCents =
    giftCents !== null && choices.coverFee
      ? grossWithFee(giftCents, settings.fee_percent_bp, settings.fee_fixed_cents)
      : giftCents;

  const onSubmit = form.handleSubmit(async (request) => {
    if (submitting) return;
    const typed = form.getValues();
    setSubmitting(true);
    setError(null);
    saveGivingChoices(typed);
    try {
      go(await startCheckout({ ...request, idempotency_key: idempotencyKey(typed) }));
    } catch (caught) {
      setError(
        caught instanceof CheckoutError
          ? TEXT.refused(caught.status, caught.field, caught.message)
          : TEXT.checkoutFailed,
      );
      setSubmitting(false);
    }
  });

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={m.form.label}
      className="grid gap-6"
    >
      <AmountChoice
        ids={ids}
        control={form.control}
        custom={choices.amount === 'custom'}
        problem={problem}
        giftCents={giftCents}
      />

      <Controller
        control={form.control}
        name="fundId"
        render={({ field, fieldState }) => (
          <Field>
            <FieldLabel htmlFor={`${ids}-fund`}>{m.form.fund}</FieldLabel>
            <select
              {...field}
              {...fieldControlProps(`${ids}-fund`, fieldState)}
              disabled={!fundList?.length}
              className="h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-slate-900"
            >
              {fundList?.map((fund) => (
                <option key={fund.id} value={fund.id}>
                  {fund.name}
                </option>
              ))}
            </select>
            <FieldError id={`${ids}-fund`} error={fieldState.error} />
            {funds.isError ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {TEXT.fundsFailed}
              </p>
            ) : null}
          </Field>
        )}
      />

      <FrequencyChoice ids={ids} control={form.control} />

      <FeeChoice ids={ids} control={form.control} settings={settings} giftCents={giftCents} />

      <DonorFields ids={ids} control={form.control} />

      <p className="text-sm text-slate-700">
        {TEXT.cardNotice}
        {totalCents === null
          ? ''
          : ` ${TEXT.charged(
              formatMoney(totalCents),
              choices.frequency === 'one_time' ? null : (m.success.intervals[choices.frequency] ?? null),
            )}`}
      </p>
      <div role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {error}
      </div>
      <Button
        type="submit"
        size="lg"
        variant="gold"
        disabled={submitting || problem !== null || !choices.fundId}
      >
        {submitting ? TEXT.opening : TEXT.submit}
      </Button>
    </form>
  );
}
