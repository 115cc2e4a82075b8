/**
 * Moving and copying objects (Supabase Storage API "Moves an object" / "Copies an object";
 * storage `src/http/routes/object/moveObject.ts`, `copyObject.ts`, `src/storage/object.ts`
 * `moveObject`, `copyObject`):
 *
 *   POST /object/move  {bucketId, sourceKey, destinationKey, destinationBucket?}
 *        → 200 {message: "Successfully moved", Id, Key: <destinationKey>}
 *   POST /object/copy  {bucketId, sourceKey, destinationKey, destinationBucket?, metadata?,
 *                       copyMetadata?}   (x-upsert: true replaces, x-metadata: base64 JSON)
 *        → 200 {Id, Key: "<destinationBucket>/<destinationKey>", ...the new object row}
 *
 * Permissions are Storage's: a move first runs, AS THE CALLER and rolled back, the SELECT of the
 * source and the UPDATE that renames it into the destination, so the SELECT policy, the UPDATE
 * policy's USING (on the source) and its WITH CHECK (on the destination bucket and name) decide;
 * a copy reads the source and tries the INSERT (or upsert) of the destination as the caller.
 * The real change then runs as the superuser, bytes and row together. Errors: NoSuchKey (source
 * absent or hidden, or the UPDATE matched no row), AccessDenied (403, a WITH CHECK refusal),
 * 409 Duplicate when the destination exists (`ResourceAlreadyExists` for a move,
 * `KeyAlreadyExists` for a copy), 404 InvalidRequest (no such destination bucket), InvalidKey,
 * and a 400 InvalidRequest for a body missing a required field.
 */
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { isPgError, withRequestTransaction, type RequestSettings } from '../db';
import {
  fromDatabaseError,
  invalidBody,
  keyAlreadyExists,
  noSuchKey,
  resourceAlreadyExists,
  StorageError,
} from './errors';
import { placeFile, type PlacedFile } from './files';
import { checkBucketName, checkObjectName, objectFile } from './paths';

/** Everything a move or copy needs from the request. */
export interface TransferContext {
  api: pg.Pool;
  admin: pg.Pool;
  storageDir: string;
  tmpDir: string;
  settings: Omit<RequestSettings, 'readOnly'>;
  /** `sub` claim of the caller (Storage's `request.owner`), if any. */
  sub: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Thrown inside a permission test to roll its transaction back. */
class RollBack extends Error {}

/**
 * Runs `work` as the caller and always rolls back (Storage's `testPermission`).
 *
 * @param onDuplicate - The error of a unique violation: Storage's `updateObject` (a move) lets
 *   `ResourceAlreadyExists` through, its `createObject` (a copy) turns it into `KeyAlreadyExists`.
 */
async function testPermission(
  ctx: TransferContext,
  work: (client: pg.PoolClient) => Promise<void>,
  onDuplicate: () => StorageError,
): Promise<void> {
  try {
    await withRequestTransaction(ctx.api, { ...ctx.settings, readOnly: false }, async (client) => {
      await work(client);
      throw new RollBack();
    });
  } catch (error) {
    if (error instanceof RollBack) return;
    if (isPgError(error) && error.code === '23505') throw onDuplicate();
    throw error instanceof StorageError ? error : fromDatabaseError(error);
  }
}

/** A required string field of the body, as the route's JSON schema checks it. */
function requiredString(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (value === undefined) throw invalidBody(`body must have required property '${field}'`);
  if (typeof value !== 'string') throw invalidBody(`body/${field} must be string`);
  return value;
}

function optionalString(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidBody(`body/${field} must be string`);
  return value;
}

/** The owner columns Storage writes: `owner` only for a uuid `sub`, `owner_id` for any. */
function ownerColumns(sub: string | undefined): { owner: string | null; ownerId: string | null } {
  return { owner: sub && UUID.test(sub) ? sub : null, ownerId: sub ?? null };
}

/**
 * `POST /object/move`.
 *
 * @throws StorageError as listed in the module comment.
 */
export async function moveObject(
  ctx: TransferContext,
  body: Record<string, unknown>,
): Promise<{ message: string; Id: string; Key: string }> {
  const bucketId = requiredString(body, 'bucketId');
  const sourceKey = requiredString(body, 'sourceKey');
  const destinationKey = requiredString(body, 'destinationKey');
  const destinationBucket = optionalString(body, 'destinationBucket') || bucketId;
  checkObjectName(destinationKey);
  checkBucketName(bucketId);
  checkBucketName(destinationBucket);
  checkObjectName(sourceKey);
  const version = randomUUID();
  const { owner, ownerId } = ownerColumns(ctx.sub);

  await testPermission(
    ctx,
    async (client) => {
      const found = await client.query('select id from storage.objects where bucket_id = $1 and name = $2', [
        bucketId,
        sourceKey,
      ]);
      if (found.rowCount === 0) throw noSuchKey();
      const updated = await client.query(
        `update storage.objects
       set name = $3, bucket_id = $4, version = $5,
           owner = coalesce($6::uuid, owner), owner_id = coalesce($7, owner_id)
       where bucket_id = $1 and name = $2
       returning id`,
        [bucketId, sourceKey, destinationKey, destinationBucket, version, owner, ownerId],
      );
      if (updated.rowCount === 0) throw noSuchKey();
    },
    resourceAlreadyExists,
  );

  const source = (
    await ctx.admin.query<{ id: string }>(
      'select id from storage.objects where bucket_id = $1 and name = $2',
      [bucketId, sourceKey],
    )
  ).rows[0];
  if (!source) throw noSuchKey();
  if (bucketId === destinationBucket && sourceKey === destinationKey) {
    return { message: 'Successfully moved', Id: source.id, Key: destinationKey };
  }

  const from = objectFile(ctx.storageDir, bucketId, sourceKey);
  const to = objectFile(ctx.storageDir, destinationBucket, destinationKey);
  const client = await ctx.admin.connect();
  let moved = false;
  try {
    await client.query('begin');
    const locked = await client.query<{ id: string; metadata: Record<string, unknown> | null }>(
      'select id, metadata from storage.objects where bucket_id = $1 and name = $2 for update',
      [bucketId, sourceKey],
    );
    const row = locked.rows[0];
    if (!row) throw noSuchKey();
    await mkdir(path.dirname(to), { recursive: true });
    try {
      await rename(from, to);
    } catch {
      throw noSuchKey();
    }
    moved = true;
    const metadata = { ...(row.metadata ?? {}), lastModified: new Date().toISOString() };
    await client.query(
      `update storage.objects
       set name = $3, bucket_id = $4, version = $5, metadata = $6::jsonb,
           owner = coalesce($7::uuid, owner), owner_id = coalesce($8, owner_id),
           updated_at = now()
       where bucket_id = $1 and name = $2`,
      [
        bucketId,
        sourceKey,
        destinationKey,
        destinationBucket,
        version,
        JSON.stringify(metadata),
        owner,
        ownerId,
      ],
    );
    await client.query('commit');
    return { message: 'Successfully moved', Id: row.id, Key: destinationKey };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    if (moved) await rename(to, from).catch(() => undefined);
    throw error instanceof StorageError ? error : fromDatabaseError(error);
  } finally {
    client.release();
  }
}

/** User metadata from `x-metadata` (base64 JSON), as Storage's `parseUserMetadata` reads it. */
function parseUserMetadata(header: string | undefined): unknown {
  if (!header) return undefined;
  try {
    return JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * `POST /object/copy`.
 *
 * @param upsert - `x-upsert: true`: an existing destination is replaced.
 * @param xMetadata - the `x-metadata` header (used when `copyMetadata` is false).
 * @throws StorageError as listed in the module comment.
 */
export async function copyObject(
  ctx: TransferContext,
  body: Record<string, unknown>,
  upsert: boolean,
  xMetadata: string | undefined,
): Promise<Record<string, unknown>> {
  const sourceKey = requiredString(body, 'sourceKey');
  const bucketId = requiredString(body, 'bucketId');
  const destinationKey = requiredString(body, 'destinationKey');
  const destinationBucket = optionalString(body, 'destinationBucket') || bucketId;
  const copyMetadata = body.copyMetadata === undefined ? true : body.copyMetadata === true;
  const fileMetadata =
    body.metadata && typeof body.metadata === 'object' ? (body.metadata as Record<string, unknown>) : {};
  checkObjectName(destinationKey);
  checkBucketName(bucketId);
  checkBucketName(destinationBucket);
  checkObjectName(sourceKey);
  const { owner, ownerId } = ownerColumns(ctx.sub);

  // The source as the caller sees it.
  let origin: { metadata: Record<string, unknown> | null; user_metadata: unknown } | undefined;
  try {
    origin = await withRequestTransaction(
      ctx.api,
      { ...ctx.settings, readOnly: true },
      async (client) =>
        (
          await client.query<{ metadata: Record<string, unknown> | null; user_metadata: unknown }>(
            'select metadata, user_metadata from storage.objects where bucket_id = $1 and name = $2',
            [bucketId, sourceKey],
          )
        ).rows[0],
    );
  } catch (error) {
    throw fromDatabaseError(error);
  }
  if (!origin) throw noSuchKey();

  const metadata: Record<string, unknown> = { ...(origin.metadata ?? {}) };
  if (!copyMetadata) {
    if (typeof fileMetadata.cacheControl === 'string') metadata.cacheControl = fileMetadata.cacheControl;
    if (typeof fileMetadata.mimetype === 'string') metadata.mimetype = fileMetadata.mimetype;
  }
  const userMetadata = copyMetadata ? origin.user_metadata : parseUserMetadata(xMetadata);

  // May the caller create (or replace) the destination?
  await testPermission(
    ctx,
    async (client) => {
      await client.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
       values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, '1')
       ${upsert ? 'on conflict (bucket_id, name) do update set version = excluded.version' : ''}`,
        [
          destinationBucket,
          destinationKey,
          owner,
          ownerId,
          JSON.stringify(metadata),
          JSON.stringify(userMetadata ?? null),
        ],
      );
    },
    keyAlreadyExists,
  );

  const from = objectFile(ctx.storageDir, bucketId, sourceKey);
  const to = objectFile(ctx.storageDir, destinationBucket, destinationKey);
  await mkdir(ctx.tmpDir, { recursive: true });
  const tmpFile = path.join(ctx.tmpDir, randomUUID());
  try {
    await copyFile(from, tmpFile);
  } catch {
    throw noSuchKey();
  }
  const version = randomUUID();
  const client = await ctx.admin.connect();
  let placed: PlacedFile | undefined;
  try {
    await client.query('begin');
    const written = await client.query<Record<string, unknown> & { id: string }>(
      `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
       values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)
       on conflict (bucket_id, name) do update
         set metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
             owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now()
       returning id, bucket_id, name, owner, owner_id, version, metadata, user_metadata,
                 created_at, updated_at, last_accessed_at`,
      [
        destinationBucket,
        destinationKey,
        owner,
        ownerId,
        JSON.stringify({ ...metadata, lastModified: new Date().toISOString() }),
        JSON.stringify(userMetadata ?? null),
        version,
      ],
    );
    placed = await placeFile(tmpFile, to);
    await client.query('commit');
    await placed.commit();
    const row = written.rows[0]!;
    return { Id: row.id, Key: `${destinationBucket}/${destinationKey}`, ...row };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    await placed?.rollback().catch(() => undefined);
    throw error instanceof StorageError ? error : fromDatabaseError(error);
  } finally {
    client.release();
    await rm(tmpFile, { force: true });
  }
}
