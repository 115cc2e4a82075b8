/**
 * Image sizes and variants (issue 35; docs/decisions/0042; migration
 * 20261130100000_image_variants.sql): the recorded size of a stored image reaches the rows that
 * name it, whichever comes first; only admins, editors and the service role record sizes; the
 * size columns refuse half or non-positive values; the public readers return the sizes; the seed
 * has a size for every stored image it shows; variants move with their original between a bucket
 * and its private twin.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { anonClient, serviceClient, superuser } from './support/clients';
import { createPrincipal, removePrincipals, type Principal } from './support/principals';

let db: pg.Client;
let editor: Principal;
let care: Principal;
const RUN = `variants-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  db = await superuser();
  editor = await createPrincipal(db, 'variants-editor', 'editor');
  care = await createPrincipal(db, 'variants-care', 'care');
});

afterAll(async () => {
  await db.query('delete from public.gallery_images where category = $1', [RUN]);
  await db.query(`delete from private.image_sizes where path like $1`, [`${RUN}/%`]);
  await removePrincipals(db, [editor, care]);
  await db.end();
});

async function galleryRow(
  path: string,
): Promise<{ image_width: number | null; image_height: number | null }> {
  const { rows } = await db.query<{ image_width: number | null; image_height: number | null }>(
    'select image_width, image_height from public.gallery_images where image_file_path = $1',
    [path],
  );
  return rows[0]!;
}

describe('recorded sizes', () => {
  it('reach a row saved after them, and a row saved before them', async () => {
    const first = `${RUN}/first.jpg`;
    const later = `${RUN}/later.jpg`;
    const record = await editor.client.rpc('record_image_size', {
      bucket: 'gallery-images',
      path: first,
      width: 1600,
      height: 900,
    });
    expect(record.error).toBeNull();
    const insert = await editor.client.from('gallery_images').insert([
      { category: RUN, source_type: 'upload', image_file_path: first },
      { category: RUN, source_type: 'upload', image_file_path: later },
    ]);
    expect(insert.error).toBeNull();
    expect(await galleryRow(first)).toEqual({ image_width: 1600, image_height: 900 });
    expect(await galleryRow(later)).toEqual({ image_width: null, image_height: null });

    // A twin's name is recorded under its public bucket; the row follows.
    const service = await serviceClient().rpc('record_image_size', {
      bucket: 'gallery-images',
      path: later,
      width: 700,
      height: 525,
    });
    expect(service.error).toBeNull();
    expect(await galleryRow(later)).toEqual({ image_width: 700, image_height: 525 });

    // A size typed into the row is replaced by the recorded one.
    await db.query(
      'update public.gallery_images set image_width = 1, image_height = 1 where image_file_path = $1',
      [first],
    );
    expect(await galleryRow(first)).toEqual({ image_width: 1600, image_height: 900 });
  });

  it('are recorded under the public bucket when given its private twin', async () => {
    const path = `${RUN}/twin.jpg`;
    const { error } = await editor.client.rpc('record_image_size', {
      bucket: 'event-covers-unpublished',
      path,
      width: 1200,
      height: 675,
    });
    expect(error).toBeNull();
    const { rows } = await db.query('select bucket, width, height from private.image_sizes where path = $1', [
      path,
    ]);
    expect(rows).toEqual([{ bucket: 'event-covers', width: 1200, height: 675 }]);
  });

  it('may be recorded by admins, editors and the service role only', async () => {
    const args = { bucket: 'gallery-images', path: `${RUN}/refused.jpg`, width: 10, height: 10 };
    for (const client of [anonClient(), care.client]) {
      const { error } = await client.rpc('record_image_size', args);
      expect(error?.code).toMatch(/^(42501|PGRST202)$/);
    }
    const { rows } = await db.query('select 1 from private.image_sizes where path = $1', [args.path]);
    expect(rows).toHaveLength(0);
  });

  it('refuse nonsense sizes', async () => {
    for (const [width, height] of [
      [0, 10],
      [10, -1],
      [20001, 10],
    ]) {
      const { error } = await serviceClient().rpc('record_image_size', {
        bucket: 'gallery-images',
        path: `${RUN}/nonsense.jpg`,
        width: width!,
        height: height!,
      });
      expect(error?.code).toBe('23514');
    }
  });
});

describe('the seed and the public readers', () => {
  it('every stored cover and photo of the seed has its size', async () => {
    const { rows } = await db.query<{ missing: number }>(
      `select (select count(*) from public.gallery_images where source_type = 'upload' and image_width is null)
            + (select count(*) from public.church_events where cover_image_source_type = 'upload' and cover_image_width is null)
            + (select count(*) from public.sermons where cover_image_source_type = 'upload' and cover_image_width is null)
            + (select count(*) from public.pastor_blog_posts where cover_image_source_type = 'upload' and cover_image_width is null)
            + (select count(*) from public.pastor_books where cover_image_path is not null and cover_image_width is null)
            as missing`,
    );
    expect(Number(rows[0]!.missing)).toBe(0);
  });

  it('visitors read the sizes from the occurrences and the albums', async () => {
    const anon = anonClient();
    const occurrences = await anon
      .rpc('event_occurrences', {
        range_start: new Date(Date.now() - 400 * 86_400_000).toISOString(),
        range_end: new Date(Date.now() + 400 * 86_400_000).toISOString(),
      })
      .select('cover_image_source_type, cover_image_width, cover_image_height');
    expect(occurrences.error).toBeNull();
    type Cover = {
      cover_image_source_type: string | null;
      cover_image_width: number | null;
      cover_image_height: number | null;
    };
    const stored = ((occurrences.data ?? []) as Cover[]).filter(
      (o) => o.cover_image_source_type === 'upload',
    );
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((o) => o.cover_image_width! > 0 && o.cover_image_height! > 0)).toBe(true);

    const albums = await anon.rpc('get_gallery_albums_with_covers');
    expect(albums.error).toBeNull();
    const covers = (albums.data ?? []) as {
      latest_image_width: number | null;
      latest_image_height: number | null;
    }[];
    expect(covers.some((a) => a.latest_image_width === 1200 && a.latest_image_height === 800)).toBe(true);
  });
});

describe('unpublished files', () => {
  it('list the variants of an image with its original, for the move between bucket and twin', async () => {
    const { rows } = await db.query<{ path: string }>(
      `select path from private.media_placements() where bucket = 'blog-post-covers' and path like 'generosity.webp%' order by path`,
    );
    expect(rows.map((row) => row.path)).toEqual([
      'generosity.webp',
      'generosity.webp.1600w.webp',
      'generosity.webp.480w.webp',
      'generosity.webp.960w.webp',
    ]);
    // The seed's scheduled post: its cover and the two variants made of it were moved together.
    const placed = await db.query<{ bucket_id: string; name: string }>(
      `select bucket_id, name from storage.objects
        where bucket_id like 'blog-post-covers%' and name like 'generosity.webp%' order by name`,
    );
    expect(placed.rows.map((row) => row.name)).toEqual([
      'generosity.webp',
      'generosity.webp.480w.webp',
      'generosity.webp.960w.webp',
    ]);
    expect(new Set(placed.rows.map((row) => row.bucket_id)).size).toBe(1);
  });
});

describe('the render endpoint of the local Storage', () => {
  const render = (query: string, accept = 'image/avif,image/webp,*/*') =>
    fetch(`${inject('apiUrl')}/storage/v1/render/image/public/event-covers/bible-study.jpg?${query}`, {
      headers: { accept },
    });

  it('resizes a public object without a key, to WebP when accepted, never enlarging', async () => {
    const small = await render('width=480&quality=75');
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await small.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([480, 270]);

    const big = await sharp(Buffer.from(await (await render('width=2000')).arrayBuffer())).metadata();
    expect(big.width).toBe(1200);

    const origin = await render('width=480&format=origin', 'image/webp');
    expect(origin.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses bad parameters and private buckets as Storage does', async () => {
    expect((await render('width=0')).status).toBe(400);
    expect((await render('resize=stretch')).status).toBe(400);
    const twin = await fetch(
      `${inject('apiUrl')}/storage/v1/render/image/public/blog-post-covers-unpublished/generosity.webp?width=480`,
    );
    expect(twin.status).toBe(400);
  });
});
