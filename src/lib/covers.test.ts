import { describe, expect, it } from 'vitest';
import { coverImageUrl } from './covers';

const none = { cover_image_source_type: null, cover_image_path: null, cover_image_external_url: null };

describe('coverImageUrl', () => {
  it('builds the public URL of a stored cover', () => {
    expect(
      coverImageUrl(
        { ...none, cover_image_source_type: 'upload', cover_image_path: 'easter/cover.webp' },
        'event-covers',
      ),
    ).toBe('http://127.0.0.1:54321/storage/v1/object/public/event-covers/easter/cover.webp');
  });

  it('uses the external URL for external covers', () => {
    expect(
      coverImageUrl(
        {
          ...none,
          cover_image_source_type: 'url',
          cover_image_external_url: 'https://img.example/a.jpg',
        },
        'event-covers',
      ),
    ).toBe('https://img.example/a.jpg');
  });

  it('gives undefined (default image) otherwise', () => {
    expect(coverImageUrl(none, 'event-covers')).toBeUndefined();
    expect(
      coverImageUrl({ ...none, cover_image_source_type: 'upload', cover_image_path: ' ' }, 'event-covers'),
    ).toBeUndefined();
    expect(
      coverImageUrl(
        { ...none, cover_image_source_type: 'url', cover_image_external_url: 'javascript:x' },
        'b',
      ),
    ).toBeUndefined();
    expect(
      coverImageUrl({ ...none, cover_image_external_url: 'https://img.example/a.jpg' }, 'b'),
    ).toBeUndefined();
  });
});
