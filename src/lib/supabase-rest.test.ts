import { describe, expect, it } from 'vitest';
import { publicUrl } from './supabase-rest';
import { createTestSupabaseClient } from '@/testing/msw';

describe('publicUrl', () => {
  it('matches the URL Supabase Storage builds', () => {
    const supabase = createTestSupabaseClient();
    for (const [bucket, path] of [
      ['event-covers', 'easter/cover.webp'],
      ['hero-videos', '/welcome loop.mp4'],
      ['gallery-images', 'youth-camp/1700000000_photo (1).jpg'],
    ] as const) {
      expect(publicUrl(bucket, path)).toBe(supabase.storage.from(bucket).getPublicUrl(path).data.publicUrl);
    }
  });
});
