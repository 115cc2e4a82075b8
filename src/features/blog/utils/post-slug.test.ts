import { describe, expect, it } from 'vitest';
import { MAX_SLUG_LENGTH, slugFromTitle, slugProblem } from './post-slug';
import { postStatus } from './post-status';

describe('slugFromTitle', () => {
  it.each([
    ['Grace & Peace: Week 1!', 'grace-peace-week-1'],
    ['  Rooted in Prayer  ', 'rooted-in-prayer'],
    ['Café crème – Noël', 'cafe-creme-noel'],
    ['Über--Double   Spaces', 'uber-double-spaces'],
    ['¡¿?!', ''],
  ])('%j becomes %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it('cuts long titles to the column limit without a trailing hyphen', () => {
    const slug = slugFromTitle(`${'a'.repeat(199)} bcd`);
    expect(slug).toBe('a'.repeat(199));
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slugProblem(slugFromTitle('word '.repeat(80)))).toBeNull();
  });
});

describe('slugProblem', () => {
  it.each(['rooted-in-prayer', 'a', '2026-thanksgiving', 'x'.repeat(200)])('accepts %j', (slug) => {
    expect(slugProblem(slug)).toBeNull();
  });

  it('asks for a slug when blank', () => {
    expect(slugProblem('')).toBe('Enter a slug.');
  });

  it.each(['Capital', 'two--hyphens', '-leading', 'trailing-', 'with space', ' padded', 'üml', 'a/b'])(
    'refuses %j with the rule',
    (slug) => {
      expect(slugProblem(slug)).toMatch(/^Use lowercase letters, digits and single hyphens/);
    },
  );

  it('refuses more than 200 characters', () => {
    expect(slugProblem('x'.repeat(201))).toBe('Use at most 200 characters.');
  });
});

describe('postStatus', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('null is a draft, the future is scheduled, now or the past is published', () => {
    expect(postStatus(null, now)).toBe('draft');
    expect(postStatus('2026-11-25T12:00:01Z', now)).toBe('scheduled');
    expect(postStatus('2026-11-25T12:00:00Z', now)).toBe('published');
    expect(postStatus('2020-01-01T00:00:00Z', now)).toBe('published');
  });
});
