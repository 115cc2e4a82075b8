import { describe, expect, it } from 'vitest';
import { isRateLimited } from './rate-limit';

describe('isRateLimited', () => {
  it("recognises the flood limit's PostgREST error", () => {
    expect(isRateLimited({ code: 'rate_limited', message: 'Too many', details: null, hint: null })).toBe(
      true,
    );
  });

  it('leaves other errors alone', () => {
    expect(isRateLimited({ code: '23505', message: 'duplicate' })).toBe(false);
    expect(isRateLimited(new TypeError('Failed to fetch'))).toBe(false);
    expect(isRateLimited(null)).toBe(false);
    expect(isRateLimited('rate_limited')).toBe(false);
  });
});
