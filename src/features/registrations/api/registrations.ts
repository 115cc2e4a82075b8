import { queryOptions } from '@tanstack/react-query';
import { languageColumn, type ContentLanguage } from '@/lib/localized';
import { db } from '@/lib/supabase-rest';
import type { Enums } from '@/types/database.types';

/**
 * One custom question of an event's registration (docs/decisions/0039): `id` 'q1'–'q5', a label
 * of 1–200 characters, a kind (short text, yes/no, or one of 1–10 `options`), and whether an
 * answer is required.
 */
export interface RegistrationQuestion {
  id: string;
  label: string;
  kind: 'text' | 'yes_no' | 'choice';
  options?: string[];
  required?: boolean;
}

/**
 * Where registration for one date stands (`public.registration_availability`):
 * - `off`: the event does not take registrations (the form is not shown);
 * - `open`: `seats_left` seats left;
 * - `waitlist`: full, and the waitlist is on ('Join the waitlist');
 * - `full`: full, no waitlist;
 * - `closed`: past its closing time, or the date is cancelled ('Registration is closed').
 */
export type RegistrationState = 'off' | 'open' | 'waitlist' | 'full' | 'closed';

/** The answer of `public.registration_availability` (counts only; never a registrant). */
export interface RegistrationAvailability {
  event_id: string;
  /** `yyyy-mm-dd`, the occurrence's original date in the church's zone. */
  occurrence_date: string;
  title: string;
  location: string | null;
  /** ISO timestamps. */
  start_time: string;
  end_time: string | null;
  closes_at: string;
  state: RegistrationState;
  /** Seats; a party counts its size. */
  capacity: number;
  seats_left: number;
  waitlist: boolean;
  /** Minutes a sign-up holds its seats until the link in its e-mail is opened (decision 0047). */
  hold_minutes: number;
  questions: RegistrationQuestion[];
}

/** What a visitor sends: party size 1–10, phone optional (7–30 of digits, spaces, + ( ) . -). */
export interface RegistrationInput {
  name: string;
  email: string;
  party_size: number;
  phone: string;
  /** Question id → text, boolean (yes/no) or the chosen option; blank answers left out. */
  answers: Record<string, string | boolean>;
  /** The language stored with the registration (default: the page's; decision 0055). */
  language?: ContentLanguage;
}

/**
 * The answer of `public.register_for_event` (decision 0047): 'awaiting' holds the seats until
 * the link e-mailed to the address is opened; the key of the link is never in the answer.
 */
export interface RegistrationResult {
  status: 'awaiting' | 'waitlisted' | 'already_registered';
  /** 1 = next in line; null unless waitlisted. */
  waitlist_number?: number | null;
  /** ISO timestamp: until when the seats are held (awaiting only). */
  hold_expires_at?: string | null;
  /** How long the hold lasts, in minutes. */
  hold_minutes?: number;
}

/**
 * A registration as its owner sees it (`public.confirm_registration`, `registration_by_token`):
 * 'awaiting' holds seats until confirmed, 'expired' is a hold that ran out (its seats released).
 */
export interface OwnRegistration {
  status: Enums<'registration_status'>;
  name: string;
  email: string;
  party_size: number;
  waitlist_number: number | null;
  checked_in: boolean;
  /** ISO timestamp: the end of the hold (awaiting, expired), else null. */
  hold_expires_at: string | null;
  event:
    | (Omit<RegistrationAvailability, 'questions' | 'capacity' | 'waitlist'> & {
        confirmation_message: string | null;
      })
    | null;
}

/**
 * The codes the registration functions give in `details` (22023, HTTP 400), and the sentence a
 * visitor sees for each. 429 (the form flood guard) has its own sentence.
 */
export const REGISTRATION_ERRORS: Record<string, string> = {
  not_found: 'This event does not take registrations.',
  registration_closed: 'Registration is closed',
  full: 'Sorry, this event is full.',
  not_enough_seats: 'There are not enough seats left for a party this size. Try a smaller party.',
  invalid_name: 'Please enter your name.',
  invalid_email: 'Please enter a valid e-mail address.',
  invalid_phone: 'Please enter a valid phone number, or leave it empty.',
  invalid_party_size: 'Party size must be between 1 and 10.',
  invalid_answers: 'Please check your answers to the questions.',
  duplicate: 'This registration was already sent.',
  cancelled: 'This registration was cancelled.',
  expired: 'The seats held for this registration were released.',
  too_many_holds: 'Please confirm the seats you already hold (check your e-mail) before registering more.',
};

/** A failed registration call, with the sentence to show. */
export class RegistrationError extends Error {
  constructor(
    message: string,
    /** The function's code (`details`), 'rate_limited' or 'network'. */
    readonly code: string,
  ) {
    super(message);
    this.name = 'RegistrationError';
  }
}

interface PostgrestLikeError {
  code?: string;
  details?: string | null;
  message?: string;
}

/** Turns a PostgREST error into a {@link RegistrationError} with the visitor's sentence. */
export function toRegistrationError(error: PostgrestLikeError): RegistrationError {
  const code = error.details ?? '';
  if (code in REGISTRATION_ERRORS) return new RegistrationError(REGISTRATION_ERRORS[code]!, code);
  if (error.code === 'rate_limited' || /too many/i.test(error.message ?? '')) {
    return new RegistrationError(
      'Too many registrations from this connection. Please try again in a few minutes.',
      'rate_limited',
    );
  }
  return new RegistrationError('Something went wrong. Please try again later.', 'network');
}

// The generated types give these jsonb functions `Json`; the shapes are the functions' own
// (migration 20261129200000_event_registration.sql), so the answers are read as those shapes.
async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await (
    db.rpc as unknown as (
      fn: string,
      args: Record<string, unknown>,
    ) => PromiseLike<{ data: unknown; error: PostgrestLikeError | null }>
  )(name, args);
  if (error) throw toRegistrationError(error);
  return data as T;
}

/** Query keys and reads of registration (public side). */
export const registrationQueries = {
  all: ['registrations'] as const,
  /** Where registration for one date stands; null when the date does not exist. */
  availability: (eventId: string, date: string) =>
    queryOptions({
      queryKey: [...registrationQueries.all, 'availability', eventId, date] as const,
      queryFn: () =>
        rpc<RegistrationAvailability | null>('registration_availability', {
          event_id: eventId,
          occurrence_date: date,
        }),
      staleTime: 15_000,
    }),
  /**
   * Opening the link of an e-mail (`public.confirm_registration`, decision 0047): the
   * registration behind it, confirmed if it still held its seats. Throws RegistrationError
   * 'not_found' for a bad or replaced token.
   */
  byToken: (token: string) =>
    queryOptions({
      queryKey: [...registrationQueries.all, 'token', token] as const,
      queryFn: () => rpc<OwnRegistration>('confirm_registration', { token }),
      retry: false,
    }),
};

/**
 * Registers a party for one date (`public.register_for_event`; decisions 0039, 0047): seats
 * found are held until the link e-mailed to the address is opened.
 *
 * @throws RegistrationError with the visitor's sentence (closed, full, bad input, 429).
 */
export function registerForEvent(
  eventId: string,
  date: string,
  input: RegistrationInput,
): Promise<RegistrationResult> {
  return rpc<RegistrationResult>('register_for_event', {
    event_id: eventId,
    occurrence_date: date,
    name: input.name,
    email: input.email,
    party_size: input.party_size,
    phone: input.phone.trim() === '' ? null : input.phone.trim(),
    answers: input.answers,
    ...languageColumn(input.language),
  });
}

/**
 * Changes the party size (1–10) of the registration behind `token`.
 *
 * @throws RegistrationError (not_enough_seats, registration_closed, cancelled, not_found).
 */
export function changeRegistration(token: string, partySize: number): Promise<OwnRegistration> {
  return rpc<OwnRegistration>('change_registration', { token, party_size: partySize });
}

/**
 * Cancels the registration behind `token`; its seats go to the waitlist.
 *
 * @throws RegistrationError not_found.
 */
export function cancelRegistration(token: string): Promise<OwnRegistration> {
  return rpc<OwnRegistration>('cancel_registration', { token });
}
