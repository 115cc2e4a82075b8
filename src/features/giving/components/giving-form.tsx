import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldLabel, fieldControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { donateMessages } from '@/i18n/donate';
import { useMessages } from '@/lib/i18n/messages';
import {
  FUNDS,
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
import { AmountFields, CardFields, RecurringFields } from './giving-form-fields';

// The dialog (Radix) is needed only after a gift, so it stays out of the page's first visit; it
// starts loading when Submit is pressed, during the simulated processing.
const loadThankYouDialog = () => import('./giving-thank-you-dialog');
const GivingThankYouDialog = lazy(async () => ({
  default: (await loadThankYouDialog()).GivingThankYouDialog,
}));

/** How long the simulated "processing" takes before the thank-you shows, in ms. */
export const SIMULATED_PROCESSING_MS = 600;

/**
 * The simulated giving form (spec §2 "Donate", §4, §5, §7): preset or custom amount, fund (with a
 * purpose for 'others'), optional monthly or quarterly recurrence, and card fields. Nothing is
 * sent anywhere: the card inputs carry no `name` and `autocomplete="off"`, the form has no
 * action, and submitting only shows an in-page thank-you dialog that says it is a simulation.
 */
export function GivingForm() {
  const m = useMessages(donateMessages);
  const text = m.simulated;
  const form = useForm<GivingFormValues>({
    resolver: zodResolver(GivingFormSchema),
    defaultValues: INITIAL_GIVING_FORM,
  });
  const values = useWatch({ control: form.control }) as GivingFormValues;
  const [submitting, setSubmitting] = useState(false);
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
      setThankYou(givingThankYou(submitted, text));
      // The card details are forgotten as soon as the simulation is over.
      for (const [name, value] of Object.entries(EMPTY_CARD)) {
        form.setValue(name as keyof typeof EMPTY_CARD, value);
      }
    }, SIMULATED_PROCESSING_MS);
  });

  return (
    <>
      <form method="post" noValidate onSubmit={onSubmit} aria-label={m.form.label} className="grid gap-6">
        <AmountFields control={form.control} custom={values.donationAmount === 'custom'} amount={amount} />

        <Controller
          control={form.control}
          name="selectedFund"
          render={({ field }) => (
            <Field>
              <FieldLabel htmlFor="fund">{m.form.fund}</FieldLabel>
              <select
                {...field}
                id="fund"
                className="h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-slate-900"
              >
                {FUNDS.map((fund) => (
                  <option key={fund} value={fund}>
                    {text.funds[fund]}
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
                <FieldLabel htmlFor="other-purpose">{text.purpose}</FieldLabel>
                <Input
                  {...field}
                  {...fieldControlProps('other-purpose', fieldState)}
                  required
                  placeholder={text.purposePlaceholder}
                />
                <FieldError id="other-purpose" error={fieldState.error} />
              </Field>
            )}
          />
        ) : null}

        <RecurringFields control={form.control} recurring={values.isRecurring} />

        <CardFields control={form.control} />

        <Button type="submit" size="lg" variant="gold" disabled={disabled}>
          {submitting ? text.processing : text.give(amount === null ? null : formatDollars(amount))}
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
