import { Controller, type Control } from 'react-hook-form';
import { Field, FieldDescription, FieldError, FieldLabel, fieldControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { PublicGivingSettings } from '../api/online-giving';
import { PRESET_AMOUNTS, filterCustomAmount } from '../utils/giving-form';
import { donateMessages } from '@/i18n/donate';
import { formatMoney, formatNumber } from '@/lib/i18n/format';
import { useMessages } from '@/lib/i18n/messages';
import { grossWithFee, type GiftFrequency, type GivingChoices } from '../utils/online-giving';
import type { CheckoutChoices } from '../utils/stripe-giving';
import { PillRadios } from './pill-radios';

/** The parts of the Stripe giving form; `ids` is the form's `useId()`, prefixing every id. */
interface PartProps {
  ids: string;
  control: Control<GivingChoices, unknown, CheckoutChoices>;
}

const RECURRING = ['monthly', 'quarterly', 'annually'] as const;

/** The spec's amounts and the custom amount, said back in dollars or with its problem. */
export function AmountChoice({
  ids,
  control,
  custom,
  problem,
  giftCents,
}: PartProps & { custom: boolean; problem: string | null; giftCents: number | null }) {
  const TEXT = useMessages(donateMessages).form;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-base font-semibold text-slate-900">{TEXT.amount}</legend>
      <Controller
        control={control}
        name="amount"
        render={({ field }) => (
          <PillRadios
            name={field.name}
            options={[...PRESET_AMOUNTS, 'custom' as const]}
            value={field.value}
            onChange={field.onChange}
            idOf={(option) => `${ids}-amount-${option}`}
            labelOf={(option) => (option === 'custom' ? TEXT.custom : `$${option}`)}
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
              <FieldLabel htmlFor={`${ids}-custom`}>{TEXT.customAmount}</FieldLabel>
              <Input
                ref={field.ref}
                id={`${ids}-custom`}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                aria-describedby={`${ids}-custom-description`}
                aria-invalid={field.value !== '' && problem !== null}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(filterCustomAmount(event.target.value))}
              />
              <FieldDescription id={`${ids}-custom`}>
                {problem ?? TEXT.youAreGiving(formatMoney(giftCents ?? 0))}
              </FieldDescription>
            </Field>
          )}
        />
      ) : null}
    </fieldset>
  );
}

/**
 * One-time, or monthly / quarterly / annually (a yearly recurring gift in Stripe mode; the spec's
 * 'available soon' notice belongs to the simulated form). The radio shown checked is always the
 * frequency sent: there is no choice that shows one thing and keeps another.
 */
export function FrequencyChoice({ ids, control }: PartProps) {
  const TEXT = useMessages(donateMessages).form;
  return (
    <Controller
      control={control}
      name="frequency"
      render={({ field }) => (
        <fieldset className="grid gap-3">
          <legend className="sr-only">{TEXT.recurringGift}</legend>
          <div className="flex items-center gap-3">
            <input
              ref={field.ref}
              id={`${ids}-recurring`}
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={field.value !== 'one_time'}
              onChange={(event) => field.onChange(event.target.checked ? 'monthly' : 'one_time')}
            />
            <label htmlFor={`${ids}-recurring`} className="font-medium text-slate-900">
              {TEXT.makeRecurring}
            </label>
          </div>
          {field.value !== 'one_time' ? (
            <PillRadios<GiftFrequency>
              name="frequency"
              label={TEXT.frequency}
              options={RECURRING}
              value={field.value}
              onChange={field.onChange}
              idOf={(option) => `${ids}-frequency-${option}`}
              labelOf={(option) => TEXT.frequencies[option]}
              className="grid grid-cols-3 gap-2"
            />
          ) : null}
        </fieldset>
      )}
    />
  );
}

/** 'Cover the processing fee', with what it adds and the total before paying. */
export function FeeChoice({
  ids,
  control,
  settings,
  giftCents,
}: PartProps & {
  settings: PublicGivingSettings;
  /** The gift, or null while the amount is not valid. */
  giftCents: number | null;
}) {
  const TEXT = useMessages(donateMessages).online;
  const totalCents =
    giftCents === null ? null : grossWithFee(giftCents, settings.fee_percent_bp, settings.fee_fixed_cents);
  return (
    <Controller
      control={control}
      name="coverFee"
      render={({ field }) => (
        <Field orientation="horizontal">
          <input
            ref={field.ref}
            id={`${ids}-cover-fee`}
            type="checkbox"
            className="mt-0.5 size-5 accent-brand-700"
            checked={field.value}
            aria-describedby={`${ids}-cover-fee-description`}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.checked)}
          />
          <div className="grid gap-1">
            <FieldLabel htmlFor={`${ids}-cover-fee`} className="text-base">
              {TEXT.coverFee}
            </FieldLabel>
            <FieldDescription id={`${ids}-cover-fee`}>
              {giftCents === null || totalCents === null
                ? TEXT.feeUnknown
                : field.value
                  ? TEXT.feeCovered(
                      formatMoney(totalCents - giftCents),
                      formatMoney(giftCents),
                      formatMoney(totalCents),
                    )
                  : TEXT.feeOffer(
                      formatNumber(settings.fee_percent_bp / 100),
                      formatMoney(settings.fee_fixed_cents),
                      formatMoney(totalCents),
                    )}
            </FieldDescription>
          </div>
        </Field>
      )}
    />
  );
}

const DONOR_FIELDS = [
  {
    name: 'donorName',
    id: 'name',
    label: 'donorName',
    type: 'text',
    autoComplete: 'name',
    maxLength: 100,
  },
  {
    name: 'donorEmail',
    id: 'email',
    label: 'donorEmail',
    type: 'email',
    autoComplete: 'email',
    maxLength: 254,
  },
] as const;

/** The optional name and e-mail (for the receipt). */
export function DonorFields({ ids, control }: PartProps) {
  const TEXT = useMessages(donateMessages).online;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {DONOR_FIELDS.map((spec) => (
        <Controller
          key={spec.name}
          control={control}
          name={spec.name}
          render={({ field, fieldState }) => (
            <Field>
              <FieldLabel htmlFor={`${ids}-${spec.id}`}>{TEXT[spec.label]}</FieldLabel>
              <Input
                {...field}
                {...fieldControlProps(`${ids}-${spec.id}`, fieldState)}
                type={spec.type}
                autoComplete={spec.autoComplete}
                maxLength={spec.maxLength}
              />
              <FieldError id={`${ids}-${spec.id}`} error={fieldState.error} />
            </Field>
          )}
        />
      ))}
    </div>
  );
}
