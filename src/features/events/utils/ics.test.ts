import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildEventIcs, icsFileName, icsUid, occurrenceIcsId } from './ics';

const base = {
  id: 'c0000000-0000-4000-8000-000000000005',
  title: 'Youth Night: Games & Worship',
  description: 'Pizza, games; worship, and a word.\nParents: pick-up at 8:30 PM \\ back door.',
  location: 'Youth Center, 4702 Century Plaza Rd; Indianapolis',
  start_time: '2026-11-30T18:00:00-05:00',
  end_time: '2026-11-30T20:30:00-05:00',
};
const pageUrl = 'https://church.example/events/c0000000-0000-4000-8000-000000000005';
const now = new Date('2026-11-24T06:00:00Z');

function parseEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent };
}

function utc(value: unknown): string {
  return (value as ICAL.Time).toJSDate().toISOString();
}

describe('buildEventIcs', () => {
  it('writes every field, parsed back by ical.js', async () => {
    const text = await buildEventIcs(base, { pageUrl, now });
    const { calendar, vevent } = parseEvent(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Church Website//Events//EN');
    expect(vevent.getFirstPropertyValue('uid')).toBe(`${base.id}@church-website.events`);
    expect(utc(vevent.getFirstPropertyValue('dtstamp'))).toBe('2026-11-24T06:00:00.000Z');
    expect(utc(vevent.getFirstPropertyValue('dtstart'))).toBe('2026-11-30T23:00:00.000Z');
    expect(utc(vevent.getFirstPropertyValue('dtend'))).toBe('2026-12-01T01:30:00.000Z');
    expect(vevent.getFirstPropertyValue('summary')).toBe(base.title);
    expect(vevent.getFirstPropertyValue('description')).toBe(base.description);
    expect(vevent.getFirstPropertyValue('location')).toBe(base.location);
    expect(vevent.getFirstPropertyValue('url')).toBe(pageUrl);
    // UTC times in the raw text, not floating ones.
    expect(text).toContain('DTSTART:20261130T230000Z\r\n');
    expect(text).toContain('DTEND:20261201T013000Z\r\n');
  });

  it('uses CRLF line ends only', async () => {
    const text = await buildEventIcs(base, { pageUrl, now });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escapes backslash, semicolon, comma and newline in TEXT values', async () => {
    const text = await buildEventIcs(base, { pageUrl, now });
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain(
      'DESCRIPTION:Pizza\\, games\\; worship\\, and a word.\\nParents: pick-up at 8:30 PM \\\\ back door.\r\n',
    );
    expect(unfolded).toContain('SUMMARY:Youth Night: Games & Worship\r\n');
  });

  it('folds a 200-character title with accents and emoji at 75 octets without splitting characters', async () => {
    const title = `${'Célébration à l’église 🎉🙏 '.repeat(8)}`.slice(0, 200);
    expect([...title].length).toBeGreaterThan(150);
    const text = await buildEventIcs({ ...base, title }, { pageUrl, now });
    const lines = text.split('\r\n').filter(Boolean);
    for (const line of lines) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    const summaryLines = lines.slice(lines.findIndex((line) => line.startsWith('SUMMARY:')));
    expect(summaryLines[1]?.startsWith(' ')).toBe(true);
    expect(parseEvent(text).vevent.getFirstPropertyValue('summary')).toBe(title);
  });

  it('gives an event without an end 60 minutes and omits empty description and location', async () => {
    const text = await buildEventIcs(
      { ...base, end_time: null, description: null, location: '  ' },
      { pageUrl, now },
    );
    const { vevent } = parseEvent(text);
    expect(utc(vevent.getFirstPropertyValue('dtend'))).toBe('2026-12-01T00:00:00.000Z');
    expect(vevent.hasProperty('description')).toBe(false);
    expect(vevent.hasProperty('location')).toBe(false);
  });

  it('keeps the UID stable across downloads', async () => {
    const first = parseEvent(await buildEventIcs(base, { pageUrl, now })).vevent;
    const second = parseEvent(await buildEventIcs(base, { pageUrl, now: new Date() })).vevent;
    expect(second.getFirstPropertyValue('uid')).toBe(first.getFirstPropertyValue('uid'));
    expect(icsUid(base.id)).toBe(first.getFirstPropertyValue('uid'));
  });
});

describe('icsFileName', () => {
  it('lowercases and replaces every non-alphanumeric character with _', () => {
    expect(icsFileName('Youth Night: Games & Worship')).toBe('youth_night__games___worship.ics');
    expect(icsFileName('Women’s Brunch 2026')).toBe('women_s_brunch_2026.ics');
    expect(icsFileName('Fête 🎉')).toBe('f_te__.ics');
  });
});

describe('occurrenceIcsId', () => {
  const id = 'c1000000-0000-4000-8000-000000000001';
  it("keeps a one-off event's id and gives each date of a series its own", () => {
    expect(occurrenceIcsId({ id, occurrence_date: '2026-12-09', is_recurring: false })).toBe(id);
    expect(occurrenceIcsId({ id, occurrence_date: '2026-12-09', is_recurring: true })).toBe(`${id}-20261209`);
  });
});
