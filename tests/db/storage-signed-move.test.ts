/**
 * The local stack's Storage answers signed URLs, move and copy as Supabase Storage does
 * (storage `src/http/routes/object/getSignedURL.ts`, `getSignedURLs.ts`, `getSignedObject.ts`,
 * `moveObject.ts`, `copyObject.ts`; `src/storage/object.ts`): the request and answer shapes
 * storage-js uses, the status codes (every 4xx is HTTP 400 with the real code in the body's
 * `statusCode`), the token's claims, and row-level security deciding who may sign, move and copy.
 */
import { randomUUID } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serviceClient, superuser } from './support/clients';
import { call, keyHeaders } from './support/http';
import { createPrincipal, removePrincipals, type Principal } from './support/principals';

let db: pg.Client;
let editor: Principal;
let member: Principal;
const RUN = `storage-${randomUUID().slice(0, 8)}`;
/** A private bucket no policy names: nobody but the service role may write into it. */
const CLOSED = `${RUN}-closed`;
const PRIVATE = 'sermon-covers-unpublished';
const PUBLIC = 'sermon-covers';
const BYTES = Buffer.from(`signed and moved ${RUN}`);

async function token(principal: Principal): Promise<string> {
  const { data } = await principal.client.auth.getSession();
  return data.session!.access_token;
}

/** Headers of a request as `who` (a principal's session, or the anon / service key). */
async function as(who: Principal | 'anon' | 'service'): Promise<Record<string, string>> {
  if (who === 'anon') return keyHeaders(inject('anonKey'));
  if (who === 'service') return keyHeaders(inject('serviceRoleKey'));
  return keyHeaders(inject('anonKey'), { authorization: `Bearer ${await token(who)}` });
}

async function post(path: string, who: Principal | 'anon' | 'service', body: unknown, extra = {}) {
  return call(`/storage/v1${path}`, {
    method: 'POST',
    headers: { ...(await as(who)), ...extra },
    body: JSON.stringify(body),
  });
}

async function put(bucket: string, name: string): Promise<void> {
  const { error } = await serviceClient()
    .storage.from(bucket)
    .upload(name, BYTES, { contentType: 'image/png', upsert: true });
  expect(error).toBeNull();
}

async function bucketsOf(name: string): Promise<string[]> {
  const { rows } = await db.query<{ bucket_id: string }>(
    'select bucket_id from storage.objects where name = $1 order by bucket_id',
    [name],
  );
  return rows.map((row) => row.bucket_id);
}

beforeAll(async () => {
  db = await superuser();
  editor = await createPrincipal(db, 'storage-editor', 'editor');
  member = await createPrincipal(db, 'storage-member', null);
  await db.query(`insert into storage.buckets (id, name, public) values ($1, $1, false)`, [CLOSED]);
});

afterAll(async () => {
  const admin = serviceClient();
  const { rows } = await db.query<{ bucket_id: string; name: string }>(
    'select bucket_id, name from storage.objects where name like $1',
    [`${RUN}/%`],
  );
  for (const row of rows) await admin.storage.from(row.bucket_id).remove([row.name]);
  await db.query('delete from storage.buckets where id = $1', [CLOSED]);
  await removePrincipals(db, [editor, member]);
  await db.end();
});

describe('signed URLs', () => {
  it('signs for a caller who may read the object: {signedURL} with a download-scoped token of the asked lifetime', async () => {
    const name = `${RUN}/sign/a b.png`;
    await put(PRIVATE, name);
    const answer = await post(`/object/sign/${PRIVATE}/${encodeURI(name)}`, editor, { expiresIn: 120 });
    expect(answer.status).toBe(200);
    const { signedURL } = answer.json as { signedURL: string };
    expect(signedURL).toMatch(
      new RegExp(`^/object/sign/${PRIVATE}/${RUN}/sign/a b\\.png\\?token=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`),
    );
    const claims = decodeJwt(signedURL.split('token=')[1]!);
    expect(claims).toMatchObject({ url: `${PRIVATE}/${name}`, scope: 'download' });
    expect(claims.exp! - claims.iat!).toBe(120);

    // Fetched without a key or a token of a user, as an <audio> element does.
    const got = await call(`/storage/v1${encodeURI(signedURL)}`);
    expect(got.status).toBe(200);
    expect(got.text).toBe(BYTES.toString());
    expect(got.headers['content-type']).toBe('image/png');
    expect(new Date(got.headers.expires!).getTime()).toBe(claims.exp! * 1000);
    expect(got.headers['cache-control']).toBeUndefined();
    const download = await call(`/storage/v1${encodeURI(signedURL)}&download=cover.png`);
    expect(download.headers['content-disposition']).toBe(
      "attachment; filename=cover.png; filename*=UTF-8''cover.png;",
    );
  });

  it('anon, members and unknown objects get NoSuchKey; a bad expiresIn is refused', async () => {
    const name = `${RUN}/sign/hidden.png`;
    await put(PRIVATE, name);
    for (const who of ['anon', member] as const) {
      const answer = await post(`/object/sign/${PRIVATE}/${name}`, who, { expiresIn: 60 });
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({
        statusCode: '404',
        code: 'NoSuchKey',
        error: 'not_found',
        message: 'Object not found',
      });
    }
    expect(
      (await post(`/object/sign/${PRIVATE}/${RUN}/none.png`, editor, { expiresIn: 60 })).json,
    ).toMatchObject({
      statusCode: '404',
      code: 'NoSuchKey',
    });
    const missing = await post(`/object/sign/${PRIVATE}/${name}`, editor, {});
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({
      statusCode: '400',
      code: 'InvalidRequest',
      message: "body must have required property 'expiresIn'",
    });
    expect((await post(`/object/sign/${PRIVATE}/${name}`, editor, { expiresIn: 0 })).json).toMatchObject({
      statusCode: '400',
      code: 'InvalidRequest',
    });
    expect(
      (await post(`/object/sign/${PRIVATE}/${name}`, editor, { expiresIn: 10 ** 12 })).json,
    ).toMatchObject({
      statusCode: '400',
      code: 'InvalidParameter',
      message: 'Invalid Parameter expiresIn',
    });
    // Signing needs a JWT: a request without the key is refused by the gateway.
    const bare = await call(`/storage/v1/object/sign/${PRIVATE}/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"expiresIn":60}',
    });
    expect(bare.status).toBe(401);
  });

  it('signs several: one entry per path, an error for each the caller cannot see', async () => {
    const name = `${RUN}/sign/many.png`;
    await put(PRIVATE, name);
    const answer = await post(`/object/sign/${PRIVATE}`, editor, {
      expiresIn: 60,
      paths: [name, `${RUN}/no.png`],
    });
    expect(answer.status).toBe(200);
    const [found, absent] = answer.json as Array<Record<string, unknown>>;
    expect(found).toMatchObject({ error: null, path: name });
    expect(String(found!.signedURL)).toMatch(
      new RegExp(`^/object/sign/${PRIVATE}/${RUN}/sign/many\\.png\\?token=`),
    );
    expect(absent).toEqual({
      error: 'Either the object does not exist or you do not have access to it',
      path: `${RUN}/no.png`,
      signedURL: null,
    });
    const empty = await post(`/object/sign/${PRIVATE}`, editor, { expiresIn: 60, paths: [] });
    expect(empty.json).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
  });

  it('refuses a missing, forged, foreign, upload-scoped or expired token', async () => {
    const name = `${RUN}/sign/guarded.png`;
    const other = `${RUN}/sign/other.png`;
    await put(PRIVATE, name);
    await put(PRIVATE, other);
    const url = `/storage/v1/object/sign/${PRIVATE}/${name}`;
    const secret = new TextEncoder().encode(inject('jwtSecret'));
    const sign = (claims: Record<string, unknown>, key = secret, expires = '60s') =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime(expires)
        .sign(key);

    const none = await call(url);
    expect(none.status).toBe(400);
    expect(none.json).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });

    const forged = await call(
      `${url}?token=${await sign({ url: `${PRIVATE}/${name}`, scope: 'download' }, new TextEncoder().encode('x'.repeat(40)))}`,
    );
    expect(forged.status).toBe(400);
    expect(forged.json).toEqual({
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message: 'signature verification failed',
    });

    const foreign = await call(
      `${url}?token=${await sign({ url: `${PRIVATE}/${other}`, scope: 'download' })}`,
    );
    expect(foreign.json).toEqual({
      statusCode: '400',
      code: 'InvalidSignature',
      error: 'InvalidSignature',
      message: 'Invalid signature',
    });

    const upload = await call(
      `${url}?token=${await sign({ url: `${PRIVATE}/${name}`, scope: 'upload', upsert: false })}`,
    );
    expect(upload.json).toMatchObject({
      code: 'InvalidSignature',
      message: 'Token is not scoped for download',
    });

    const expired = await call(
      `${url}?token=${await sign({ url: `${PRIVATE}/${name}`, scope: 'download' }, secret, '-1s')}`,
    );
    expect(expired.status).toBe(400);
    expect(expired.json).toMatchObject({ code: 'InvalidJWT', message: '"exp" claim timestamp check failed' });

    // A token of a removed object: Storage's NoSuchKey.
    const ok = await sign({ url: `${PRIVATE}/${name}`, scope: 'download' });
    await serviceClient().storage.from(PRIVATE).remove([name]);
    expect((await call(`${url}?token=${ok}`)).json).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });
});

describe('move', () => {
  it('moves within a bucket and into another: {message, Id, Key}; the bytes go with the row', async () => {
    const name = `${RUN}/move/one.png`;
    await put(PRIVATE, name);
    const { rows } = await db.query<{ id: string }>(
      'select id::text from storage.objects where bucket_id = $1 and name = $2',
      [PRIVATE, name],
    );
    const renamed = `${RUN}/move/renamed.png`;
    const within = await post('/object/move', editor, {
      bucketId: PRIVATE,
      sourceKey: name,
      destinationKey: renamed,
    });
    expect(within.status).toBe(200);
    expect(within.json).toEqual({ message: 'Successfully moved', Id: rows[0]!.id, Key: renamed });

    const across = await post('/object/move', editor, {
      bucketId: PRIVATE,
      sourceKey: renamed,
      destinationBucket: PUBLIC,
      destinationKey: renamed,
    });
    expect(across.status).toBe(200);
    expect(await bucketsOf(renamed)).toEqual([PUBLIC]);
    const served = await call(`/storage/v1/object/public/${PUBLIC}/${renamed}`);
    expect(served.status).toBe(200);
    expect(served.text).toBe(BYTES.toString());
    // The same through storage-js (what the publish-media function's request is).
    const back = await editor.client.storage
      .from(PUBLIC)
      .move(renamed, renamed, { destinationBucket: PRIVATE });
    expect(back.error).toBeNull();
    expect(back.data).toMatchObject({ message: 'Successfully moved', Key: renamed });
    expect(await bucketsOf(renamed)).toEqual([PRIVATE]);
    expect((await call(`/storage/v1/object/public/${PUBLIC}/${renamed}`)).status).toBe(400);
  });

  it('refuses as Storage does: a missing field, an unknown or hidden source, a taken destination, a bucket the policies close', async () => {
    const name = `${RUN}/move/guarded.png`;
    const taken = `${RUN}/move/taken.png`;
    await put(PRIVATE, name);
    await put(PUBLIC, taken);

    const missing = await post('/object/move', editor, { bucketId: PRIVATE, sourceKey: name });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({
      statusCode: '400',
      code: 'InvalidRequest',
      message: "body must have required property 'destinationKey'",
    });
    for (const who of ['anon', member] as const) {
      const hidden = await post('/object/move', who, {
        bucketId: PRIVATE,
        sourceKey: name,
        destinationBucket: PUBLIC,
        destinationKey: name,
      });
      expect(hidden.status).toBe(400);
      expect(hidden.json).toMatchObject({ statusCode: '404', code: 'NoSuchKey', error: 'not_found' });
    }
    const duplicate = await post('/object/move', editor, {
      bucketId: PRIVATE,
      sourceKey: name,
      destinationBucket: PUBLIC,
      destinationKey: taken,
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.json).toEqual({
      statusCode: '409',
      code: 'ResourceAlreadyExists',
      error: 'Duplicate',
      message: 'The resource already exists',
    });
    const closed = await post('/object/move', editor, {
      bucketId: PRIVATE,
      sourceKey: name,
      destinationBucket: CLOSED,
      destinationKey: name,
    });
    expect(closed.status).toBe(400);
    expect(closed.json).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'new row violates row-level security policy',
    });
    const nowhere = await post('/object/move', 'service', {
      bucketId: PRIVATE,
      sourceKey: name,
      destinationBucket: `${RUN}-no-such-bucket`,
      destinationKey: name,
    });
    expect(nowhere.json).toMatchObject({ statusCode: '404', message: 'The related resource does not exist' });
    const badKey = await post('/object/move', editor, {
      bucketId: PRIVATE,
      sourceKey: name,
      destinationKey: '../x',
    });
    expect(badKey.json).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    // Nothing moved.
    expect(await bucketsOf(name)).toEqual([PRIVATE]);
    // The service role bypasses the policies, as the publish-media function does.
    const service = await post('/object/move', 'service', {
      bucketId: PRIVATE,
      sourceKey: name,
      destinationBucket: CLOSED,
      destinationKey: name,
    });
    expect(service.status).toBe(200);
    expect(await bucketsOf(name)).toEqual([CLOSED]);
  });
});

describe('copy', () => {
  it('copies into another bucket ({Id, Key: bucket/key, …row}); the source stays; x-upsert replaces', async () => {
    const name = `${RUN}/copy/source.png`;
    await put(PRIVATE, name);
    const copied = await post('/object/copy', editor, {
      bucketId: PRIVATE,
      sourceKey: name,
      destinationBucket: PUBLIC,
      destinationKey: name,
    });
    expect(copied.status).toBe(200);
    expect(copied.json).toMatchObject({ Key: `${PUBLIC}/${name}`, bucket_id: PUBLIC, name });
    expect(await bucketsOf(name)).toEqual([PUBLIC, PRIVATE].sort());
    expect((await call(`/storage/v1/object/public/${PUBLIC}/${name}`)).text).toBe(BYTES.toString());

    const again = await post('/object/copy', editor, {
      bucketId: PRIVATE,
      sourceKey: name,
      destinationBucket: PUBLIC,
      destinationKey: name,
    });
    expect(again.json).toEqual({
      statusCode: '409',
      code: 'KeyAlreadyExists',
      error: 'Duplicate',
      message: 'The resource already exists',
    });
    const upsert = await post(
      '/object/copy',
      editor,
      { bucketId: PRIVATE, sourceKey: name, destinationBucket: PUBLIC, destinationKey: name },
      { 'x-upsert': 'true' },
    );
    expect(upsert.status).toBe(200);
    const viaClient = await editor.client.storage
      .from(PRIVATE)
      .copy(name, `${RUN}/copy/client.png`, { destinationBucket: PUBLIC });
    expect(viaClient.error).toBeNull();
    expect(viaClient.data).toEqual({ path: `${PUBLIC}/${RUN}/copy/client.png` });

    const hidden = await post('/object/copy', member, {
      bucketId: PRIVATE,
      sourceKey: name,
      destinationBucket: PUBLIC,
      destinationKey: `${RUN}/copy/member.png`,
    });
    expect(hidden.json).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });
});
