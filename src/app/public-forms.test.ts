import { describe, expect, it } from 'vitest';
import { ContactMessageSchema } from '@/features/contact/api/contact-messages';
import { FirstTimerSchema } from '@/features/first-timers/api/first-timers';
import { NewsletterSchema } from '@/features/newsletter/api/newsletter';
import { PrayerRequestSchema } from '@/features/prayer/api/prayer-requests';
import { TestimonySchema } from '@/features/testimonies/api/submit-testimony';

/**
 * The five public forms refuse in the browser, with a message, the bad input that the database
 * refuses for direct API calls (tests/db/public-forms.test.ts): blank and whitespace-only
 * required fields, zero-width and control characters, malformed and over-long e-mails, over-long
 * fields and a 1 MB body. Each case must fail the form's schema with a message naming a field;
 * nothing is sent when the schema fails (each form's component test checks that).
 */
const ONE_MB = 'x'.repeat(1024 * 1024);

type Schema = {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
};
type Case = [label: string, values: Record<string, unknown>];

const contact = {
  name: 'Jordan Lee',
  email: 'jordan@example.org',
  phone: '(317) 555-0199',
  subject: 'Parking',
  message: 'Is there parking on site?',
};
const firstTimer = {
  name: 'Avery',
  email: 'avery@example.org',
  phone: '',
  how_heard: 'A friend',
  comments: 'Looking forward to Sunday',
};
const newsletter = { email: 'ruth@example.org' };
const prayer = {
  name: 'Sam',
  email: 'sam@example.org',
  request_details: 'Please pray for my mother.',
  is_public: false,
};
const testimony = {
  submitter_name: 'Grace',
  testimony_title: 'Healed',
  testimony_content: 'God provided for us.',
};

const FORMS: [name: string, schema: Schema, valid: Record<string, unknown>, cases: Case[]][] = [
  [
    'contact',
    ContactMessageSchema,
    contact,
    [
      ['blank name', { ...contact, name: '' }],
      ['whitespace-only subject', { ...contact, subject: ' \t ' }],
      ['a message of zero-width spaces', { ...contact, message: '\u200b\u200b' }],
      ['a message of no-break spaces', { ...contact, message: '\u00a0\u3000' }],
      ['e-mail without @', { ...contact, email: 'jordan.example.org' }],
      ['e-mail without a top-level domain', { ...contact, email: 'jordan@localhost' }],
      ['e-mail with a doubled dot', { ...contact, email: 'jordan..lee@example.org' }],
      ['e-mail over 254 characters', { ...contact, email: `${'j'.repeat(250)}@example.org` }],
      ['name over 120 characters', { ...contact, name: 'n'.repeat(121) }],
      ['a 1 MB message', { ...contact, message: ONE_MB }],
      ['a bell character in the name', { ...contact, name: 'Jordan\u0007' }],
      ['a NUL character in the message', { ...contact, message: 'Hi\u0000' }],
      ['a phone made of letters', { ...contact, phone: 'call me maybe' }],
    ],
  ],
  [
    'first-timer',
    FirstTimerSchema,
    firstTimer,
    [
      ['blank name', { ...firstTimer, name: '' }],
      ['whitespace-only name', { ...firstTimer, name: '\u00a0 \t ' }],
      ['a name of zero-width characters', { ...firstTimer, name: '\u2060\ufeff' }],
      ['blank e-mail', { ...firstTimer, email: '' }],
      ['e-mail without a domain', { ...firstTimer, email: 'avery@' }],
      ['e-mail with two @', { ...firstTimer, email: 'avery@@example.org' }],
      ['e-mail starting with a dot', { ...firstTimer, email: '.avery@example.org' }],
      ['name over 120 characters', { ...firstTimer, name: 'n'.repeat(121) }],
      ['how heard over 200 characters', { ...firstTimer, how_heard: 'h'.repeat(201) }],
      ['1 MB of comments', { ...firstTimer, comments: ONE_MB }],
      ['a backspace in the name', { ...firstTimer, name: 'Avery\b' }],
      ['an escape character in the comments', { ...firstTimer, comments: 'Hi \u001b' }],
      ['a phone with too few digits', { ...firstTimer, phone: '12-34' }],
    ],
  ],
  [
    'newsletter',
    NewsletterSchema,
    newsletter,
    [
      ['blank e-mail', { email: '' }],
      ['whitespace-only e-mail', { email: '   ' }],
      ['a zero-width space alone', { email: '\u200b' }],
      ['e-mail without @', { email: 'ruth.example.org' }],
      ['e-mail without a top-level domain', { email: 'ruth@localhost' }],
      ['e-mail with a doubled dot', { email: 'ruth..ann@example.org' }],
      ['e-mail with a space', { email: 'ru th@example.org' }],
      ['e-mail with a zero-width space', { email: 'ru\u200bth@example.org' }],
      ['e-mail with a control character', { email: 'ru\u0007th@example.org' }],
      ['e-mail over 254 characters', { email: `${'r'.repeat(250)}@example.org` }],
      ['a 1 MB e-mail', { email: `${ONE_MB}@example.org` }],
      ['e-mail with two @', { email: 'ruth@@example.org' }],
    ],
  ],
  [
    'prayer',
    PrayerRequestSchema,
    prayer,
    [
      ['blank request', { ...prayer, request_details: '' }],
      ['whitespace-only request', { ...prayer, request_details: ' \n\t ' }],
      ['a request of no-break spaces', { ...prayer, request_details: '\u00a0\u3000' }],
      ['a request of zero-width spaces', { ...prayer, request_details: '\u200b\u200c\u2060' }],
      ['request over 5000 characters', { ...prayer, request_details: 'p'.repeat(5001) }],
      ['a 1 MB request', { ...prayer, request_details: ONE_MB }],
      ['a NUL character in the request', { ...prayer, request_details: 'Pray\u0000' }],
      ['an escape character in the name', { ...prayer, name: 'Sam\u001b' }],
      ['name over 120 characters', { ...prayer, name: 'n'.repeat(121) }],
      ['a malformed e-mail', { ...prayer, email: 'sam@@example' }],
      ['e-mail with a doubled dot', { ...prayer, email: 'sam..lee@example.org' }],
      ['e-mail over 254 characters', { ...prayer, email: `${'s'.repeat(250)}@example.org` }],
    ],
  ],
  [
    'testimony',
    TestimonySchema,
    testimony,
    [
      ['blank content', { ...testimony, testimony_content: '' }],
      ['whitespace-only content', { ...testimony, testimony_content: '\n  \n' }],
      ['content of zero-width characters', { ...testimony, testimony_content: '\ufeff\u200d' }],
      ['content of no-break spaces', { ...testimony, testimony_content: '\u00a0' }],
      ['content over 5000 characters', { ...testimony, testimony_content: 't'.repeat(5001) }],
      ['1 MB of content', { ...testimony, testimony_content: ONE_MB }],
      ['a bell character in the name', { ...testimony, submitter_name: 'Grace\u0007' }],
      ['a C1 control in the title', { ...testimony, testimony_title: 'Healed\u0085' }],
      ['a vertical tab in the content', { ...testimony, testimony_content: 'Hi\u000b there' }],
      ['a line feed in the title', { ...testimony, testimony_title: 'Healed\nand more' }],
      ['title over 200 characters', { ...testimony, testimony_title: 't'.repeat(201) }],
      ['name over 120 characters', { ...testimony, submitter_name: 'n'.repeat(121) }],
    ],
  ],
];

describe.each(FORMS)('the %s form', (_name, schema, valid, cases) => {
  it('has at least 12 bad-input cases and accepts a well-formed submission', () => {
    expect(cases.length).toBeGreaterThanOrEqual(12);
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each(cases)('refuses %s with a message', (_label, values) => {
    const result = schema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/\w/);
  });
});
