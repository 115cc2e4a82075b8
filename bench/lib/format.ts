import { gzipSync } from 'node:zlib';

/** Budgets are in kB of 1000 bytes, as Chrome DevTools and Lighthouse count them. */
export const KB = 1000;

/** Budget for the JavaScript of a first visit to any public page but / (gzip, level 9). */
export const PUBLIC_JS_BUDGET_BYTES = 150 * KB;

/**
 * Budget for the JavaScript of a first visit to / (gzip, level 9): most visits start there, and
 * the speed round set it at 130 kB (issue 35, docs/decisions/0043).
 */
export const HOME_JS_BUDGET_BYTES = 130 * KB;

/**
 * Budget for the first visit to a staff page (`/admin/*`): the public budget plus the Auth client
 * (about 23 kB) and the staff forms, which no public page carries (docs/decisions/0018).
 */
export const STAFF_JS_BUDGET_BYTES = 190 * KB;

/** Gzip size of `data` at level 9 (what a well-configured CDN or a pre-compressed upload sends). */
export function gzipSize(data: Buffer | string): number {
  return gzipSync(data, { level: 9 }).length;
}

/** `153600` -> `153.6 kB`. */
export function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} kB`;
}

/** A plain-text table with a header row; numbers right-aligned. */
export function table(head: string[], rows: (string | number)[][]): string {
  const cells = [head, ...rows.map((row) => row.map(String))];
  const widths = head.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => {
        const numeric = /^[\d.,]+( kB| ms| s)?$/.test(cell) || /^\d+$/.test(cell);
        return numeric ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0);
      })
      .join('  ')
      .trimEnd();
  return [
    line(cells[0] ?? []),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.slice(1).map(line),
  ].join('\n');
}
