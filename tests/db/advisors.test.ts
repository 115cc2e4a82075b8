import { readFile } from 'node:fs/promises';
import { expect, inject, it } from 'vitest';
import { supabaseCli } from '../../supabase/local/supabase-cli';

interface Lint {
  name: string;
  level: 'ERROR' | 'WARN' | 'INFO';
  title?: string;
  detail?: string;
  cacheKey?: string;
}

/**
 * Supabase's database advisors (the splinter lints) must report no ERROR. Every WARN is listed
 * with its reason in docs/decisions/0004-database-advisor-warnings.md; a new WARN fails here
 * until it is recorded there.
 */
it('supabase db advisors reports no ERROR and only recorded WARNs', { timeout: 180_000 }, async () => {
  const result = await supabaseCli([
    'db',
    'advisors',
    `--remote=${inject('dbUrl')}`,
    '--type',
    'all',
    '--level',
    'info',
    '--output-format',
    'json',
    '--fail-on',
    'none',
  ]);
  expect(result.code, result.stderr).toBe(0);
  const parsed: unknown = JSON.parse(result.stdout.slice(result.stdout.indexOf('{')));
  const lints = (parsed as { results?: Lint[] }).results ?? [];
  const errors = lints.filter((l) => l.level === 'ERROR');
  expect(errors.map((l) => `${l.name}: ${l.detail ?? l.title}`)).toEqual([]);

  const record = await readFile(
    new URL('../../docs/decisions/0004-database-advisor-warnings.md', import.meta.url),
    'utf8',
  );
  const unrecorded = lints
    .filter((l) => l.level === 'WARN')
    .filter((l) => !record.includes(l.cacheKey ?? l.name))
    .map((l) => `${l.cacheKey ?? l.name}: ${l.detail ?? l.title}`);
  expect(unrecorded, 'record each WARN with its reason in docs/decisions/0004').toEqual([]);
});
