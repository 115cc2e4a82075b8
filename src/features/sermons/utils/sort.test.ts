import { describe, expect, it } from 'vitest';
import { isSermonSort, SERMON_SORTS, sortSermons } from './sort';

const sermons = [
  { title: 'Part 10', date: '2026-01-04' },
  { title: 'Ánchor', date: '2026-03-01' },
  { title: 'part 2', date: '2026-02-01' },
  { title: 'Zeal', date: '2026-02-01' },
  { title: 'Zeal', date: '2025-12-01' },
];
const order = (sort: (typeof SERMON_SORTS)[number]) =>
  sortSermons(sermons, sort).map((s) => `${s.title}@${s.date}`);

describe('sortSermons', () => {
  it('date_desc: newest first, same day by title', () => {
    expect(order('date_desc')).toEqual([
      'Ánchor@2026-03-01',
      'part 2@2026-02-01',
      'Zeal@2026-02-01',
      'Part 10@2026-01-04',
      'Zeal@2025-12-01',
    ]);
  });

  it('date_asc: oldest first', () => {
    expect(order('date_asc')).toEqual([
      'Zeal@2025-12-01',
      'Part 10@2026-01-04',
      'part 2@2026-02-01',
      'Zeal@2026-02-01',
      'Ánchor@2026-03-01',
    ]);
  });

  it('title_asc: A-Z ignoring case and accents, numbers in numeric order, same title newest first', () => {
    expect(order('title_asc')).toEqual([
      'Ánchor@2026-03-01',
      'part 2@2026-02-01',
      'Part 10@2026-01-04',
      'Zeal@2026-02-01',
      'Zeal@2025-12-01',
    ]);
  });

  it('title_desc: Z-A', () => {
    expect(order('title_desc')).toEqual([
      'Zeal@2026-02-01',
      'Zeal@2025-12-01',
      'Part 10@2026-01-04',
      'part 2@2026-02-01',
      'Ánchor@2026-03-01',
    ]);
  });

  it('does not change its input', () => {
    const before = [...sermons];
    sortSermons(sermons, 'title_asc');
    expect(sermons).toEqual(before);
  });
});

describe('isSermonSort', () => {
  it('accepts the four options only', () => {
    for (const sort of SERMON_SORTS) expect(isSermonSort(sort)).toBe(true);
    expect(isSermonSort('date')).toBe(false);
    expect(isSermonSort(null)).toBe(false);
  });
});

describe('sortSermons on Spanish pages', () => {
  const sermons = [
    { title: 'Grace Abounds', date: '2026-11-29', language: 'en' },
    { title: 'Una fe que persevera', date: '2026-09-06', language: 'es' },
    { title: 'Called to Serve', date: '2026-11-22', language: 'en' },
  ];

  it('lists the sermons preached in Spanish first, each group in the chosen order (issue 43 item 5)', () => {
    expect(sortSermons(sermons, 'date_desc', 'es').map((sermon) => sermon.title)).toEqual([
      'Una fe que persevera',
      'Grace Abounds',
      'Called to Serve',
    ]);
    expect(sortSermons(sermons, 'title_asc', 'es').map((sermon) => sermon.title)).toEqual([
      'Una fe que persevera',
      'Called to Serve',
      'Grace Abounds',
    ]);
    expect(sortSermons(sermons, 'date_desc').map((sermon) => sermon.title)).toEqual([
      'Grace Abounds',
      'Called to Serve',
      'Una fe que persevera',
    ]);
  });
});
