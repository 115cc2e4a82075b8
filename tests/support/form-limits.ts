import pg from 'pg';

/** Submissions per client and per form that the test stacks allow (far above any test's count). */
export const TEST_FORM_LIMIT = 1_000_000;

/**
 * Raises the public forms' flood limits (`private.form_limits`: `per_client` attempts per
 * `per_client_window`, `global_per_hour` stored rows; migrations `*_form_guard.sql` and
 * `*_form_guard_by_table.sql`) on a
 * throwaway test stack: every test reaches the API from 127.0.0.1, so the real limits (5 per
 * client in 10 minutes) would refuse the suites' own submissions. The flood tests put the real
 * limits back for their own run (tests/db/form-guard.test.ts).
 *
 * @param dbUrl - the stack's superuser connection string.
 */
export async function raiseFormLimits(dbUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query('update private.form_limits set per_client = $1, global_per_hour = $1', [
      TEST_FORM_LIMIT,
    ]);
  } finally {
    await client.end();
  }
}
