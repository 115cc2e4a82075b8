import { AuthApiError, AuthRetryableFetchError } from '@supabase/auth-js';
import { describe, expect, it } from 'vitest';
import { safeRedirect, SIGN_IN_MESSAGES, signInErrorMessage, signInPath } from './sign-in';

describe('safeRedirect', () => {
  it.each([
    ['/admin/gallery', '/admin/gallery'],
    ['/admin/testimonies?filter=all#top', '/admin/testimonies?filter=all#top'],
    ['/admin', '/admin'],
    [null, '/admin'],
    ['', '/admin'],
    ['/', '/admin'],
    ['/events', '/admin'],
    ['//evil.example/admin', '/admin'],
    ['https://evil.example/admin', '/admin'],
    ['/administrator', '/admin'],
    ['/admin/sign-in', '/admin'],
    ['/admin/../events', '/admin'],
  ])('%s -> %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });
});

describe('signInPath', () => {
  it('names the page to return to, except the staff home', () => {
    expect(signInPath('/admin/gallery?x=1')).toBe('/admin/sign-in?redirectTo=%2Fadmin%2Fgallery%3Fx%3D1');
    expect(signInPath('/admin')).toBe('/admin/sign-in');
  });
});

describe('signInErrorMessage', () => {
  it('maps Supabase Auth errors to what a person can act on', () => {
    expect(
      signInErrorMessage(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials')),
    ).toBe(SIGN_IN_MESSAGES.invalidCredentials);
    expect(
      signInErrorMessage(new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit')),
    ).toBe(SIGN_IN_MESSAGES.rateLimited);
    expect(signInErrorMessage(new AuthRetryableFetchError('Failed to fetch', 0))).toBe(
      SIGN_IN_MESSAGES.network,
    );
    expect(signInErrorMessage(new AuthRetryableFetchError('Bad gateway', 502))).toBe(
      SIGN_IN_MESSAGES.network,
    );
    expect(signInErrorMessage(new AuthApiError('Database error', 500, 'unexpected_failure'))).toBe(
      SIGN_IN_MESSAGES.other,
    );
  });
});
