import type { Plural } from '@/lib/i18n/messages';

/** The register form's English text (see `../register.ts`). */
const en = {
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
  seatsLeft: { one: '# seat left', other: '# seats left' } as Plural,
  awaiting: 'Check your e-mail to confirm your seat',
  waitlisted: (place: number) => `You're on the waitlist, number ${place}`,
  alreadyRegistered: "You're already registered",
  linkSentAgain: "We've e-mailed you the link to your registration again.",
  waitlistDetail:
    "We've e-mailed you a link to your registration. If a seat opens, we'll e-mail you a link to take it.",
  holdDetail: (minutes: number) =>
    `We're holding your seats for ${minutes} minutes. Open the link in the e-mail we've sent you to confirm them; after that they are released.`,
  /**
   * The sentence of a refused registration, by the API's code (`RegistrationError.code`);
   * English shows the API's own sentence.
   */
  refusal: (_code: string, sentence: string) => sentence,
};

export default en;
