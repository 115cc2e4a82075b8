import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldGroup } from '@/components/ui/field';
import {
  RegistrationError,
  type RegistrationAvailability,
  type RegistrationInput,
  type RegistrationResult,
} from '../api/registrations';
import {
  doneDetail,
  EMPTY_REGISTRATION,
  REGISTER_TEXT as TEXT,
  registrationSchema,
  resultText,
  seatsLeftText,
  type RegistrationFormValues,
} from '../utils/register-form';
import { PersonFields, QuestionField } from './register-fields';

/** After sending: the sentence and what the e-mail asks (the link is only in the e-mail). */
function RegistrationDone({ result }: { result: RegistrationResult }) {
  return (
    <div role="status" className="grid gap-3">
      <p className="font-serif text-2xl font-bold text-brand-950">{resultText(result)}</p>
      <p className="text-slate-800">{doneDetail(result)}</p>
    </div>
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
 * react-hook-form with {@link registrationSchema} (the shared field schemas): bad input is named
 * next to its field and nothing is sent; a refusal of the server (closed, full, too many) is
 * shown above the button and keeps what was typed.
 *
 * @param submit - sends the registration (name trimmed, e-mail trimmed and lowercased, blank
 *   answers left out); rejects with a {@link RegistrationError}.
 */
export function RegisterForm({
  availability,
  submit,
}: {
  availability: RegistrationAvailability;
  submit: (input: RegistrationInput) => Promise<RegistrationResult>;
}) {
  const idPrefix = useId().replace(/:/g, '');
  const { state, questions } = availability;
  const resolver = useMemo(() => zodResolver(registrationSchema(questions)), [questions]);
  const form = useForm<RegistrationFormValues, unknown, RegistrationInput>({
    resolver,
    defaultValues: EMPTY_REGISTRATION,
  });
  const { isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<RegistrationResult | null>(null);

  if (result) return <RegistrationDone result={result} />;
  if (state === 'closed') return <p className="font-semibold text-slate-800">{TEXT.closed}</p>;
  if (state === 'full') return <p className="font-semibold text-slate-800">{TEXT.full}</p>;
  if (state === 'off') return null;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      setResult(await submit(input));
    } catch (error) {
      setFailure(error instanceof RegistrationError ? error.message : TEXT.failed);
    }
  });
  const waitlist = state === 'waitlist';

  return (
    <form
      method="post"
      noValidate
      aria-label={waitlist ? TEXT.joinWaitlist : TEXT.register}
      onSubmit={(event) => {
        setFailure(null);
        void onSubmit(event);
      }}
    >
      <p className="mb-4 font-semibold text-slate-800">
        {waitlist ? TEXT.waitlistIntro : seatsLeftText(availability.seats_left)}
      </p>
      <FieldGroup>
        <PersonFields control={form.control} idPrefix={idPrefix} />
        {questions.map((question) => (
          <QuestionField key={question.id} control={form.control} question={question} idPrefix={idPrefix} />
        ))}
        {failure ? (
          <p role="alert" className="font-medium text-red-700">
            {failure}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={isSubmitting} className="justify-self-start">
          {isSubmitting ? TEXT.sending : waitlist ? TEXT.joinWaitlist : TEXT.register}
        </Button>
      </FieldGroup>
    </form>
  );
}
