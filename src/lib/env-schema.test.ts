import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema';

const anon = 'aaa.bbb.ccc';

describe('parseEnv', () => {
  it('accepts a URL and a JWT-shaped key and defaults the time zone', () => {
    expect(parseEnv({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: anon })).toEqual({
      VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
      VITE_SUPABASE_ANON_KEY: anon,
      VITE_CHURCH_TIME_ZONE: 'America/Indiana/Indianapolis',
    });
  });

  it('names every bad variable in one message', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: 'not-a-jwt' })).toThrow(
      /VITE_SUPABASE_URL[\s\S]*VITE_SUPABASE_ANON_KEY/,
    );
  });

  it('rejects a non-http URL', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'ftp://example.org', VITE_SUPABASE_ANON_KEY: anon })).toThrow(
      /VITE_SUPABASE_URL must be an http\(s\) URL/,
    );
  });
});
