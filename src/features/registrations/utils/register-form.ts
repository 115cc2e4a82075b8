import * as z from 'zod/mini';
import { EmailSchema, OptionalPhoneSchema, requiredPlainText } from '@/lib/validation';
import type { RegistrationInput, RegistrationQuestion, RegistrationResult } from '../api/registrations';

/** The register form's words (issue 32, decisions 0039 and 0047), in one place. */
export const REGISTER_TEXT = {
  register: 'Register',
  joinWaitlist: 'Join the waitlist',
  waitlistIntro: 'This event is full. Join the waitlist and we will e-mail you if a seat opens.',
  closed: 'Registration is closed',
  full: 'This event is full.',
  name: 'Name',
  email: 'Email',
  partySize: 'Party size',
  phone: 'Phone (optional)',
  optional: ' (optional)',
  yes: 'Yes',
  no: 'No',
  partySizeRange: 'Party size must be between 1 and 10',
  phoneTooLong: 'Phone must be at most 30 characters',
  answerRequired: 'Please answer this question',
  answerTooLong: 'At most 500 characters',
  failed: 'Something went wrong. Please try again later.',
  sending: 'Sending...',
  seatsLeft: (seats: number) => `${seats} ${seats === 1 ? 'seat' : 'seats'} left`,
  awaiting: 'Check your e-mail to confirm your seat',
  waitlisted: (place: number) => `You're on the waitlist, number ${place}`,
  alreadyRegistered: "You're already registered",
  linkSentAgain: "We've e-mailed you the link to your registration again.",
  waitlistDetail:
    "We've e-mailed you a link to your registration. If a seat opens, we'll e-mail you a link to take it.",
  holdDetail: (minutes: number) =>
    `We're holding your seats for ${minutes} minutes. Open the link in the e-mail we've sent you to confirm them; after that they are released.`,
} as const;

/** '12 seats left', '1 seat left'. */
export function seatsLeftText(seats: number): string {
  return REGISTER_TEXT.seatsLeft(seats);
}

/**
 * The sentence after sending (issue 32; decision 0047): seats held until the e-mailed link is
 * opened, waitlisted with the place, or already registered.
 */
export function resultText(result: RegistrationResult): string {
  if (result.status === 'awaiting') return REGISTER_TEXT.awaiting;
  if (result.status === 'waitlisted') return REGISTER_TEXT.waitlisted(result.waitlist_number ?? 1);
  return REGISTER_TEXT.alreadyRegistered;
}

/** What the e-mail asks of the person, after sending. */
export function doneDetail(result: RegistrationResult): string {
  if (result.status === 'already_registered') return REGISTER_TEXT.linkSentAgain;
  if (result.status === 'waitlisted') return REGISTER_TEXT.waitlistDetail;
  return REGISTER_TEXT.holdDetail(result.hold_minutes ?? 30);
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
function answerSchema(question: RegistrationQuestion) {
  return z.union([z.string(), z.boolean(), z.undefined()]).check(
    z.refine((answer) => !(question.required && isBlank(answer)), REGISTER_TEXT.answerRequired),
    z.refine((answer) => typeof answer !== 'string' || answer.length <= 500, REGISTER_TEXT.answerTooLong),
  );
}

/**
 * The register form's rules, as `register_for_event` checks them (decisions 0039, 0047), from
 * the shared field schemas (`@/lib/validation`): a name of at most 100 characters (the column's
 * limit), the one e-mail schema (trimmed, lowercased), party size 1–10, the one phone schema
 * (at most 30 characters, the column's limit), and the event's questions.
 *
 * @param questions - the event's questions (`RegistrationAvailability.questions`).
 * @returns a schema whose output is what is sent: blank answers left out.
 */
export function registrationSchema(questions: readonly RegistrationQuestion[]) {
  return z.object({
    name: requiredPlainText(REGISTER_TEXT.name, 100),
    email: EmailSchema,
    party_size: z
      .number()
      .check(
        z.int(REGISTER_TEXT.partySizeRange),
        z.minimum(1, REGISTER_TEXT.partySizeRange),
        z.maximum(10, REGISTER_TEXT.partySizeRange),
      ),
    phone: OptionalPhoneSchema.check(z.maxLength(30, REGISTER_TEXT.phoneTooLong)),
    answers: z.pipe(
      z.object(Object.fromEntries(questions.map((question) => [question.id, answerSchema(question)]))),
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
