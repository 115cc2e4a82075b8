import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { CheckoutError, givingQueries, startCheckout, type PublicGivingSettings } from '../api/online-giving';
import { PRESET_AMOUNTS, filterCustomAmount, givingAmount } from '../utils/giving-form';
import {
  chargeSentence,
  formatCents,
  grossWithFee,
  readGivingChoices,
  saveGivingChoices,
  toCents,
  type GiftFrequency,
  type GivingChoices,
  GIFT_FREQUENCY_NAMES,
} from '../utils/online-giving';

const pill =
  'flex h-11 cursor-pointer items-center justify-center rounded-md border border-slate-400 bg-white px-3 text-sm font-semibold text-slate-900 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700';

const MIN_CENTS = 100;
const MAX_CENTS = 10_000_000;

/** The amount's problem in words, or null when it can be given. */
function amountProblem(cents: number | null): string | null {
  if (cents === null) return 'Enter an amount in dollars and cents.';
  if (cents < MIN_CENTS || cents > MAX_CENTS) return 'Enter an amount from $1 to $100,000.';
  return null;
}

/** The spec's amounts and the custom amount, said back in dollars or with its problem. */
function AmountChoice({
  ids,
  amount,
  setAmount,
  customAmount,
  setCustomAmount,
  problem,
  giftCents,
}: {
  ids: string;
  amount: GivingChoices['amount'];
  setAmount: (amount: GivingChoices['amount']) => void;
  customAmount: string;
  setCustomAmount: (value: string) => void;
  problem: string | null;
  giftCents: number | null;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-base font-semibold text-slate-900">Amount</legend>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {[...PRESET_AMOUNTS, 'custom' as const].map((option) => (
          <div key={option}>
            <input
              type="radio"
              id={`${ids}-amount-${option}`}
              className="peer sr-only"
              name="amount"
              checked={amount === option}
              onChange={() => setAmount(option)}
            />
            <label htmlFor={`${ids}-amount-${option}`} className={pill}>
              {option === 'custom' ? 'Custom' : `$${option}`}
            </label>
          </div>
        ))}
      </div>
      {amount === 'custom' ? (
        <Field>
          <FieldLabel htmlFor={`${ids}-custom`}>Custom amount (USD)</FieldLabel>
          <Input
            id={`${ids}-custom`}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            aria-describedby={`${ids}-custom-description`}
            aria-invalid={customAmount !== '' && problem !== null}
            value={customAmount}
            onChange={(event) => setCustomAmount(filterCustomAmount(event.target.value))}
          />
          <FieldDescription id={`${ids}-custom`}>
            {problem ?? `You are giving ${formatCents(giftCents ?? 0)}.`}
          </FieldDescription>
        </Field>
      ) : null}
    </fieldset>
  );
}

/**
 * One-time, or monthly / quarterly / annually (a yearly recurring gift in Stripe mode; the spec's
 * 'available soon' notice belongs to the simulated form). The radio shown checked is always the
 * frequency sent: there is no choice that shows one thing and keeps another.
 */
function FrequencyChoice({
  ids,
  frequency,
  setFrequency,
}: {
  ids: string;
  frequency: GiftFrequency;
  setFrequency: (frequency: GiftFrequency) => void;
}) {
  const recurring = frequency !== 'one_time';
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">Recurring gift</legend>
      <div className="flex items-center gap-3">
        <input
          id={`${ids}-recurring`}
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={recurring}
          onChange={(event) => setFrequency(event.target.checked ? 'monthly' : 'one_time')}
        />
        <label htmlFor={`${ids}-recurring`} className="font-medium text-slate-900">
          Make this recurring
        </label>
      </div>
      {recurring ? (
        <div role="radiogroup" aria-label="Frequency" className="grid grid-cols-3 gap-2">
          {(['monthly', 'quarterly', 'annually'] as const).map((option) => (
            <div key={option}>
              <input
                type="radio"
                id={`${ids}-frequency-${option}`}
                name="frequency"
                className="peer sr-only"
                checked={frequency === option}
                onChange={() => setFrequency(option)}
              />
              <label htmlFor={`${ids}-frequency-${option}`} className={pill}>
                {GIFT_FREQUENCY_NAMES[option]}
              </label>
            </div>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}

/** 'Cover the processing fee', with what it adds and the total before paying. */
function FeeChoice({
  ids,
  settings,
  coverFee,
  setCoverFee,
  giftCents,
}: {
  ids: string;
  settings: PublicGivingSettings;
  coverFee: boolean;
  setCoverFee: (value: boolean) => void;
  /** The gift, or null while the amount is not valid. */
  giftCents: number | null;
}) {
  const totalCents =
    giftCents === null ? null : grossWithFee(giftCents, settings.fee_percent_bp, settings.fee_fixed_cents);
  return (
    <Field orientation="horizontal">
      <input
        id={`${ids}-cover-fee`}
        type="checkbox"
        className="mt-0.5 size-5 accent-brand-700"
        checked={coverFee}
        aria-describedby={`${ids}-cover-fee-description`}
        onChange={(event) => setCoverFee(event.target.checked)}
      />
      <div className="grid gap-1">
        <FieldLabel htmlFor={`${ids}-cover-fee`} className="text-base">
          Cover the processing fee
        </FieldLabel>
        <FieldDescription id={`${ids}-cover-fee`}>
          {giftCents === null || totalCents === null
            ? 'Choose an amount to see the fee.'
            : coverFee
              ? `Adds ${formatCents(totalCents - giftCents)} so the church receives your whole ${formatCents(giftCents)} gift: you give ${formatCents(totalCents)}.`
              : `Card payments cost the church ${settings.fee_percent_bp / 100}% + ${formatCents(settings.fee_fixed_cents)}; tick to add it (${formatCents(totalCents)} in all).`}
        </FieldDescription>
      </div>
    </Field>
  );
}

/** The optional name and e-mail (for the receipt). */
function DonorFields({
  ids,
  name,
  setName,
  email,
  setEmail,
}: {
  ids: string;
  name: string;
  setName: (value: string) => void;
  email: string;
  setEmail: (value: string) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field>
        <FieldLabel htmlFor={`${ids}-name`}>Your name (optional)</FieldLabel>
        <Input
          id={`${ids}-name`}
          autoComplete="name"
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      <Field>
        <FieldLabel htmlFor={`${ids}-email`}>Email for your receipt (optional)</FieldLabel>
        <Input
          id={`${ids}-email`}
          type="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
    </div>
  );
}

/**
 * The Donate page's form in `stripe` mode (issue 31 "Deliver" 1; docs/decisions/0038): the spec's
 * amounts (25, 50, 100, 250, 500, custom), the funds of the settings, one-time or monthly /
 * quarterly / annually (Stripe charges every month, every 3 months or every year), 'Cover the
 * processing fee' with the total shown and how often it is charged before paying, an optional name and e-mail, and 'Continue to secure payment', which opens
 * Stripe Checkout. No card field here: the card is typed on Stripe's page. The choices are kept
 * in this tab so that /checkout-cancel?from=giving can offer the same form again.
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
  const funds = useQuery(givingQueries.funds());
  const [amount, setAmount] = useState<GivingChoices['amount']>(initial?.amount ?? 50);
  const [customAmount, setCustomAmount] = useState(initial?.customAmount ?? '');
  const [fundChoice, setFundChoice] = useState(initial?.fundId ?? '');
  const [frequency, setFrequency] = useState<GiftFrequency>(initial?.frequency ?? 'one_time');
  const [coverFee, setCoverFee] = useState(initial?.coverFee ?? false);
  const [donorName, setDonorName] = useState(initial?.donorName ?? '');
  const [donorEmail, setDonorEmail] = useState(initial?.donorEmail ?? '');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = useId();
  // One key per set of choices: a double click sends the same key, a changed gift a new one.
  const key = useRef<{ choices: string; key: string } | null>(null);

  const fundList = funds.data ?? [];
  const fundId = fundList.some((f) => f.id === fundChoice) ? fundChoice : (fundList[0]?.id ?? '');
  const isAmountPreset = amount !== 'custom';
  const giftCents = toCents(
    givingAmount({ donationAmount: isAmountPreset ? (amount as 25) : 'custom', customAmount }),
  );
  const problem = amountProblem(giftCents);
  const totalCents =
    giftCents === null
      ? null
      : coverFee
        ? grossWithFee(giftCents, settings.fee_percent_bp, settings.fee_fixed_cents)
        : giftCents;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || problem || giftCents === null || !fundId) return;
    const choices: GivingChoices = {
      amount,
      customAmount,
      fundId,
      frequency,
      coverFee,
      donorName,
      donorEmail,
    };
    const fingerprint = JSON.stringify(choices);
    if (key.current?.choices !== fingerprint)
      key.current = { choices: fingerprint, key: crypto.randomUUID() };
    setSubmitting(true);
    setError(null);
    saveGivingChoices(choices);
    try {
      const url = await startCheckout({
        amount_cents: giftCents,
        fund_id: fundId,
        frequency,
        cover_fee: coverFee,
        ...(donorName.trim() ? { donor_name: donorName.trim() } : {}),
        ...(donorEmail.trim() ? { donor_email: donorEmail.trim() } : {}),
        idempotency_key: key.current.key,
      });
      go(url);
    } catch (caught) {
      setError(
        caught instanceof CheckoutError
          ? caught.message
          : 'The payment page could not be opened. Please try again.',
      );
      setSubmitting(false);
    }
  };

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Giving form"
      className="grid gap-6"
    >
      <AmountChoice
        ids={ids}
        amount={amount}
        setAmount={setAmount}
        customAmount={customAmount}
        setCustomAmount={setCustomAmount}
        problem={problem}
        giftCents={giftCents}
      />

      <Field>
        <FieldLabel htmlFor={`${ids}-fund`}>Fund</FieldLabel>
        <select
          id={`${ids}-fund`}
          value={fundId}
          onChange={(event) => setFundChoice(event.target.value)}
          disabled={fundList.length === 0}
          className="h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-slate-900"
        >
          {fundList.map((fund) => (
            <option key={fund.id} value={fund.id}>
              {fund.name}
            </option>
          ))}
        </select>
        {funds.isError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            The funds could not be loaded. Reload the page to try again.
          </p>
        ) : null}
      </Field>

      <FrequencyChoice ids={ids} frequency={frequency} setFrequency={setFrequency} />

      <FeeChoice
        ids={ids}
        settings={settings}
        coverFee={coverFee}
        setCoverFee={setCoverFee}
        giftCents={problem ? null : giftCents}
      />

      <DonorFields
        ids={ids}
        name={donorName}
        setName={setDonorName}
        email={donorEmail}
        setEmail={setDonorEmail}
      />

      <p className="text-sm text-slate-700">
        You type your card on Stripe’s secure payment page; this site never sees it.
        {totalCents !== null && !problem ? ` ${chargeSentence(totalCents, frequency)}` : ''}
      </p>
      <div role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {error}
      </div>
      <Button type="submit" size="lg" variant="gold" disabled={submitting || problem !== null || !fundId}>
        {submitting ? 'Opening the payment page...' : 'Continue to secure payment'}
      </Button>
    </form>
  );
}
