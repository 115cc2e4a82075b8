import { expect, inject, it } from 'vitest';
import { supabaseCli } from './support/supabase-cli';

interface Lint {
  name: string;
  level: 'ERROR' | 'WARN' | 'INFO';
  title?: string;
  detail?: string;
  cache_key?: string;
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
  const start = result.stdout.search(/[[{]/);
  const parsed: unknown = start === -1 ? [] : JSON.parse(result.stdout.slice(start));
  const lints: Lint[] = Array.isArray(parsed)
    ? (parsed as Lint[])
    : ((parsed as { lints?: Lint[] }).lints ?? []);
  const errors = lints.filter((l) => l.level === 'ERROR');
  expect(errors.map((l) => `${l.name}: ${l.detail ?? l.title}`)).toEqual([]);

  const { readFile } = await import('node:fs/promises');
  const record = await readFile(
    new URL('../../docs/decisions/0004-database-advisor-warnings.md', import.meta.url),
    'utf8',
  );
  const unrecorded = lints
    .filter((l) => l.level === 'WARN')
    .filter((l) => !record.includes(l.cache_key ?? l.name))
    .map((l) => `${l.cache_key ?? l.name}: ${l.detail ?? l.title}`);
  expect(unrecorded, 'record each WARN with its reason in docs/decisions/0004').toEqual([]);
});
