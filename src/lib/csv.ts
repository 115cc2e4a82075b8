import { calendarDay, formatDate } from './dates';

// CSV files that staff download for spreadsheets and mailing tools (docs/decisions/0026): written
// by papaparse (RFC 4180 quoting) with spreadsheet formula injection neutralised, and read from
// the API in pages so that no export is one unbounded read. papaparse is loaded when a file is
// written, so no page carries it before someone presses 'Export CSV'.

/**
 * A cell that a spreadsheet would run as a formula or whose leading character would be lost:
 * `=`, `+`, `-`, `@`, tab or carriage return at the start (OWASP "CSV Injection"). papaparse's
 * own `escapeFormulae: true` pattern ends in `.*$` without the `s` flag, so it misses a cell
 * whose formula is followed by a line break; this pattern looks at the first character only.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV row: its cells in column order; null is written as an empty cell. */
export type CsvRow = readonly (string | number | null | undefined)[];

/**
 * A CSV document: the header row, then `rows`, lines ending in CRLF (RFC 4180), every cell that
 * {@link FORMULA_START} matches prefixed with `'` and quoted (Excel, LibreOffice and Google Sheets
 * then show it as text), preceded by a UTF-8 byte-order mark so that Excel reads accents right.
 *
 * @param header - the column names.
 * @param rows - the rows, each with as many cells as the header.
 * @returns the document's text.
 * @throws when papaparse cannot be loaded (e.g. offline after a new release).
 */
export async function toCsv(header: readonly string[], rows: readonly CsvRow[]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const data = rows.map((row) =>
    row.map((cell) => (cell === null || cell === undefined ? '' : String(cell))),
  );
  return `\uFEFF${Papa.unparse(
    { fields: [...header], data },
    { escapeFormulae: FORMULA_START, newline: '\r\n', quotes: false },
  )}\r\n`;
}

/**
 * Offers `csv` to the browser as a download named `fileName` (an object URL on a temporary
 * link, revoked afterwards).
 */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Rows an export reads per request. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Reads every row of a list in pages of `pageSize` (PostgREST ranges `from`..`to`, inclusive)
 * until a page comes back short, so that an export never asks for an unbounded result.
 *
 * @param readPage - reads the rows `from`..`to` in a stable order.
 * @param pageSize - rows per request (default {@link EXPORT_PAGE_SIZE}).
 * @returns all rows, in order.
 * @throws whatever `readPage` throws.
 */
export async function readAllPages<T>(
  readPage: (from: number, to: number) => Promise<T[]>,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<T[]> {
  const all: T[] = [];
  for (let from = 0; ; from += pageSize) {
    const page = await readPage(from, from + pageSize - 1);
    all.push(...page);
    if (page.length < pageSize) return all;
  }
}

/**
 * `prefix-yyyy-mm-dd.csv` with today's date in the church's time zone (the `site_identity.time_zone` setting, decision 0052),
 * the calendar every staff page shows: a file made on the evening of Dec 5 in the church is
 * `gifts-2026-12-05.csv` whatever the device's zone, even when it is already Dec 6 in UTC.
 *
 * @param prefix - what the file holds, e.g. 'gifts'.
 * @param now - the moment the file is made (injectable for tests).
 */
export function csvFileName(prefix: string, now = new Date()): string {
  return `${prefix}-${calendarDay(now) ?? now.toISOString().slice(0, 10)}.csv`;
}

/** How staff CSV files write a moment: the church's date and time, as the pages show it. */
export const CSV_DATE_TIME = 'MMM d, yyyy, h:mm a';

/**
 * A moment as a staff CSV file writes it: the church's date and time in the words the pages use
 * ('Dec 5, 2026, 8:58 PM'), never an ISO timestamp; '' for none.
 *
 * @param value - an ISO timestamp (`timestamptz`), or null.
 */
export function csvDateTime(value: string | null | undefined): string {
  return value ? formatDate(value, CSV_DATE_TIME) : '';
}
