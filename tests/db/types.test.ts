import { readFile } from 'node:fs/promises';
import { expect, inject, it } from 'vitest';
import { generateDatabaseTypes } from '../../supabase/local/supabase-cli';

// The committed types are generated from the migrations, never edited by hand (docs/architecture.md §4).
// Regenerate with `npm run db:types` after changing a migration.
it('src/types/database.types.ts matches the migrations', { timeout: 180_000 }, async () => {
  const generated = await generateDatabaseTypes(inject('dbUrl'));
  const committed = await readFile(new URL('../../src/types/database.types.ts', import.meta.url), 'utf8');
  expect(committed.trim(), 'database.types.ts is stale: run `npm run db:types`').toBe(generated.trim());
});
