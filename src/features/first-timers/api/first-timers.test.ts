import { describe, expect, it } from 'vitest';
import { FirstTimerSchema } from './first-timers';

function firstMessage(result: { error?: { issues: Array<{ message: string }> } }): string | undefined {
  return result.error?.issues[0]?.message;
}

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
