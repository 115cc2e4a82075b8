import { describe, expect, it } from 'vitest';
import { parseAuthLink } from './auth-link';

describe('parseAuthLink', () => {
  it("reads GoTrue's implicit-flow session from the fragment", () => {
    expect(
      parseAuthLink('', '#access_token=a.b.c&expires_in=3600&refresh_token=r1&token_type=bearer&type=invite'),
    ).toEqual({ kind: 'session', accessToken: 'a.b.c', refreshToken: 'r1', type: 'invite' });
  });

  it('reads the error from the fragment or the query (the query first)', () => {
    expect(
      parseAuthLink(
        '',
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      ),
    ).toEqual({ kind: 'error', code: 'otp_expired', description: 'Email link is invalid or has expired' });
    expect(
      parseAuthLink('?error=server_error&error_description=Boom', '#access_token=a&refresh_token=b'),
    ).toEqual({
      kind: 'error',
      code: 'server_error',
      description: 'Boom',
    });
  });

  it('finds nothing without both tokens or an error', () => {
    expect(parseAuthLink('', '')).toEqual({ kind: 'none' });
    expect(parseAuthLink('?redirectTo=%2Fadmin', '#access_token=only')).toEqual({ kind: 'none' });
    expect(parseAuthLink('', '#section-2')).toEqual({ kind: 'none' });
  });

  // Issue 29: `?access_token=…&refresh_token=…` signed whoever opened the address into the
  // account of those tokens (the query overrode the fragment, as auth-js's parser lets it).
  it('never takes tokens from the query', () => {
    expect(parseAuthLink('?access_token=theirs&refresh_token=theirs-r&type=recovery', '')).toEqual({
      kind: 'none',
    });
    expect(
      parseAuthLink(
        '?access_token=theirs&refresh_token=theirs-r&type=magiclink',
        '#access_token=mine&refresh_token=mine-r&expires_in=3600&token_type=bearer&type=recovery',
      ),
    ).toEqual({ kind: 'session', accessToken: 'mine', refreshToken: 'mine-r', type: 'recovery' });
    expect(parseAuthLink('?refresh_token=theirs-r', '#access_token=mine')).toEqual({ kind: 'none' });
  });
});
