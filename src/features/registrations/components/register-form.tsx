import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldGroup } from '@/components/ui/field';
import { formsMessages } from '@/i18n/forms';
import { registerMessages } from '@/i18n/register';
import { useMessages } from '@/lib/i18n/messages';
import {
  RegistrationError,
  type RegistrationAvailability,
  type RegistrationInput,
  type RegistrationResult,
} from '../api/registrations';
import {
  doneDetail,
  EMPTY_REGISTRATION,
  type RegisterText,
  registrationSchema,
  resultText,
  seatsLeftText,
  type RegistrationFormValues,
} from '../utils/register-form';
import { PersonFields, QuestionField } from './register-fields';

/** After sending: the sentence and what the e-mail asks (the link is only in the e-mail). */
function RegistrationDone({ result, text }: { result: RegistrationResult; text: RegisterText }) {
  return (
    <div role="status" className="grid gap-3">
      <p className="font-serif text-2xl font-bold text-brand-950">{resultText(result, text)}</p>
      <p className="text-slate-800">{doneDetail(result, text)}</p>
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
 * The words are the page's language's (`@/i18n/register`, loaded with the card); the name and
 * e-mail rules speak it through the shared `forms` messages, loaded with them.
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
  const text = useMessages(registerMessages);
  useMessages(formsMessages);
  const idPrefix = useId().replace(/:/g, '');
  const { state, questions } = availability;
  const resolver = useMemo(() => zodResolver(registrationSchema(questions, text)), [questions, text]);
  const form = useForm<RegistrationFormValues, unknown, RegistrationInput>({
    resolver,
    defaultValues: EMPTY_REGISTRATION,
  });
  const { isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<RegistrationResult | null>(null);

  if (result) return <RegistrationDone result={result} text={text} />;
  if (state === 'closed') return <p className="font-semibold text-slate-800">{text.closed}</p>;
  if (state === 'full') return <p className="font-semibold text-slate-800">{text.full}</p>;
  if (state === 'off') return null;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      setResult(await submit(input));
    } catch (error) {
      setFailure(error instanceof RegistrationError ? text.refusal(error.code, error.message) : text.failed);
    }
  });
  const waitlist = state === 'waitlist';

  return (
    <form
      method="post"
      noValidate
      aria-label={waitlist ? text.joinWaitlist : text.register}
      onSubmit={(event) => {
        setFailure(null);
        void onSubmit(event);
      }}
    >
      <p className="mb-4 font-semibold text-slate-800">
        {waitlist ? text.waitlistIntro : seatsLeftText(availability.seats_left, text)}
      </p>
      <FieldGroup>
        <PersonFields control={form.control} idPrefix={idPrefix} text={text} />
        {questions.map((question) => (
          <QuestionField
            key={question.id}
            control={form.control}
            question={question}
            idPrefix={idPrefix}
            text={text}
          />
        ))}
        {failure ? (
          <p role="alert" className="font-medium text-red-700">
            {failure}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={isSubmitting} className="justify-self-start">
          {isSubmitting ? text.sending : waitlist ? text.joinWaitlist : text.register}
        </Button>
      </FieldGroup>
    </form>
  );
}
