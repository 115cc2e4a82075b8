import type { Plural } from '@/lib/i18n/messages';

/** The outbox list's English text (see `../outbox.ts`). */
const en = {
  heading: { one: 'Waiting to be sent: # form', other: 'Waiting to be sent: # forms' } as Plural,
  hide: 'Hide',
  show: 'Show',
  intro:
    'Saved on this device while offline and sent when you’re back online. Anything not sent within 7 days is deleted.',
  saved: (when: string) => `Saved ${when}`,
  deletedAfter: (when: string) => `Deleted unsent after ${when}`,
  discard: 'Discard',
  /** The button's name: 'Discard prayer request saved Dec 6, 2:05 PM'. */
  discardLabel: (form: string, when: string) => `Discard ${form} saved ${when}`,
  discardText: 'It has not been sent. It will be deleted from this device and cannot be recovered.',
  discarding: 'Discarding...',
  close: 'Close',
  keep: 'Keep it',
  discardFailed: 'It could not be discarded. Please try again.',
  /** Each form (`OutboxForm`): its name, in a sentence, and the question before discarding it. */
  forms: {
    prayer: { name: 'Prayer request', inText: 'prayer request', question: 'Discard this prayer request?' },
    contact: {
      name: 'Contact message',
      inText: 'contact message',
      question: 'Discard this contact message?',
    },
    firstTimer: {
      name: 'First-time visitor card',
      inText: 'first-time visitor card',
      question: 'Discard this first-time visitor card?',
    },
    testimony: { name: 'Testimony', inText: 'testimony', question: 'Discard this testimony?' },
    newsletter: {
      name: 'Newsletter sign-up',
      inText: 'newsletter sign-up',
      question: 'Discard this newsletter sign-up?',
    },
    other: { name: 'Form', inText: 'form', question: 'Discard this form?' },
  },
};

export default en;
