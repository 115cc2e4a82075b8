import { formatDate } from '@/lib/dates';
import type { Plural } from '@/lib/i18n/messages';

/** The registration page's English text (see `../manage-registration.ts`). */
const en = {
  title: 'Your registration',
  metaDescription: 'See, change or cancel your registration.',
  loading: 'Loading your registration',
  notFoundTitle: 'Registration not found',
  notFoundText:
    'This link is not valid, or a newer e-mail replaced it. Please use the link in the latest e-mail about your registration.',
  failed: 'Something went wrong. Please try again later.',
  /** When the date starts, in the church's time zone. */
  when: (iso: string) => formatDate(iso, 'EEEE, MMMM d, yyyy, h:mm a'),
  cancelled: 'This registration is cancelled.',
  released: 'Your seats were released',
  waitlisted: (place: number) => `You're on the waitlist, number ${place}`,
  awaiting: 'Check your e-mail to confirm your seat',
  registered: "You're registered",
  releasedText: 'The link in our e-mail was not opened in time, so the seats we held for you were released.',
  registerAgain: 'If seats are left, you can register again on the event page.',
  party: (name: string, size: number, email: string) => `${name}, party of ${size}. We e-mail ${email}.`,
  partySize: 'Party size',
  changePartySize: 'Change party size',
  seatsLeft: { one: '# seat left', other: '# seats left' } as Plural,
  cancelGroup: 'Cancel registration',
  cancelQuestion: 'Cancel your registration?',
  cancelYes: 'Yes, cancel it',
  cancelNo: 'Keep it',
  cancel: 'Cancel registration',
  /**
   * The sentence of a refused change or cancellation, by the API's code (`RegistrationError.code`);
   * English shows the API's own sentence.
   */
  refusal: (_code: string, sentence: string) => sentence,
};

export default en;
