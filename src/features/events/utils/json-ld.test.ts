import { describe, expect, it } from 'vitest';
import { eventJsonLd } from './json-ld';

const input = {
  title: 'Sunday Celebration',
  description: 'Worship and the Word.',
  location: 'Main Sanctuary, 4702 Century Plaza Rd',
  start_time: '2026-11-29T09:00:00-05:00',
  end_time: '2026-11-29T12:00:00-05:00',
  image: 'https://church.example/cover.jpg',
  url: 'https://church.example/events/1',
  meetingLinks: [],
};

describe('eventJsonLd', () => {
  it('marks a cancelled date EventCancelled', () => {
    expect(eventJsonLd({ ...input, cancelled: true }).eventStatus).toBe('https://schema.org/EventCancelled');
    expect(eventJsonLd({ ...input, cancelled: false }).eventStatus).toBe('https://schema.org/EventScheduled');
  });

  it('describes an in-person event', () => {
    expect(eventJsonLd(input)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Sunday Celebration',
      startDate: '2026-11-29T14:00:00.000Z',
      endDate: '2026-11-29T17:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: input.location, address: input.location },
      description: 'Worship and the Word.',
      image: ['https://church.example/cover.jpg'],
      url: 'https://church.example/events/1',
    });
  });

  it('is mixed with a place and links, online with links only', () => {
    const links = [{ key: 'zoom' as const, label: 'Zoom', url: 'https://zoom.us/j/1' }];
    const mixed = eventJsonLd({ ...input, meetingLinks: links });
    expect(mixed.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
    expect(mixed.location).toEqual([
      { '@type': 'Place', name: input.location, address: input.location },
      { '@type': 'VirtualLocation', name: 'Zoom', url: 'https://zoom.us/j/1' },
    ]);
    const online = eventJsonLd({ ...input, location: null, end_time: null, meetingLinks: links });
    expect(online.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(online).not.toHaveProperty('endDate');
  });
});
