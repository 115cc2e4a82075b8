import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { answerStorageRemove, answerStorageSign } from '@/testing/msw-storage';
import { server, SUPABASE_URL } from '@/testing/msw';
import { removeStagedObjects, staffObjectUrl, uploadBucket } from './staff-media';

beforeEach(async () => {
  await signInAs(STAFF_USER, { role: 'editor' });
});

afterEach(signOutTestUser);

describe('uploadBucket', () => {
  it('is the public bucket for a row public on save, its private twin otherwise', () => {
    expect(uploadBucket('sermon-audio', true)).toBe('sermon-audio');
    expect(uploadBucket('sermon-audio', false)).toBe('sermon-audio-unpublished');
    expect(uploadBucket('blog-post-covers', false)).toBe('blog-post-covers-unpublished');
    expect(uploadBucket('event-covers', false)).toBe('event-covers-unpublished');
    expect(uploadBucket('sermon-covers', false)).toBe('sermon-covers-unpublished');
  });
});

describe('staffObjectUrl', () => {
  it('signs a file of the private twin as the signed-in user, encoding the path', async () => {
    const signed = answerStorageSign('event-covers-unpublished');
    expect(await staffObjectUrl('event-covers', 'a b/c.png')).toBe(
      `${SUPABASE_URL}/storage/v1/object/sign/event-covers-unpublished/a%20b/c.png?token=test-token`,
    );
    expect(signed).toEqual(['a b/c.png']);
  });

  it("falls back to the public URL when the twin has no such file (Storage's NoSuchKey)", async () => {
    expect(await staffObjectUrl('event-covers', 'published.png')).toBe(
      `${SUPABASE_URL}/storage/v1/object/public/event-covers/published.png`,
    );
  });

  it('fails when Storage cannot answer', async () => {
    server.use(
      http.post(`${SUPABASE_URL}/storage/v1/object/sign/event-covers-unpublished`, () =>
        HttpResponse.json({ statusCode: '500', error: 'internal', message: 'down' }, { status: 500 }),
      ),
    );
    await expect(staffObjectUrl('event-covers', 'x.png')).rejects.toThrow('down');
  });
});

describe('removeStagedObjects', () => {
  it('removes the paths from the public bucket and its twin', async () => {
    const publicly = answerStorageRemove('sermon-covers');
    const privately = answerStorageRemove('sermon-covers-unpublished');
    await removeStagedObjects('sermon-covers', ['a.png']);
    // With the variants an image may have (docs/decisions/0042).
    const withVariants = ['a.png', 'a.png.480w.webp', 'a.png.960w.webp', 'a.png.1600w.webp'];
    expect(publicly).toEqual(withVariants);
    expect(privately).toEqual(withVariants);
  });
});
