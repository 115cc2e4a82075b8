import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

describe('formatPrice', () => {
  it('shows a dollar sign and two decimals', () => {
    expect(formatPrice(18.99)).toBe('$18.99');
    expect(formatPrice(12)).toBe('$12.00');
    expect(formatPrice(14.5)).toBe('$14.50');
    expect(formatPrice(0)).toBe('$0.00');
  });

  it('rounds to cents and groups thousands', () => {
    expect(formatPrice(9.999)).toBe('$10.00');
    expect(formatPrice(1250)).toBe('$1,250.00');
  });

  it('accepts a numeric string', () => {
    expect(formatPrice('16.25')).toBe('$16.25');
  });

  it('shows nothing for a missing or invalid price', () => {
    expect(formatPrice(null)).toBe('');
    expect(formatPrice(undefined)).toBe('');
    expect(formatPrice('')).toBe('');
    expect(formatPrice('free')).toBe('');
    expect(formatPrice(Number.NaN)).toBe('');
  });
});
