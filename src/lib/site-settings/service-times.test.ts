import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_TIMES, formatClock, serviceTimeLines } from './service-times';

describe('formatClock', () => {
  it.each([
    ['09:00', '9:00 AM'],
    ['11:30', '11:30 AM'],
    ['12:00', '12:00 PM'],
    ['19:05', '7:05 PM'],
    ['00:15', '12:15 AM'],
    ['7 PM', '7 PM'],
  ])('%s -> %s', (time, text) => {
    expect(formatClock(time)).toBe(text);
  });
});

describe('serviceTimeLines', () => {
  it('shows the built-in schedule as the footer always did', () => {
    expect(serviceTimeLines(DEFAULT_SERVICE_TIMES)).toEqual([
      { label: 'Sunday', time: '9:00 AM & 11:00 AM' },
      { label: 'Mid-Week', time: 'Wednesday 7:00 PM' },
    ]);
  });

  it('joins only consecutive services of the same label and day', () => {
    expect(
      serviceTimeLines([
        { day: 'saturday', time: '18:00', label: 'Saturday' },
        { day: 'sunday', time: '08:00', label: 'Early' },
        { day: 'sunday', time: '10:30', label: 'Sunday' },
        { day: 'sunday', time: '12:00', label: 'Early' },
      ]),
    ).toEqual([
      { label: 'Saturday', time: '6:00 PM' },
      { label: 'Early', time: 'Sunday 8:00 AM' },
      { label: 'Sunday', time: '10:30 AM' },
      { label: 'Early', time: 'Sunday 12:00 PM' },
    ]);
  });

  it('gives no line for no services', () => {
    expect(serviceTimeLines([])).toEqual([]);
  });
});

describe('serviceTimeLines on Spanish pages', () => {
  it('names the days and times as es-US writes them (the seed’s Spanish schedule)', () => {
    const lines = serviceTimeLines(
      [
        { day: 'sunday', time: '09:00', label: 'Domingo' },
        { day: 'sunday', time: '11:00', label: 'Domingo' },
        { day: 'wednesday', time: '19:00', label: 'Entre semana' },
      ],
      'es',
    );
    // ICU separates the time from 'a.m.' with a no-break space.
    expect(lines.map((line) => `${line.label}: ${line.time}`.replace(/\s/g, ' '))).toEqual([
      'Domingo: 9:00 a.m. y 11:00 a.m.',
      'Entre semana: miércoles 7:00 p.m.',
    ]);
  });
});
