import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { findSecrets, secretsToFind } from '../../bench/check-secrets';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

// The detector behind `npm run test:secrets` (the build must never carry a secret).
describe('findSecrets', () => {
  it('finds the service-role key, the JWT secret and any sb_secret_ key in built code', () => {
    expect(findSecrets(`const k="${LOCAL_SERVICE_ROLE_KEY}";`)).toEqual(['the local service-role key']);
    expect(findSecrets(`sign("${LOCAL_JWT_SECRET}")`)).toEqual(['the local JWT secret']);
    expect(findSecrets('headers:{apikey:"sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz"}')).toEqual([
      'a Supabase secret key (sb_secret_N7UN…)',
    ]);
  });

  it("finds any project's service-role JWT by its role, even when the environment does not name it", () => {
    const payload = Buffer.from(
      JSON.stringify({ iss: 'supabase', ref: 'abcdefghijklmnop', role: 'service_role' }),
    ).toString('base64url');
    const hosted = `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${payload}.c2lnbmF0dXJl`;
    expect(findSecrets(`headers:{apikey:"${hosted}"}`)).toEqual(['a service-role JWT (eyJhbGciOiJIUz…)']);
  });

  it("finds a hosted project's secrets given in the environment", () => {
    const secrets = secretsToFind({
      SUPABASE_SERVICE_ROLE_KEY: 'eyJhosted.service.key',
      SUPABASE_JWT_SECRET: 'hosted-jwt-secret',
      SUPABASE_SECRET_KEY: 'sb_secret_hosted-project-key',
    });
    expect(findSecrets('k="sb_secret_hosted-project-key"', secrets)).toEqual(['SUPABASE_SECRET_KEY']);
    expect(findSecrets('x="eyJhosted.service.key"', secrets)).toEqual(['SUPABASE_SERVICE_ROLE_KEY']);
    expect(findSecrets('hosted-jwt-secret', secrets)).toEqual(['SUPABASE_JWT_SECRET']);
  });

  it('lets the public anon key and publishable keys through', () => {
    expect(findSecrets(`createClient(url, "${LOCAL_ANON_KEY}")`)).toEqual([]);
    expect(findSecrets('"sb_publishable_abc123def456"')).toEqual([]);
  });
});

// `vite.config.ts` runs the browser's own configuration check before a production build.
describe('vite build', () => {
  it('refuses to start with a secret key as the browser key, naming it', async () => {
    const run = promisify(execFile)(
      path.join(repoRoot, 'node_modules', '.bin', 'vite'),
      ['build', '--outDir', 'dist-refused'],
      {
        cwd: repoRoot,
        timeout: 50_000,
        env: {
          ...process.env,
          VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
          VITE_SUPABASE_ANON_KEY: 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz',
        },
      },
    );
    await expect(run).rejects.toMatchObject({
      stderr: expect.stringContaining('VITE_SUPABASE_ANON_KEY is a secret key (sb_secret_…)') as unknown,
    });
    expect(existsSync(path.join(repoRoot, 'dist-refused'))).toBe(false);
  }, 60_000);
});
