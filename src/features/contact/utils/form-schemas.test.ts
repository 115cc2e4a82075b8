import { describe, expect, it } from 'vitest';
import { ContactMessageSchema, FirstTimerSchema, OptionalPhoneSchema } from './form-schemas';

const contact = {
  name: ' Jordan Lee ',
  email: 'Jordan@Example.org',
  phone: '',
  subject: 'Parking',
  message: 'Is there parking?\nThanks!',
};

function firstMessage(result: { error?: { issues: Array<{ message: string }> } }): string | undefined {
  return result.error?.issues[0]?.message;
}

describe('ContactMessageSchema', () => {
  it('accepts, trims and lowercases a valid message, keeping line breaks', () => {
    expect(ContactMessageSchema.parse(contact)).toEqual({
      name: 'Jordan Lee',
      email: 'jordan@example.org',
      phone: '',
      subject: 'Parking',
      message: 'Is there parking?\nThanks!',
    });
  });

  it.each([
    ['name', '   ', 'Name is required'],
    ['subject', '', 'Subject is required'],
    ['message', '\n\t ', 'Message is required'],
    ['email', '', 'Email is required'],
    ['email', 'jordan@localhost', 'Enter a valid email address'],
    ['email', 'jordan..lee@example.org', 'Enter a valid email address'],
    ['name', 'n'.repeat(121), 'Name must be at most 120 characters'],
    ['subject', 's'.repeat(201), 'Subject must be at most 200 characters'],
    ['message', 'm'.repeat(5001), 'Message must be at most 5000 characters'],
    ['name', 'Jordan\u0007', 'Name contains characters that are not allowed'],
    ['subject', 'Hi\nthere', 'Subject contains characters that are not allowed'],
    ['message', 'Hi\u0000', 'Message contains characters that are not allowed'],
    ['message', 'Hi\u0085', 'Message contains characters that are not allowed'],
    ['phone', 'call me', 'Enter a valid phone number, e.g. (317) 555-0142'],
  ])('refuses %s = %j with %j', (field, value, message) => {
    expect(firstMessage(ContactMessageSchema.safeParse({ ...contact, [field]: value }))).toBe(message);
  });
});

describe('FirstTimerSchema', () => {
  const firstTimer = { name: 'Avery', email: 'avery@example.org', phone: '', how_heard: '', comments: '' };

  it('accepts the required fields alone', () => {
    expect(FirstTimerSchema.parse(firstTimer)).toEqual(firstTimer);
  });

  it.each([
    ['name', '', 'Name is required'],
    ['email', 'avery@', 'Enter a valid email address'],
    ['how_heard', 'h'.repeat(201), 'How you heard about us must be at most 200 characters'],
    ['how_heard', 'A\nfriend', 'How you heard about us contains characters that are not allowed'],
    ['comments', 'c'.repeat(5001), 'Comments must be at most 5000 characters'],
    ['comments', 'Hi\u001b[2J', 'Comments contains characters that are not allowed'],
  ])('refuses %s = %j with %j', (field, value, message) => {
    expect(firstMessage(FirstTimerSchema.safeParse({ ...firstTimer, [field]: value }))).toBe(message);
  });

  it('keeps line breaks in the comments', () => {
    expect(FirstTimerSchema.parse({ ...firstTimer, comments: 'Two\nlines' }).comments).toBe('Two\nlines');
  });
});

describe('OptionalPhoneSchema', () => {
  it.each(['', '(317) 555-0142', '+1 317.555.0142', '3175550142'])('accepts %j', (phone) => {
    expect(OptionalPhoneSchema.safeParse(phone).success).toBe(true);
  });

  it.each(['12-34', 'call me', '+1 (317) 555-0142 ext 9', '1'.repeat(21), '317\u0007555'])(
    'refuses %j',
    (phone) => {
      expect(OptionalPhoneSchema.safeParse(phone).success).toBe(false);
    },
  );
});
