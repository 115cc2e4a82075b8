import { describe, expect, it } from 'vitest';
import { birthdaySchema } from './staff-birthdays';

describe('the birthday form rules', () => {
  const schema = birthdaySchema(new Date('2026-11-25T12:00:00Z'));
  const messages = (value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('accepts a name and a real past date, trimming the name', () => {
    expect(schema.parse({ member_name: '  Ruth Okafor ', birth_date: '1990-02-28' })).toEqual({
      member_name: 'Ruth Okafor',
      birth_date: '1990-02-28',
    });
  });

  it.each([
    [{ member_name: ' ', birth_date: '1990-01-01' }, ['Name is required']],
    [{ member_name: 'x'.repeat(121), birth_date: '1990-01-01' }, ['Name must be at most 120 characters']],
    [{ member_name: 'Ruth', birth_date: '' }, ['Date of birth is required']],
    [{ member_name: 'Ruth', birth_date: '1990-02-30' }, ['Enter a real date of birth, not in the future']],
    [{ member_name: 'Ruth', birth_date: '2026-11-26' }, ['Enter a real date of birth, not in the future']],
    [{ member_name: 'Ruth', birth_date: '1899-12-31' }, ['Enter a real date of birth, not in the future']],
  ])('refuses %j', (value, expected) => {
    expect(messages(value)).toEqual(expected);
  });
});
