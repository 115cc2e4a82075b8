import * as z from 'zod/mini';
import { EmailSchema, field, OptionalPhoneSchema, requiredPlainText } from '@/lib/validation';
import type RegisterMessages from '@/i18n/register/en';
import { plural } from '@/lib/i18n/messages';
import type { RegistrationInput, RegistrationQuestion, RegistrationResult } from '../api/registrations';

/** The register form's words in the page's language (`@/i18n/register`). */
export type RegisterText = typeof RegisterMessages;

/** '12 seats left', '1 seat left' ('Quedan 12 lugares'). */
export function seatsLeftText(seats: number, text: RegisterText): string {
  return plural(text.seatsLeft, seats);
}

/**
 * The sentence after sending (issue 32; decision 0047): seats held until the e-mailed link is
 * opened, waitlisted with the place, or already registered.
 */
export function resultText(result: RegistrationResult, text: RegisterText): string {
  if (result.status === 'awaiting') return text.awaiting;
  if (result.status === 'waitlisted') return text.waitlisted(result.waitlist_number ?? 1);
  return text.alreadyRegistered;
}

/** What the e-mail asks of the person, after sending. */
export function doneDetail(result: RegistrationResult, text: RegisterText): string {
  if (result.status === 'already_registered') return text.linkSentAgain;
  if (result.status === 'waitlisted') return text.waitlistDetail;
  return text.holdDetail(result.hold_minutes ?? 30);
}

/** An answer as the form holds it: text, yes/no, the option chosen, or none yet. */
export type AnswerValue = string | boolean | undefined;

/** The register form as typed: party size 1–10 from its list, the answers by question id. */
export interface RegistrationFormValues {
  name: string;
  email: string;
  party_size: number;
  phone: string;
  answers: Record<string, AnswerValue>;
}

/** The form's first state: party of 1, nothing typed, no answer. */
export const EMPTY_REGISTRATION: RegistrationFormValues = {
  name: '',
  email: '',
  party_size: 1,
  phone: '',
  answers: {},
};

const isBlank = (answer: AnswerValue) =>
  answer === undefined || (typeof answer === 'string' && !answer.trim());

/** One question's answer: required ones answered, text at most 500 characters. */
function answerSchema(question: RegistrationQuestion, text: RegisterText) {
  return z.union([z.string(), z.boolean(), z.undefined()]).check(
    z.refine((answer) => !(question.required && isBlank(answer)), text.answerRequired),
    z.refine((answer) => typeof answer !== 'string' || answer.length <= 500, text.answerTooLong),
  );
}

/**
 * The register form's rules, as `register_for_event` checks them (decisions 0039, 0047), from
 * the shared field schemas (`@/lib/validation`): a name of at most 100 characters (the column's
 * limit), the one e-mail schema (trimmed, lowercased), party size 1–10, the one phone schema
 * (at most 30 characters, the column's limit), and the event's questions.
 *
 * @param questions - the event's questions (`RegistrationAvailability.questions`).
 * @param text - the register form's words in the page's language (the name and e-mail rules
 *   speak it through the shared `forms` messages).
 * @returns a schema whose output is what is sent: blank answers left out.
 */
export function registrationSchema(questions: readonly RegistrationQuestion[], text: RegisterText) {
  return z.object({
    name: requiredPlainText(field('name'), 100),
    email: EmailSchema,
    party_size: z
      .number()
      .check(
        z.int(text.partySizeRange),
        z.minimum(1, text.partySizeRange),
        z.maximum(10, text.partySizeRange),
      ),
    phone: OptionalPhoneSchema.check(z.maxLength(30, text.phoneTooLong)),
    answers: z.pipe(
      z.object(Object.fromEntries(questions.map((question) => [question.id, answerSchema(question, text)]))),
      z.transform((answers): RegistrationInput['answers'] => {
        const given: RegistrationInput['answers'] = {};
        for (const [id, answer] of Object.entries(answers)) {
          if (answer !== undefined && !isBlank(answer)) given[id] = answer;
        }
        return given;
      }),
    ),
  });
}
