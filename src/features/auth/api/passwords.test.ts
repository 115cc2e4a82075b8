import { AuthApiError, AuthRetryableFetchError, AuthSessionMissingError } from '@supabase/auth-js';
import { describe, expect, it } from 'vitest';
import { NewPasswordSchema, PASSWORD_MESSAGES, passwordErrorMessage, WelcomeSchema } from './passwords';

describe('passwordErrorMessage', () => {
  it.each([
    [new AuthApiError('Password is known to be weak', 422, 'weak_password'), PASSWORD_MESSAGES.weak],
    [
      new AuthApiError('New password should be different', 422, 'same_password'),
      PASSWORD_MESSAGES.samePassword,
    ],
    [
      new AuthApiError('Reauthentication required', 400, 'reauthentication_needed'),
      PASSWORD_MESSAGES.reauthenticate,
    ],
    [
      new AuthApiError('email rate limit exceeded', 429, 'over_email_send_rate_limit'),
      PASSWORD_MESSAGES.rateLimited,
    ],
    [new AuthApiError('Session not found', 403, 'session_not_found'), PASSWORD_MESSAGES.expiredSession],
    [new AuthSessionMissingError(), PASSWORD_MESSAGES.expiredSession],
    [new AuthRetryableFetchError('Failed to fetch', 0), PASSWORD_MESSAGES.network],
    [new TypeError('Failed to fetch'), PASSWORD_MESSAGES.network],
    [new AuthApiError('Database error', 500, 'unexpected_failure'), PASSWORD_MESSAGES.other],
  ])('%s -> %s', (error, message) => {
    expect(passwordErrorMessage(error)).toBe(message);
  });
});

describe('password rules', () => {
  it('needs at least 10 characters, at most 72 bytes, typed the same twice', () => {
    expect(NewPasswordSchema.safeParse({ password: '123456789', confirm: '123456789' }).success).toBe(false);
    expect(NewPasswordSchema.safeParse({ password: '1234567890', confirm: '1234567890' }).success).toBe(true);
    expect(NewPasswordSchema.safeParse({ password: '1234567890', confirm: '1234567891' }).success).toBe(
      false,
    );
    // 36 two-byte characters are 72 bytes; 37 are too many for bcrypt.
    expect(NewPasswordSchema.safeParse({ password: 'é'.repeat(36), confirm: 'é'.repeat(36) }).success).toBe(
      true,
    );
    expect(NewPasswordSchema.safeParse({ password: 'é'.repeat(37), confirm: 'é'.repeat(37) }).success).toBe(
      false,
    );
  });

  it('trims the display name and requires one', () => {
    const ok = WelcomeSchema.safeParse({
      displayName: '  Ann ',
      password: 'long enough!',
      confirm: 'long enough!',
    });
    expect(ok.success && ok.data.displayName).toBe('Ann');
    expect(
      WelcomeSchema.safeParse({ displayName: '   ', password: 'long enough!', confirm: 'long enough!' })
        .success,
    ).toBe(false);
  });
});
