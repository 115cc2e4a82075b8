import type { Sermon } from '../api/sermons';

/** A whole `sermons` row for component tests; fields may be overridden. */
export function sermonRow(fields: Partial<Sermon> & Pick<Sermon, 'id' | 'title'>): Sermon {
  return {
    speaker: 'Pastor Samuel Adeyemi',
    date: '2026-11-22',
    description: 'A message of hope.',
    series: 'Faith That Works',
    scripture_references: [],
    cover_image_source_type: null,
    cover_image_path: null,
    cover_image_external_url: null,
    cover_image_width: 1200,
    cover_image_height: 675,
    audio_file_path: null,
    audio_duration_seconds: null,
    audio_urls: {},
    video_url: {},
    version: 1,
    status: 'published',
    published_at: '2026-11-22T17:00:00Z',
    push_notify: false,
    title_es: null,
    description_es: null,
    series_es: null,
    language: 'en',
    needs_spanish: true,
    textLanguages: { title: 'en', description: 'en', series: 'en' },
    hasSpanish: false,
    ...fields,
  };
}

/** Three sermons of two speakers and two series, newest first as the server sends them. */
export const SERMONS: Sermon[] = [
  sermonRow({
    id: 'e0000000-0000-4000-8000-000000000001',
    title: 'No Condemnation',
    speaker: 'Elder Marcus Williams',
    date: '2026-11-22',
    series: 'The Spirit-Led Life',
    scripture_references: ['Romans 8:1-11'],
  }),
  sermonRow({
    id: 'e0000000-0000-4000-8000-000000000002',
    title: 'Más Gracia',
    speaker: 'Minister Ruth Okonkwo',
    date: '2026-11-15',
    series: 'Faith That Works',
    scripture_references: ['Eph 2:8-10'],
  }),
  sermonRow({
    id: 'e0000000-0000-4000-8000-000000000003',
    title: 'The Lord Is My Shepherd',
    speaker: 'Elder Marcus Williams',
    date: '2026-11-08',
    series: null,
    scripture_references: ['Ps 23'],
  }),
];
