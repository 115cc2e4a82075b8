import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerStorageRemove, answerStorageUpload } from '@/testing/msw-storage';
import { server, SUPABASE_URL } from '@/testing/msw';
import { deleteGalleryImage, uploadGalleryImages } from './gallery-uploads';

const NOW = 1_732_500_000_000;

describe('uploadGalleryImages and deleteGalleryImage (spec §7)', () => {
  it('refuses a file of another type without a request, reporting each file in order', async () => {
    const uploaded = answerStorageUpload('gallery-images');
    const events: string[] = [];
    const result = await uploadGalleryImages(
      'Youth',
      [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.txt', { type: 'text/plain' })],
      {
        now: NOW,
        onStart: (index) => events.push(`start ${index}`),
        onProgress: (index, fraction) => events.push(`progress ${index} ${fraction}`),
        onFileDone: (index, file, ok) => events.push(`done ${index} ${file.name} ${ok}`),
      },
    );
    expect(uploaded).toEqual([`youth/${NOW}_a.png`]);
    expect(result.uploaded.map(({ index, path }) => [index, path])).toEqual([[0, `youth/${NOW}_a.png`]]);
    expect(result.failed.map(({ index, error }) => [index, (error as Error).message])).toEqual([
      [1, 'b.txt was not added: only PNG, JPEG, GIF and WebP images can be uploaded.'],
    ]);
    expect(events[0]).toBe('start 0');
    expect(events).toContain('progress 0 1');
    expect(events.slice(-3)).toEqual(['done 0 a.png true', 'start 1', 'done 1 b.txt false']);
  });

  it('throws when the delete removed no row, and removes no object then', async () => {
    server.use(http.delete(`${SUPABASE_URL}/rest/v1/gallery_images`, () => HttpResponse.json([])));
    const removed = answerStorageRemove('gallery-images');
    await expect(
      deleteGalleryImage({ id: 'gone', source_type: 'upload', image_file_path: 'youth/1_a.png' }),
    ).rejects.toThrow('No gallery image gone was deleted');
    expect(removed).toEqual([]);
  });
});
