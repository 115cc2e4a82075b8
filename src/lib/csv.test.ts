import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvDateTime, csvFileName, readAllPages, toCsv } from './csv';

function parse(csv: string): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
}

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends, quoting commas, quotes and line breaks', async () => {
    const csv = await toCsv(
      ['name', 'comments'],
      [
        ['Ann, Jr.', 'She said "hi"\nthen left'],
        ['Ben', null],
      ],
    );
    expect(csv).toBe('\uFEFFname,comments\r\n"Ann, Jr.","She said ""hi""\nthen left"\r\nBen,\r\n');
    expect(parse(csv)).toEqual([
      ['name', 'comments'],
      ['Ann, Jr.', 'She said "hi"\nthen left'],
      ['Ben', ''],
    ]);
  });

  it.each([
    ['=HYPERLINK("http://evil.example","click")'],
    ['+1 555 0100'],
    ['-2+3'],
    ['@SUM(A1:A2)'],
    ['\t=1+1'],
    ['\r=1+1'],
    ['=1+1\nsecond line'],
  ])('neutralises a cell that starts like a formula: %j', async (cell) => {
    const [, row] = parse(await toCsv(['value'], [[cell]]));
    expect(row).toEqual([`'${cell}`]);
  });

  it('leaves ordinary text, e-mail addresses and numbers alone', async () => {
    const [, row] = parse(await toCsv(['a', 'b', 'c'], [['ann@example.org', 'Hello = world', 42]]));
    expect(row).toEqual(['ann@example.org', 'Hello = world', '42']);
  });
});

describe('readAllPages', () => {
  it('reads page after page until one is short, never more than the page size at once', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => i);
    const asked: [number, number][] = [];
    const all = await readAllPages(async (from, to) => {
      asked.push([from, to]);
      return rows.slice(from, to + 1);
    }, 3);
    expect(all).toEqual(rows);
    expect(asked).toEqual([
      [0, 2],
      [3, 5],
      [6, 8],
    ]);
  });

  it('asks once more after an exactly full last page, and passes errors on', async () => {
    const asked: number[] = [];
    await expect(
      readAllPages(async (from) => {
        asked.push(from);
        return from === 0 ? [1, 2] : [];
      }, 2),
    ).resolves.toEqual([1, 2]);
    expect(asked).toEqual([0, 2]);
    await expect(readAllPages(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });
});

// The church's zone in these tests is the default, America/Indiana/Indianapolis (UTC-5 in December).
describe('in church time', () => {
  afterEach(() => vi.useRealTimers());

  it("names the file with the church's day: the evening of Dec 5 is Dec 5, though UTC is Dec 6", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-06T01:58:06.470Z'));
    expect(csvFileName('gifts')).toBe('gifts-2026-12-05.csv');
    vi.setSystemTime(new Date('2026-12-06T05:00:00Z'));
    expect(csvFileName('registrations')).toBe('registrations-2026-12-06.csv');
    expect(csvFileName('first-timers', new Date('2026-11-05T14:00:00Z'))).toBe('first-timers-2026-11-05.csv');
  });

  it("writes a moment as the church's date and time, never an ISO timestamp", async () => {
    expect(csvDateTime('2026-12-06T01:58:06.470323+00:00')).toBe('Dec 5, 2026, 8:58 PM');
    expect(csvDateTime('2026-07-04T16:05:00Z')).toBe('Jul 4, 2026, 12:05 PM');
    expect(csvDateTime(null)).toBe('');
    const [, row] = parse(await toCsv(['When'], [[csvDateTime('2026-12-06T01:58:06Z')]]));
    expect(row).toEqual(['Dec 5, 2026, 8:58 PM']);
  });
});
