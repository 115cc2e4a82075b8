import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { IssueSchema, ONE_LINE_MESSAGE, type IssueValues } from './issue-form';

/** The messages the schema gives `values`, by field. */
function problems(values: IssueValues): Record<string, string> {
  const result = z.safeParse(IssueSchema, values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('IssueSchema', () => {
  const ok: IssueValues = {
    subject: 'Advent — “Hope”',
    preheader: 'This week',
    body: 'Hello',
    subject_es: '',
    preheader_es: '',
    body_es: '',
    when: '',
  };

  it('passes one-line subjects and preheaders, Unicode included', () => {
    expect(problems(ok)).toEqual({});
  });

  it.each([
    ['a CR LF header in the subject', { subject: 'Hello\r\nBcc: x@example.org' }, 'subject'],
    ['a tab in the subject', { subject: 'Hello\tthere' }, 'subject'],
    ['a C1 next-line in the preheader', { preheader: 'One\u0085two' }, 'preheader'],
    ['a CR LF header in the Spanish subject', { subject_es: 'Hola\r\nBcc: x@example.org' }, 'subject_es'],
    ['a tab in the Spanish preheader', { preheader_es: 'Esta\tsemana' }, 'preheader_es'],
  ])('refuses %s, as the database does', (_name, change, field) => {
    expect(problems({ ...ok, ...change })).toEqual({ [field]: ONE_LINE_MESSAGE });
  });

  it('takes the Spanish edition as optional, with the English limits', () => {
    expect(problems({ ...ok, subject_es: 'Adviento', body_es: 'Hola' })).toEqual({});
    expect(problems({ ...ok, subject_es: 'a'.repeat(151), preheader_es: 'b'.repeat(201) })).toEqual({
      subject_es: 'The Spanish subject must be at most 150 characters.',
      preheader_es: 'The Spanish preheader must be at most 200 characters.',
    });
  });

  it('asks for a subject and a body', () => {
    expect(problems({ ...ok, subject: ' ' })).toEqual({ subject: 'Enter a subject.' });
    expect(problems({ ...ok, body: '' })).toEqual({ body: 'Write the body of the issue.' });
  });
});
