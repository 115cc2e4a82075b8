import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { apiKeyKind, parseEnv } from './env-schema';

const URL_ = 'http://127.0.0.1:54321';
/** The Supabase CLI's local publishable and secret keys (`supabase status`). */
const PUBLISHABLE = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
const SECRET = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/** An unsigned JWT with the given payload (the browser check reads the payload only). */
function jwt(payload: Record<string, unknown>): string {
  const part = (value: unknown): string =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`;
}

const withKey = (key: string): Record<string, unknown> => ({
  VITE_SUPABASE_URL: URL_,
  VITE_SUPABASE_ANON_KEY: key,
});

/** The one line of the error message about the key. */
function keyMessage(key: string): string {
  try {
    parseEnv(withKey(key));
  } catch (error) {
    const line = (error as Error).message.split('\n').find((l) => l.includes('VITE_SUPABASE_ANON_KEY'));
    if (line) return line.trim();
  }
  throw new Error(`${key} was accepted`);
}

describe('parseEnv', () => {
  it('accepts the legacy anon JWT', () => {
    expect(parseEnv(withKey(LOCAL_ANON_KEY))).toEqual({
      VITE_SUPABASE_URL: URL_,
      VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    });
  });

  it('refuses VITE_CHURCH_TIME_ZONE: the time zone is the site setting (decision 0052)', () => {
    expect(() => parseEnv({ ...withKey(LOCAL_ANON_KEY), VITE_CHURCH_TIME_ZONE: 'America/Chicago' })).toThrow(
      /VITE_CHURCH_TIME_ZONE is no longer read: .*Settings/,
    );
  });

  it('accepts a publishable key', () => {
    expect(parseEnv(withKey(PUBLISHABLE)).VITE_SUPABASE_ANON_KEY).toBe(PUBLISHABLE);
  });

  it('refuses a secret key by name', () => {
    expect(keyMessage(SECRET)).toBe(
      '- VITE_SUPABASE_ANON_KEY is a secret key (sb_secret_…), which bypasses row-level security and must never reach a browser; use the project’s publishable key (sb_publishable_…) or its legacy anon key',
    );
  });

  it('refuses the service-role key by name', () => {
    expect(keyMessage(LOCAL_SERVICE_ROLE_KEY)).toBe(
      '- VITE_SUPABASE_ANON_KEY is the service-role key (JWT role "service_role"), which bypasses row-level security and must never reach a browser; use the project’s publishable key (sb_publishable_…) or its legacy anon key',
    );
  });

  it('refuses a JWT whose role is not anon, naming the role', () => {
    expect(keyMessage(jwt({ role: 'authenticated', sub: 'a0000000-0000-4000-8000-000000000001' }))).toBe(
      '- VITE_SUPABASE_ANON_KEY is a JWT whose role is "authenticated", not "anon"; use the project’s publishable key (sb_publishable_…) or its legacy anon key',
    );
    expect(keyMessage(jwt({ role: 'supabase_admin' }))).toContain(
      'whose role is "supabase_admin", not "anon"',
    );
  });

  it('refuses a JWT without a role, and a JWT-shaped string whose payload is not JSON', () => {
    const expected =
      '- VITE_SUPABASE_ANON_KEY is not a Supabase key: a JWT whose payload has no role (expected the anon key, role "anon")';
    expect(keyMessage(jwt({ iss: 'supabase' }))).toBe(expected);
    expect(keyMessage('aaa.bbb.ccc')).toBe(expected);
  });

  it('refuses anything else, naming both accepted kinds', () => {
    for (const key of ['not-a-key', 'sb_publishable_', 'sb_publishable_has space', 'pk_live_123']) {
      expect(keyMessage(key)).toBe(
        '- VITE_SUPABASE_ANON_KEY must be the project’s publishable key (sb_publishable_…) or its legacy anon key (a JWT)',
      );
    }
  });

  it('refuses a secret key or the service-role key in any other VITE_ variable (Vite ships them all)', () => {
    expect(() =>
      parseEnv({
        ...withKey(PUBLISHABLE),
        VITE_SUPABASE_SECRET_KEY: SECRET,
        VITE_SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
        SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
      }),
    ).toThrow(
      /VITE_SUPABASE_SECRET_KEY is a secret key \(sb_secret_…\)[^\n]*\n {2}- VITE_SUPABASE_SERVICE_ROLE_KEY is the service-role key/,
    );
    // Variables without the VITE_ prefix never reach the bundle, so they are not the browser's concern.
    expect(() =>
      parseEnv({ ...withKey(PUBLISHABLE), SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY }),
    ).not.toThrow();
  });

  it('names every bad variable in one message', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: 'not-a-jwt' })).toThrow(
      /VITE_SUPABASE_URL[\s\S]*VITE_SUPABASE_ANON_KEY/,
    );
    expect(() => parseEnv({ VITE_SUPABASE_URL: URL_ })).toThrow(
      'VITE_SUPABASE_ANON_KEY is required (the project’s publishable or anon key)',
    );
  });

  it('rejects a non-http URL', () => {
    expect(() =>
      parseEnv({ VITE_SUPABASE_URL: 'ftp://example.org', VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY }),
    ).toThrow(/VITE_SUPABASE_URL must be an http\(s\) URL/);
  });
});

describe('apiKeyKind', () => {
  it('tells the four kinds apart by their text', () => {
    expect(apiKeyKind(PUBLISHABLE)).toEqual({ kind: 'publishable' });
    expect(apiKeyKind(SECRET)).toEqual({ kind: 'secret' });
    expect(apiKeyKind(LOCAL_ANON_KEY)).toEqual({ kind: 'jwt', role: 'anon' });
    expect(apiKeyKind(LOCAL_SERVICE_ROLE_KEY)).toEqual({ kind: 'jwt', role: 'service_role' });
    expect(apiKeyKind(jwt({ role: 'anon', name: 'Église' }))).toEqual({ kind: 'jwt', role: 'anon' });
    expect(apiKeyKind('Bearer x')).toEqual({ kind: 'unknown' });
  });
});
