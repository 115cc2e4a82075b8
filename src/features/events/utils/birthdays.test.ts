import { describe, expect, it } from 'vitest';
import { birthdayInYear } from './birthdays';

describe('birthdayInYear', () => {
  it('keeps month and day in the viewed year', () => {
    expect(birthdayInYear(1, 14, 2027)).toEqual({ year: 2027, month: 1, day: 14 });
    expect(birthdayInYear(12, 31, 2026)).toEqual({ year: 2026, month: 12, day: 31 });
  });

  it('moves 29 February to 28 February outside leap years', () => {
    expect(birthdayInYear(2, 29, 2027)).toEqual({ year: 2027, month: 2, day: 28 });
    expect(birthdayInYear(2, 29, 2100)).toEqual({ year: 2100, month: 2, day: 28 });
    expect(birthdayInYear(2, 29, 2028)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(birthdayInYear(2, 29, 2000)).toEqual({ year: 2000, month: 2, day: 29 });
  });

  it('rejects days that do not exist and missing values', () => {
    expect(birthdayInYear(4, 31, 2026)).toBeNull();
    expect(birthdayInYear(13, 1, 2026)).toBeNull();
    expect(birthdayInYear(0, 1, 2026)).toBeNull();
    expect(birthdayInYear(5, 0, 2026)).toBeNull();
    expect(birthdayInYear(null, 3, 2026)).toBeNull();
    expect(birthdayInYear(3, null, 2026)).toBeNull();
  });
});
