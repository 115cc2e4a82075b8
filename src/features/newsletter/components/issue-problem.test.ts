import { describe, expect, it } from 'vitest';
import { issueProblem } from './issue-composer';

describe('issueProblem', () => {
  const ok = { subject: 'Advent — “Hope”', preheader: 'This week', body: 'Hello' };

  it('passes one-line subjects and preheaders, Unicode included', () => {
    expect(issueProblem(ok)).toBeNull();
  });

  it.each([
    ['a CR LF header in the subject', { subject: 'Hello\r\nBcc: x@example.org' }],
    ['a tab in the subject', { subject: 'Hello\tthere' }],
    ['a C1 next-line in the preheader', { preheader: 'One\u0085two' }],
  ])('refuses %s, as the database does', (_name, change) => {
    expect(issueProblem({ ...ok, ...change })).toBe(
      'The subject and preheader must be one line, without line breaks or tabs.',
    );
  });

  it('asks for a subject and a body', () => {
    expect(issueProblem({ ...ok, subject: ' ' })).toBe('Enter a subject.');
    expect(issueProblem({ ...ok, body: '' })).toBe('Write the body of the issue.');
  });
});
