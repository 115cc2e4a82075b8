import { describe, expect, it } from 'vitest';
import { serviceTimeLines } from './service-times';

describe('serviceTimeLines', () => {
  it('reads the sunday/midweek object', () => {
    expect(serviceTimeLines({ sunday: '8:00 AM & 10:30 AM', midweek: 'Thursday 6:30 PM' })).toEqual([
      { label: 'Sunday', time: '8:00 AM & 10:30 AM' },
      { label: 'Mid-Week', time: 'Thursday 6:30 PM' },
    ]);
  });

  it('reads a list of day/time pairs', () => {
    expect(
      serviceTimeLines([
        { day: 'Sunday', time: '9:00 AM' },
        { day: 'Wednesday', time: '7:00 PM' },
      ]),
    ).toEqual([
      { label: 'Sunday', time: '9:00 AM' },
      { label: 'Wednesday', time: '7:00 PM' },
    ]);
  });

  it('reads a map of day to time', () => {
    expect(serviceTimeLines({ Sunday: '9:00 AM', 'Friday prayer': '6:00 AM', mid_week: '7:00 PM' })).toEqual([
      { label: 'Sunday', time: '9:00 AM' },
      { label: 'Friday Prayer', time: '6:00 AM' },
      { label: 'Mid-Week', time: '7:00 PM' },
    ]);
  });

  it('joins lists of times and nested day/time pairs', () => {
    expect(
      serviceTimeLines({
        sunday: ['9:00 AM', '11:00 AM'],
        midweek: { day: 'Wednesday', time: '7:00 PM' },
      }),
    ).toEqual([
      { label: 'Sunday', time: '9:00 AM & 11:00 AM' },
      { label: 'Mid-Week', time: 'Wednesday 7:00 PM' },
    ]);
  });

  it('drops incomplete lines and gives none when nothing is usable', () => {
    expect(serviceTimeLines([{ day: 'Sunday', time: '' }, { day: 'Monday', time: '6 AM' }, 'x'])).toEqual([
      { label: 'Monday', time: '6 AM' },
    ]);
    for (const value of [null, undefined, 'Sunday 9 AM', 42, [], {}, { sunday: null }]) {
      expect(serviceTimeLines(value)).toEqual([]);
    }
  });
});
