import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldLabel, fieldControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import {
  FUNDS,
  PRESET_AMOUNTS,
  filterCustomAmount,
  formatDollars,
  givingAmount,
  givingThankYou,
  isGivingSubmitDisabled,
} from '../utils/giving-form';
import {
  EMPTY_CARD,
  GivingFormSchema,
  INITIAL_GIVING_FORM,
  type GivingFormValues,
} from '../utils/giving-schema';
import { GIFT_FREQUENCY_NAMES } from '../utils/online-giving';

// The dialog (Radix) is needed only after a gift, so it stays out of the page's first visit; it
// starts loading when Submit is pressed, during the simulated processing.
const loadThankYouDialog = () => import('./giving-thank-you-dialog');
const GivingThankYouDialog = lazy(async () => ({
  default: (await loadThankYouDialog()).GivingThankYouDialog,
}));

/** How long the simulated "processing" takes before the thank-you shows, in ms. */
export const SIMULATED_PROCESSING_MS = 600;

const pill =
  'flex h-11 cursor-pointer items-center justify-center rounded-md border border-slate-400 bg-white px-3 text-sm font-semibold text-slate-900 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700';

const CARD_FIELDS = [
  { name: 'cardName', label: 'Name on card', placeholder: 'Full name', inputMode: 'text' },
  { name: 'cardNumber', label: 'Card number', placeholder: '4242 4242 4242 4242', inputMode: 'numeric' },
  { name: 'cardExpiry', label: 'Expiry (MM/YY)', placeholder: 'MM/YY', inputMode: 'numeric' },
  { name: 'cardCvc', label: 'CVC', placeholder: '123', inputMode: 'numeric' },
] as const;

/** The preset or custom amount, with the custom amount said back in dollars. */
function AmountFields({
  control,
  custom,
  amount,
}: {
  control: Control<GivingFormValues>;
  custom: boolean;
  amount: number | null;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-base font-semibold text-slate-900">Amount</legend>
      <Controller
        control={control}
        name="donationAmount"
        render={({ field }) => (
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
            {[...PRESET_AMOUNTS, 'custom' as const].map((option) => (
              <div key={option}>
                <input
                  type="radio"
                  id={`amount-${option}`}
                  className="peer sr-only"
                  name={field.name}
                  checked={field.value === option}
                  onChange={() => field.onChange(option)}
                  onBlur={field.onBlur}
                />
                <label htmlFor={`amount-${option}`} className={pill}>
                  {option === 'custom' ? 'Custom' : `$${option}`}
                </label>
              </div>
            ))}
          </div>
        )}
      />
      {custom ? (
        <Controller
          control={control}
          name="customAmount"
          render={({ field }) => (
            <Field>
              <FieldLabel htmlFor="custom-amount">Custom amount (USD)</FieldLabel>
              <div className="relative">
                <span aria-hidden="true" className="absolute top-1/2 left-3 -translate-y-1/2 text-slate-700">
                  $
                </span>
                <Input
                  id="custom-amount"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0.00"
                  className="pl-7"
                  aria-describedby="custom-amount-preview"
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(filterCustomAmount(event.target.value))}
                />
              </div>
              <p id="custom-amount-preview" className="text-sm text-slate-700">
                {amount === null
                  ? 'Enter an amount above $0.00.'
                  : `You are giving ${formatDollars(amount)}.`}
              </p>
            </Field>
          )}
        />
      ) : null}
    </fieldset>
  );
}

/** The card fields: kept in this page's memory only (no `name`, no autocomplete). */
function CardFields({ control }: { control: Control<GivingFormValues> }) {
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-300 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">Card details</legend>
      <p id="card-notice" className="rounded-md bg-gold-50 p-3 text-sm text-slate-900">
        This is a demonstration form: no payment is taken, and card details are never sent or stored.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {CARD_FIELDS.map((card) => (
          <Controller
            key={card.name}
            control={control}
            name={card.name}
            render={({ field, fieldState }) => (
              <Field
                className={card.name === 'cardName' || card.name === 'cardNumber' ? 'sm:col-span-2' : ''}
              >
                <FieldLabel htmlFor={card.name}>{card.label}</FieldLabel>
                {/* No `name` attribute: the value exists only in this page's memory. */}
                <Input
                  ref={field.ref}
                  required
                  autoComplete="off"
                  inputMode={card.inputMode}
                  placeholder={card.placeholder}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                  {...fieldControlProps(card.name, fieldState)}
                  aria-describedby={fieldState.error ? `${card.name}-error card-notice` : 'card-notice'}
                />
                <FieldError id={card.name} error={fieldState.error} />
              </Field>
            )}
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The simulated giving form (spec §2 "Donate", §4, §5, §7): preset or custom amount, fund (with a
 * purpose for 'others'), optional monthly or quarterly recurrence, and card fields. Nothing is
 * sent anywhere: the card inputs carry no `name` and `autocomplete="off"`, the form has no
 * action, and submitting only shows an in-page thank-you dialog that says it is a simulation.
 */
export function GivingForm() {
  const form = useForm<GivingFormValues>({
    resolver: zodResolver(GivingFormSchema),
    defaultValues: INITIAL_GIVING_FORM,
  });
  const values = useWatch({ control: form.control }) as GivingFormValues;
  const [submitting, setSubmitting] = useState(false);
  const [annualNotice, setAnnualNotice] = useState(false);
  const [thankYou, setThankYou] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const disabled = isGivingSubmitDisabled(values, submitting);
  const amount = givingAmount(values);

  const onSubmit = form.handleSubmit((submitted) => {
    if (isGivingSubmitDisabled(submitted, false)) return;
    setSubmitting(true);
    void loadThankYouDialog();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setSubmitting(false);
      setThankYou(givingThankYou(submitted));
      // The card details are forgotten as soon as the simulation is over.
      for (const [name, value] of Object.entries(EMPTY_CARD)) {
        form.setValue(name as keyof typeof EMPTY_CARD, value);
      }
    }, SIMULATED_PROCESSING_MS);
  });

  return (
    <>
      <form method="post" noValidate onSubmit={onSubmit} aria-label="Giving form" className="grid gap-6">
        <AmountFields control={form.control} custom={values.donationAmount === 'custom'} amount={amount} />

        <Controller
          control={form.control}
          name="selectedFund"
          render={({ field }) => (
            <Field>
              <FieldLabel htmlFor="fund">Fund</FieldLabel>
              <select
                {...field}
                id="fund"
                className="h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-slate-900"
              >
                {FUNDS.map((fund) => (
                  <option key={fund.value} value={fund.value}>
                    {fund.label}
                  </option>
                ))}
              </select>
            </Field>
          )}
        />
        {values.selectedFund === 'others' ? (
          <Controller
            control={form.control}
            name="otherPurpose"
            render={({ field, fieldState }) => (
              <Field>
                <FieldLabel htmlFor="other-purpose">Purpose</FieldLabel>
                <Input
                  {...field}
                  {...fieldControlProps('other-purpose', fieldState)}
                  required
                  placeholder="What is this gift for?"
                />
                <FieldError id="other-purpose" error={fieldState.error} />
              </Field>
            )}
          />
        ) : null}

        <fieldset className="grid gap-3">
          <legend className="sr-only">Recurring gift</legend>
          <div className="flex items-center gap-3">
            <Controller
              control={form.control}
              name="isRecurring"
              render={({ field }) => (
                <input
                  ref={field.ref}
                  id="is-recurring"
                  type="checkbox"
                  name={field.name}
                  className="size-5 accent-brand-700"
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                />
              )}
            />
            <label htmlFor="is-recurring" className="font-medium text-slate-900">
              Make this recurring
            </label>
          </div>
          {values.isRecurring ? (
            <Controller
              control={form.control}
              name="recurringFrequency"
              render={({ field }) => (
                <div role="radiogroup" aria-label="Frequency" className="grid grid-cols-3 gap-2">
                  {(['monthly', 'quarterly', 'annually'] as const).map((option) => (
                    <div key={option}>
                      <input
                        type="radio"
                        id={`frequency-${option}`}
                        name={field.name}
                        className="peer sr-only"
                        checked={field.value === option}
                        onChange={() => {
                          // Annual giving is not offered: the choice only shows the spec's notice.
                          if (option === 'annually') {
                            setAnnualNotice(true);
                            return;
                          }
                          setAnnualNotice(false);
                          field.onChange(option);
                        }}
                        onBlur={field.onBlur}
                      />
                      <label htmlFor={`frequency-${option}`} className={pill}>
                        {GIFT_FREQUENCY_NAMES[option]}
                      </label>
                    </div>
                  ))}
                </div>
              )}
            />
          ) : null}
          <div role="alert" className="text-sm font-medium text-brand-800 empty:hidden">
            {annualNotice && values.isRecurring ? 'Annual giving setup will be available soon!' : null}
          </div>
        </fieldset>

        <CardFields control={form.control} />

        <Button type="submit" size="lg" variant="gold" disabled={disabled}>
          {submitting ? 'Processing...' : amount === null ? 'Give' : `Give ${formatDollars(amount)}`}
        </Button>
      </form>
      {thankYou === null ? null : (
        <Suspense fallback={null}>
          <GivingThankYouDialog message={thankYou} onClose={() => setThankYou(null)} />
        </Suspense>
      )}
    </>
  );
}
