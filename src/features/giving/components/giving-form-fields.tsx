import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { Field, FieldError, FieldLabel, fieldControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { donateMessages, type DonateMessages } from '@/i18n/donate';
import { useMessages } from '@/lib/i18n/messages';
import { filterCustomAmount, formatDollars, PRESET_AMOUNTS } from '../utils/giving-form';
import type { GivingFormValues } from '../utils/giving-schema';
import { PillRadios } from './pill-radios';

/** The card fields with their words: label and placeholder. */
function cardFields(text: DonateMessages['simulated']) {
  return [
    { name: 'cardName', label: text.cardName, placeholder: text.cardNamePlaceholder, inputMode: 'text' },
    { name: 'cardNumber', label: text.cardNumber, placeholder: '4242 4242 4242 4242', inputMode: 'numeric' },
    {
      name: 'cardExpiry',
      label: text.cardExpiry,
      placeholder: text.cardExpiryPlaceholder,
      inputMode: 'numeric',
    },
    { name: 'cardCvc', label: text.cardCvc, placeholder: '123', inputMode: 'numeric' },
  ] as const;
}

/** The preset or custom amount, with the custom amount said back in dollars. */
export function AmountFields({
  control,
  custom,
  amount,
}: {
  control: Control<GivingFormValues>;
  custom: boolean;
  /** The amount in dollars, or null while the custom amount is not above $0.00. */
  amount: number | null;
}) {
  const m = useMessages(donateMessages);
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-base font-semibold text-slate-900">{m.form.amount}</legend>
      <Controller
        control={control}
        name="donationAmount"
        render={({ field }) => (
          <PillRadios
            name={field.name}
            options={[...PRESET_AMOUNTS, 'custom' as const]}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            idOf={(option) => `amount-${option}`}
            labelOf={(option) => (option === 'custom' ? m.form.custom : `$${option}`)}
            className="grid grid-cols-3 gap-2 sm:grid-cols-6"
          />
        )}
      />
      {custom ? (
        <Controller
          control={control}
          name="customAmount"
          render={({ field }) => (
            <Field>
              <FieldLabel htmlFor="custom-amount">{m.form.customAmount}</FieldLabel>
              <div className="relative">
                <span aria-hidden="true" className="absolute top-1/2 left-3 -translate-y-1/2 text-slate-700">
                  $
                </span>
                <Input
                  ref={field.ref}
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
                {amount === null ? m.simulated.noAmount : m.form.youAreGiving(formatDollars(amount))}
              </p>
            </Field>
          )}
        />
      ) : null}
    </fieldset>
  );
}

/**
 * 'Make this recurring' and, when ticked, Monthly / Quarterly / Annually. Annual giving is not
 * offered in the simulated form: choosing it keeps the frequency chosen before and shows the
 * spec's notice 'Annual giving setup will be available soon!'.
 */
export function RecurringFields({
  control,
  recurring,
}: {
  control: Control<GivingFormValues>;
  recurring: boolean;
}) {
  const [annualNotice, setAnnualNotice] = useState(false);
  const m = useMessages(donateMessages);
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">{m.form.recurringGift}</legend>
      <div className="flex items-center gap-3">
        <Controller
          control={control}
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
          {m.form.makeRecurring}
        </label>
      </div>
      {recurring ? (
        <Controller
          control={control}
          name="recurringFrequency"
          render={({ field }) => (
            <PillRadios
              name={field.name}
              label={m.form.frequency}
              options={['monthly', 'quarterly', 'annually'] as const}
              value={field.value}
              onChange={(option) => {
                setAnnualNotice(option === 'annually');
                if (option !== 'annually') field.onChange(option);
              }}
              onBlur={field.onBlur}
              idOf={(option) => `frequency-${option}`}
              labelOf={(option) => m.form.frequencies[option]}
              className="grid grid-cols-3 gap-2"
            />
          )}
        />
      ) : null}
      <div role="alert" className="text-sm font-medium text-brand-800 empty:hidden">
        {annualNotice && recurring ? m.simulated.annualSoon : null}
      </div>
    </fieldset>
  );
}

/** The card fields: kept in this page's memory only (no `name`, no autocomplete). */
export function CardFields({ control }: { control: Control<GivingFormValues> }) {
  const text = useMessages(donateMessages).simulated;
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-300 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">{text.cardDetails}</legend>
      <p id="card-notice" className="rounded-md bg-gold-50 p-3 text-sm text-slate-900">
        {text.cardNotice}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {cardFields(text).map((card) => (
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
