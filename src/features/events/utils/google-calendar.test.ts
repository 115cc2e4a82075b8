import { describe, expect, it } from 'vitest';
import { exportRange, googleCalendarUrl, toUtcBasic } from './google-calendar';

const event = {
  title: 'Youth Night: Games & Worship',
  description: 'Pizza, games & worship.\nParents pick up at 8:30 PM.',
  location: 'Youth Center, 4702 Century Plaza Rd',
  start_time: '2026-11-30T18:00:00-05:00',
  end_time: '2026-11-30T20:30:00-05:00',
};

describe('googleCalendarUrl', () => {
  it('builds the template address with text, UTC dates, details and location', () => {
    const url = new URL(googleCalendarUrl(event, 'https://church.example/events/abc'));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Youth Night: Games & Worship');
    expect(url.searchParams.get('dates')).toBe('20261130T230000Z/20261201T013000Z');
    expect(url.searchParams.get('details')).toBe(`${event.description}\n\nhttps://church.example/events/abc`);
    expect(url.searchParams.get('location')).toBe('Youth Center, 4702 Century Plaza Rd');
  });

  it('gives an event without an end 60 minutes', () => {
    const url = new URL(googleCalendarUrl({ ...event, end_time: null, description: null, location: null }));
    expect(url.searchParams.get('dates')).toBe('20261130T230000Z/20261201T000000Z');
    expect(url.searchParams.get('details')).toBe('');
    expect(url.searchParams.get('location')).toBe('');
  });

  it('rejects an unparseable start', () => {
    expect(() => googleCalendarUrl({ ...event, start_time: 'soon' })).toThrow(RangeError);
  });
});

describe('exportRange and toUtcBasic', () => {
  it('ignores an end before the start', () => {
    const { start, end } = exportRange({
      start_time: event.start_time,
      end_time: '2026-11-30T17:00:00-05:00',
    });
    expect(end.getTime() - start.getTime()).toBe(3_600_000);
  });

  it('formats UTC instants as YYYYMMDDTHHmmssZ', () => {
    expect(toUtcBasic(new Date('2026-03-08T07:05:09.123Z'))).toBe('20260308T070509Z');
  });
});
