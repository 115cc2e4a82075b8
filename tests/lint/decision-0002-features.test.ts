import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** The folders of src/features: the domains. */
function featureFolders(): string[] {
  return readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The domains named in the first column of decision 0002's "Domains today" table. */
function domainsOfDecision(): string[] {
  const text = readFileSync(path.join(root, 'docs/decisions/0002-front-end-structure.md'), 'utf8');
  const start = text.indexOf('Domains today');
  expect(start, 'decision 0002 has its "Domains today" table').toBeGreaterThan(-1);
  const names: string[] = [];
  for (const line of text.slice(start).split('\n').slice(1)) {
    if (names.length > 0 && !line.startsWith('|')) break;
    const name = /^\| `([a-z0-9-]+)` +\|/.exec(line)?.[1];
    if (name) names.push(name);
  }
  return names.sort();
}

// Decision 0002 is the newcomer's map of the front end: its list of domains is the tree's.
describe('decision 0002 lists the real features', () => {
  it('names every folder of src/features, and no other', () => {
    expect(domainsOfDecision()).toEqual(featureFolders());
  });
});
