import { describe, expect, it } from 'vitest';
import { findSecrets, secretsToFind } from '../../bench/check-secrets';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';

// The detector behind `npm run test:secrets` (the build must never carry a secret).
describe('findSecrets', () => {
  it('finds the service-role key, the JWT secret and any sb_secret_ key in built code', () => {
    expect(findSecrets(`const k="${LOCAL_SERVICE_ROLE_KEY}";`)).toEqual(['the local service-role key']);
    expect(findSecrets(`sign("${LOCAL_JWT_SECRET}")`)).toEqual(['the local JWT secret']);
    expect(findSecrets('headers:{apikey:"sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz"}')).toEqual([
      'a Supabase secret key (sb_secret_N7UN…)',
    ]);
  });

  it("finds a hosted project's secrets given in the environment", () => {
    const secrets = secretsToFind({
      SUPABASE_SERVICE_ROLE_KEY: 'eyJhosted.service.key',
      SUPABASE_JWT_SECRET: 'hosted-jwt-secret',
    });
    expect(findSecrets('x="eyJhosted.service.key"', secrets)).toEqual(['SUPABASE_SERVICE_ROLE_KEY']);
    expect(findSecrets('hosted-jwt-secret', secrets)).toEqual(['SUPABASE_JWT_SECRET']);
  });

  it('lets the public anon key and publishable keys through', () => {
    expect(findSecrets(`createClient(url, "${LOCAL_ANON_KEY}")`)).toEqual([]);
    expect(findSecrets('"sb_publishable_abc123def456"')).toEqual([]);
  });
});
