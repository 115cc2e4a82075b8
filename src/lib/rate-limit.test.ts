import { describe, expect, it } from 'vitest';
import { isRateLimited } from './rate-limit';

describe('isRateLimited', () => {
  it("recognises the flood limit's PostgREST error", () => {
    expect(isRateLimited({ code: 'rate_limited', message: 'Too many', details: null, hint: null })).toBe(
      true,
    );
  });

  it("recognises PostgREST's PT429 and any error the data client marked with status 429", () => {
    expect(isRateLimited({ code: 'PT429', message: 'slow down' })).toBe(true);
    expect(isRateLimited({ code: '', message: 'Too Many Requests', status: 429 })).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isRateLimited({ code: '', message: '<html>429</html>' })).toBe(false);
    expect(isRateLimited({ code: 'XX000', message: 'internal', status: 500 })).toBe(false);
    expect(isRateLimited({ code: '23505', message: 'duplicate' })).toBe(false);
    expect(isRateLimited(new TypeError('Failed to fetch'))).toBe(false);
    expect(isRateLimited(null)).toBe(false);
    expect(isRateLimited('rate_limited')).toBe(false);
  });
});
