/**
 * The staff pages' own requests (src/lib/supabase.ts, src/features/gallery/api,
 * src/features/testimonies/api/testimony-moderation.ts), sent exactly as the pages send them, by
 * an anonymous visitor, a signed-in member who is not staff, and staff. Only staff may change
 * anything; a refused request stores, changes and removes nothing. The policy matrix
 * (policies.test.ts) covers each table and bucket cell by cell; these are the whole calls.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { anonClient, signedInClient, superuser } from './support/clients';
import { call } from './support/http';

type Actor = 'anon' | 'member' | 'staff';

let db: pg.Client;
const clients = {} as Record<Actor, SupabaseClient>;
const tokens = {} as Record<Actor, string>;

beforeAll(async () => {
  db = await superuser();
  clients.anon = anonClient();
  clients.member = await signedInClient('member');
  clients.staff = await signedInClient('staff');
  tokens.anon = inject('anonKey');
  for (const actor of ['member', 'staff'] as const) {
    const { data } = await clients[actor].auth.getSession();
    tokens[actor] = data.session?.access_token ?? '';
  }
});

afterAll(async () => {
  await db.end();
});

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** `uploadObject()`'s request: the file as the raw body, its type, no upsert. */
function upload(actor: Actor, path: string) {
  return call(`/storage/v1/object/gallery-images/${path}`, {
    method: 'POST',
    headers: {
      apikey: tokens.anon,
      authorization: `Bearer ${tokens[actor]}`,
      'content-type': 'image/png',
      'cache-control': 'max-age=3600',
      'x-upsert': 'false',
    },
    body: PNG,
  });
}

/** `removeObjects()`'s request. */
function remove(actor: Actor, paths: string[]) {
  // As a browser sends it: a fixed-length body.
  const body = JSON.stringify({ prefixes: paths });
  return call('/storage/v1/object/gallery-images', {
    method: 'DELETE',
    headers: {
      apikey: tokens.anon,
      authorization: `Bearer ${tokens[actor]}`,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    },
    body,
  });
}

async function objectExists(path: string): Promise<boolean> {
  const r = await db.query("select 1 from storage.objects where bucket_id = 'gallery-images' and name = $1", [
    path,
  ]);
  return r.rowCount === 1;
}

describe('gallery uploads, records and deletions', () => {
  for (const actor of ['anon', 'member'] as const) {
    it(`${actor}: an upload is refused and stores nothing`, async () => {
      const path = `staff-pages-${randomUUID()}/${Date.now()}_photo.png`;
      const answer = await upload(actor, path);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(await objectExists(path)).toBe(false);
    });

    it(`${actor}: the one insert of all rows is refused and stores nothing`, async () => {
      const category = `Staff pages ${randomUUID()}`;
      const { error } = await clients[actor].from('gallery_images').insert([
        {
          category,
          description: 'One',
          image_file_path: 'x/1.png',
          source_type: 'upload',
          image_external_url: null,
        },
        {
          category,
          description: 'Two',
          image_file_path: null,
          source_type: 'url',
          image_external_url: 'https://example.org/2.png',
        },
      ]);
      expect(error?.code).toBe('42501');
      expect(
        (await db.query('select 1 from public.gallery_images where category = $1', [category])).rowCount,
      ).toBe(0);
    });

    it(`${actor}: deleting an image row or its object changes nothing`, async () => {
      const path = `staff-pages-${randomUUID()}/keep.png`;
      expect((await upload('staff', path)).status).toBe(200);
      const { rows } = await db.query<{ id: string }>(
        "insert into public.gallery_images (category, image_file_path, source_type) values ('Staff pages keep', $1, 'upload') returning id::text",
        [path],
      );
      const id = rows[0]?.id ?? '';
      try {
        const { data } = await clients[actor].from('gallery_images').delete().eq('id', id).select('id');
        expect(data ?? []).toEqual([]);
        await remove(actor, [path]);
        expect((await db.query('select 1 from public.gallery_images where id = $1', [id])).rowCount).toBe(1);
        expect(await objectExists(path)).toBe(true);
      } finally {
        await db.query('delete from public.gallery_images where id = $1', [id]);
        await remove('staff', [path]);
      }
    });
  }

  it('staff: upload, one insert of all rows, then the row and object deleted', async () => {
    const category = `Staff pages ${randomUUID()}`;
    const path = `staff-pages-${randomUUID()}/${Date.now()}_0_photo.png`;
    const uploaded = await upload('staff', path);
    expect(uploaded.status, uploaded.text).toBe(200);
    const public_ = await fetch(`${inject('apiUrl')}/storage/v1/object/public/gallery-images/${path}`);
    expect(public_.status).toBe(200);
    expect(public_.headers.get('content-type')).toBe('image/png');

    const { error } = await clients.staff.from('gallery_images').insert([
      {
        category,
        description: 'Shared',
        image_file_path: path,
        source_type: 'upload',
        image_external_url: null,
      },
      {
        category,
        description: 'Shared',
        image_file_path: null,
        source_type: 'url',
        image_external_url: 'https://example.org/2.png',
      },
    ]);
    expect(error).toBeNull();
    const { data: albums } = await clients.anon.rpc('get_gallery_albums_with_covers');
    expect(
      (albums as { category: string; image_count: number }[]).find((a) => a.category === category)
        ?.image_count,
    ).toBe(2);

    const stored = await db.query<{ id: string }>(
      'select id::text from public.gallery_images where category = $1',
      [category],
    );
    const { data: deleted } = await clients.staff
      .from('gallery_images')
      .delete()
      .in(
        'id',
        stored.rows.map((r) => r.id),
      )
      .select('id');
    expect(deleted).toHaveLength(2);
    const removed = await remove('staff', [path]);
    expect(removed.status, removed.text).toBe(200);
    expect(await objectExists(path)).toBe(false);
  });
});

describe('testimony moderation', () => {
  let id = '';

  beforeAll(async () => {
    const { rows } = await db.query<{ id: string }>(
      "insert into public.member_testimonies (submitter_name, testimony_title, testimony_content) values ('Staff pages', 'Pending', 'Waiting for approval') returning id::text",
    );
    id = rows[0]?.id ?? '';
  });

  afterAll(async () => {
    await db.query('delete from public.member_testimonies where id = $1', [id]);
  });

  async function row() {
    const r = await db.query<{ is_approved: boolean; testimony_content: string }>(
      'select is_approved, testimony_content from public.member_testimonies where id = $1',
      [id],
    );
    return r.rows[0];
  }

  for (const actor of ['anon', 'member'] as const) {
    it(`${actor}: approving, editing and deleting change nothing, and the pending row stays hidden`, async () => {
      const client = clients[actor];
      await client
        .from('member_testimonies')
        .update({ is_approved: true, updated_at: new Date().toISOString() })
        .eq('id', id);
      await client
        .from('member_testimonies')
        .update({
          submitter_name: 'X',
          testimony_title: 'X',
          testimony_content: 'Changed',
          is_approved: true,
          updated_at: new Date().toISOString(),
        })
        .eq('id', id);
      await client.from('member_testimonies').delete().eq('id', id);
      expect(await row()).toEqual({ is_approved: false, testimony_content: 'Waiting for approval' });

      const { count } = await client
        .from('member_testimonies')
        .select('id', { count: 'exact', head: true })
        .eq('is_approved', false);
      expect(count).toBe(0);
      const { data: membership } = await client.rpc('is_staff');
      expect(membership ?? false).toBe(false);
    });
  }

  it('staff: see the pending count, approve (then anon reads it), unapprove, edit and delete', async () => {
    const staff = clients.staff;
    expect((await staff.rpc('is_staff')).data).toBe(true);
    const { count } = await staff
      .from('member_testimonies')
      .select('id', { count: 'exact', head: true })
      .eq('is_approved', false);
    const pendingInDb = await db.query('select 1 from public.member_testimonies where not is_approved');
    expect(count).toBe(pendingInDb.rowCount);

    const approved = await staff
      .from('member_testimonies')
      .update({ is_approved: true, updated_at: new Date().toISOString() })
      .eq('id', id)
      .select('id');
    expect(approved.data).toHaveLength(1);
    const { data: visible } = await clients.anon.from('member_testimonies').select('id').eq('id', id);
    expect(visible).toEqual([{ id }]);

    await staff
      .from('member_testimonies')
      .update({ is_approved: false, updated_at: new Date().toISOString() })
      .eq('id', id);
    expect((await clients.anon.from('member_testimonies').select('id').eq('id', id)).data).toEqual([]);

    const edited = await staff
      .from('member_testimonies')
      .update({
        submitter_name: '',
        testimony_title: 'Edited',
        testimony_content: 'Edited by staff',
        is_approved: false,
        updated_at: new Date().toISOString(),
      })
      .eq('id', id)
      .select('id');
    expect(edited.data).toHaveLength(1);
    expect(await row()).toEqual({ is_approved: false, testimony_content: 'Edited by staff' });

    const blank = await staff.from('member_testimonies').update({ testimony_content: '   ' }).eq('id', id);
    expect(blank.error?.code).toBe('23514');

    const deleted = await staff.from('member_testimonies').delete().eq('id', id).select('id');
    expect(deleted.data).toEqual([{ id }]);
    expect(await row()).toBeUndefined();
  });
});
