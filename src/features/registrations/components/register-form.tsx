import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldError, FieldGroup, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import {
  RegistrationError,
  type RegistrationAvailability,
  type RegistrationInput,
  type RegistrationQuestion,
  type RegistrationResult,
} from '../api/registrations';

/** '12 seats left', '1 seat left'. */
export function seatsLeftText(seats: number): string {
  return `${seats} ${seats === 1 ? 'seat' : 'seats'} left`;
}

/**
 * The sentence after sending (issue 32; decision 0047): seats held until the e-mailed link is
 * opened, waitlisted with the place, or already registered.
 */
export function resultText(result: RegistrationResult): string {
  if (result.status === 'awaiting') return 'Check your e-mail to confirm your seat';
  if (result.status === 'waitlisted') return `You're on the waitlist, number ${result.waitlist_number ?? 1}`;
  return "You're already registered";
}

type Errors = Partial<Record<string, string>>;

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const PHONE = /^[0-9 +().-]{7,30}$/;

/** Checks the form as the database does (register_for_event); returns a message per bad field. */
export function validateRegistration(input: RegistrationInput, questions: RegistrationQuestion[]): Errors {
  const errors: Errors = {};
  if (!input.name.trim()) errors.name = 'Name is required';
  else if (input.name.trim().length > 100) errors.name = 'Name must be at most 100 characters';
  if (!input.email.trim()) errors.email = 'Email is required';
  else if (!EMAIL.test(input.email.trim()) || input.email.trim().length > 254)
    errors.email = 'Enter a valid email address';
  if (input.phone.trim() && !PHONE.test(input.phone.trim()))
    errors.phone = 'Enter a valid phone number, e.g. (317) 555-0142';
  if (!Number.isInteger(input.party_size) || input.party_size < 1 || input.party_size > 10)
    errors.party_size = 'Party size must be between 1 and 10';
  for (const q of questions) {
    const answer = input.answers[q.id];
    const blank = answer === undefined || (typeof answer === 'string' && !answer.trim());
    if (q.required && blank) errors[q.id] = 'Please answer this question';
    else if (typeof answer === 'string' && answer.length > 500) errors[q.id] = 'At most 500 characters';
  }
  return errors;
}

function Question({
  q,
  value,
  error,
  onChange,
  idPrefix,
}: {
  q: RegistrationQuestion;
  value: string | boolean | undefined;
  error: string | undefined;
  onChange: (value: string | boolean | undefined) => void;
  idPrefix: string;
}) {
  const id = `${idPrefix}-${q.id}`;
  const label = `${q.label}${q.required ? '' : ' (optional)'}`;
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
  if (q.kind === 'text') {
    return (
      <Field>
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
        <Input
          id={id}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
          required={q.required}
          {...invalid}
        />
        <FieldError id={id} error={error ? { message: error } : undefined} />
      </Field>
    );
  }
  const options = q.kind === 'yes_no' ? ['Yes', 'No'] : (q.options ?? []);
  const selected = q.kind === 'yes_no' ? (value === true ? 'Yes' : value === false ? 'No' : '') : value;
  return (
    <fieldset className="grid gap-1.5" {...(error ? { 'aria-describedby': `${id}-error` } : {})}>
      <legend className="text-sm font-medium text-slate-900">{label}</legend>
      <div className="flex flex-wrap gap-4">
        {options.map((option) => (
          <label key={option} className="inline-flex min-h-11 items-center gap-2 text-slate-900">
            <input
              type="radio"
              name={id}
              value={option}
              checked={selected === option}
              onChange={() => onChange(q.kind === 'yes_no' ? option === 'Yes' : option)}
              className="size-5 accent-brand-700"
            />
            {option}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error ? { message: error } : undefined} />
    </fieldset>
  );
}

/** What the e-mail asks of the person, after sending. */
function doneDetail(result: RegistrationResult): string {
  if (result.status === 'already_registered')
    return "We've e-mailed you the link to your registration again.";
  if (result.status === 'waitlisted') {
    return "We've e-mailed you a link to your registration. If a seat opens, we'll e-mail you a link to take it.";
  }
  const minutes = result.hold_minutes ?? 30;
  return `We're holding your seats for ${minutes} minutes. Open the link in the e-mail we've sent you to confirm them; after that they are released.`;
}

/** After sending: the sentence and what the e-mail asks (the link is only in the e-mail). */
function RegistrationDone({ result }: { result: RegistrationResult }) {
  return (
    <div role="status" className="grid gap-3">
      <p className="font-serif text-2xl font-bold text-brand-950">{resultText(result)}</p>
      <p className="text-slate-800">{doneDetail(result)}</p>
    </div>
  );
}

/** A text field with its label and error. */
function TextField({
  id,
  label,
  type,
  autoComplete,
  value,
  error,
  required,
  onChange,
}: {
  id: string;
  label: string;
  type: string;
  autoComplete: string;
  value: string;
  error: string | undefined;
  required: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        id={id}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required={required}
        aria-invalid={Boolean(error)}
        {...(error ? { 'aria-describedby': `${id}-error` } : {})}
      />
      <FieldError id={id} error={error ? { message: error } : undefined} />
    </Field>
  );
}

/**
 * The register form of an event page (issue 32, decision 0039) for one date, by its state:
 * - open: 'Register' with '12 seats left', name, e-mail, party size (1–10), optional phone and
 *   the event's questions;
 * - waitlist (full, waitlist on): the same fields and 'Join the waitlist';
 * - full: 'This event is full'; closed: 'Registration is closed';
 * - after sending: 'Check your e-mail to confirm your seat' (the seats are held for the event's
 *   hold minutes; the link in the e-mail confirms them, decision 0047), "You're on the waitlist,
 *   number 3", or "You're already registered" (a new link is e-mailed).
 * Bad input is named next to its field and nothing is sent; a refusal of the server (closed,
 * full, too many) is shown above the button and keeps what was typed.
 *
 * @param submit - sends the registration; rejects with a {@link RegistrationError}.
 */
export function RegisterForm({
  availability,
  submit,
}: {
  availability: RegistrationAvailability;
  submit: (input: RegistrationInput) => Promise<RegistrationResult>;
}) {
  const idPrefix = useId().replace(/:/g, '');
  const [values, setValues] = useState<RegistrationInput>({
    name: '',
    email: '',
    party_size: 1,
    phone: '',
    answers: {},
  });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<RegistrationResult | null>(null);
  const { state, questions } = availability;

  if (result) return <RegistrationDone result={result} />;
  if (state === 'closed') return <p className="font-semibold text-slate-800">Registration is closed</p>;
  if (state === 'full') return <p className="font-semibold text-slate-800">This event is full.</p>;
  if (state === 'off') return null;

  const set = <K extends keyof RegistrationInput>(key: K, value: RegistrationInput[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = validateRegistration(values, questions);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      setResult(
        await submit({
          ...values,
          name: values.name.trim(),
          email: values.email.trim().toLowerCase(),
        }),
      );
    } catch (error) {
      setFailure(
        error instanceof RegistrationError ? error.message : 'Something went wrong. Please try again later.',
      );
    } finally {
      setPending(false);
    }
  }

  const text = (key: 'name' | 'email' | 'phone', label: string, type: string, autoComplete: string) => (
    <TextField
      id={`${idPrefix}-${key}`}
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={values[key]}
      error={errors[key]}
      required={key !== 'phone'}
      onChange={(value) => set(key, value)}
    />
  );
  const partyId = `${idPrefix}-party`;
  const waitlist = state === 'waitlist';

  return (
    <form
      method="post"
      noValidate
      aria-label={waitlist ? 'Join the waitlist' : 'Register'}
      onSubmit={(e) => void onSubmit(e)}
    >
      <p className="mb-4 font-semibold text-slate-800">
        {waitlist
          ? 'This event is full. Join the waitlist and we will e-mail you if a seat opens.'
          : seatsLeftText(availability.seats_left)}
      </p>
      <FieldGroup>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('name', 'Name', 'text', 'name')}
          {text('email', 'Email', 'email', 'email')}
          <Field>
            <FieldLabel htmlFor={partyId}>Party size</FieldLabel>
            <select
              id={partyId}
              value={values.party_size}
              onChange={(e) => set('party_size', Number(e.target.value))}
              className="h-11 rounded-md border border-slate-300 bg-white px-3 text-slate-900"
            >
              {Array.from({ length: 10 }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            <FieldError id={partyId} error={errors.party_size ? { message: errors.party_size } : undefined} />
          </Field>
          {text('phone', 'Phone (optional)', 'tel', 'tel')}
        </div>
        {questions.map((q) => (
          <Question
            key={q.id}
            q={q}
            idPrefix={idPrefix}
            value={values.answers[q.id]}
            error={errors[q.id]}
            onChange={(answer) =>
              setValues((v) => {
                const answers = { ...v.answers };
                if (answer === undefined) delete answers[q.id];
                else answers[q.id] = answer;
                return { ...v, answers };
              })
            }
          />
        ))}
        {failure ? (
          <p role="alert" className="font-medium text-red-700">
            {failure}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={pending} className="justify-self-start">
          {pending ? 'Sending...' : waitlist ? 'Join the waitlist' : 'Register'}
        </Button>
      </FieldGroup>
    </form>
  );
}
