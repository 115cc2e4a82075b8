import { describe, expect, it } from 'vitest';
import { ContactMessageSchema } from './contact-messages';

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
