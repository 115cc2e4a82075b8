/**
 * Uploads: `POST /object/<bucket>/<name>` (create; `x-upsert: true` replaces) and
 * `PUT /object/<bucket>/<name>` (replace), with a multipart/form-data body (what storage-js
 * sends for Blob/File/FormData: fields `cacheControl`, optional `metadata`, one file part) or a
 * raw body with its Content-Type (Supabase Storage API "Upload a new object" /
 * "Update the object at an existing key"; storage `src/storage/uploader.ts`).
 *
 * Order of checks, as in Storage's uploader: bucket exists, MIME type allowed by the bucket,
 * size within min(bucket limit, global limit) while streaming, then the `storage.objects` row
 * is written in the request's transaction AS the caller's role, so storage RLS policies decide.
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type pg from 'pg';
import { header } from '../caller';
import { withRequestTransaction, type RequestSettings } from '../db';
import {
  entityTooLarge,
  fromDatabaseError,
  invalidMimeType,
  invalidRequest,
  noSuchBucket,
  StorageError,
} from './errors';
import { placeFile, receiveToTemp, type PlacedFile, type ReceivedFile } from './files';
import { objectFile } from './paths';

/** A bucket's upload rules. */
export interface BucketRow {
  id: string;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
}

/**
 * Reads a bucket with the superuser pool, as Storage does (`asSuperUser().findBucketById`).
 *
 * @throws StorageError NoSuchBucket.
 */
export async function findBucket(admin: pg.Pool, bucket: string): Promise<BucketRow> {
  const row = (
    await admin.query<BucketRow>(
      'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [bucket],
    )
  ).rows[0];
  if (!row) throw noSuchBucket();
  return row;
}

/**
 * Storage's `validateMimeType`: the type/subtype must equal an allowed entry, or match an
 * allowed `type/*` wildcard. The comparison is on the raw header value.
 *
 * @throws StorageError InvalidMimeType (415).
 */
export function checkMimeType(mimeType: string, allowed: string[] | null): void {
  if (!allowed || allowed.length === 0) return;
  const [type, subtype] = mimeType.split('/');
  for (const entry of allowed) {
    const [allowedType, allowedSubtype] = entry.split('/');
    if (type === allowedType && (allowedSubtype === '*' || subtype === allowedSubtype)) return;
  }
  throw invalidMimeType(mimeType);
}

/** Everything an upload needs from its caller. */
export interface UploadContext {
  api: pg.Pool;
  admin: pg.Pool;
  storageDir: string;
  tmpDir: string;
  /** Global limit in bytes. */
  uploadLimit: number;
  settings: Omit<RequestSettings, 'readOnly'>;
  /** `sub` claim (owner), when it is a uuid. */
  owner: string | undefined;
}

interface Body {
  file: ReceivedFile;
  mimetype: string;
  cacheControl: string;
  userMetadata: unknown;
}

function fieldValue(part: MultipartFile, name: string): string | undefined {
  const f = part.fields[name];
  const one = Array.isArray(f) ? f[0] : f;
  return one && one.type === 'field' && typeof one.value === 'string' ? one.value : undefined;
}

async function readBody(request: FastifyRequest, ctx: UploadContext, bucket: BucketRow): Promise<Body> {
  const limit = Math.min(
    ctx.uploadLimit,
    bucket.file_size_limit === null ? Infinity : Number(bucket.file_size_limit),
  );
  const contentType = header(request.headers, 'content-type') ?? '';
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    const part = await request.file({ limits: { fileSize: limit, files: 1 }, throwFileSizeLimit: false });
    if (!part) throw invalidRequest('No content provided');
    try {
      checkMimeType(part.mimetype, bucket.allowed_mime_types);
    } catch (error) {
      part.file.resume();
      throw error;
    }
    const file = await receiveToTemp(part.file, ctx.tmpDir, Number.MAX_SAFE_INTEGER);
    if (part.file.truncated) {
      await rm(file.tmpFile, { force: true });
      throw entityTooLarge();
    }
    const cacheTime = fieldValue(part, 'cacheControl');
    const metadata = fieldValue(part, 'metadata') ?? fieldValue(part, 'userMetadata');
    return {
      file,
      mimetype: fieldValue(part, 'contentType') || part.mimetype,
      cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
      userMetadata: metadata ? safeJson(metadata) : null,
    };
  }
  // Storage's uploader: "just assume it's a binary file".
  const mimetype = contentType || 'application/octet-stream';
  const declared = Number(header(request.headers, 'content-length') ?? NaN);
  try {
    checkMimeType(mimetype, bucket.allowed_mime_types);
    if (Number.isFinite(declared) && declared > limit) throw entityTooLarge();
  } catch (error) {
    request.raw.resume();
    throw error;
  }
  let file: ReceivedFile;
  try {
    file = await receiveToTemp(request.raw, ctx.tmpDir, limit);
  } catch (error) {
    request.raw.resume();
    throw error;
  }
  const xMetadata = header(request.headers, 'x-metadata');
  return {
    file,
    mimetype,
    cacheControl: header(request.headers, 'cache-control') ?? 'no-cache',
    userMetadata: xMetadata ? safeJson(Buffer.from(xMetadata, 'base64').toString('utf8')) : null,
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Handles one upload.
 *
 * @param upsert - Replace an existing object (`x-upsert: true`, or any PUT).
 * @returns `{ Id, Key }` as Storage answers (Key = `<bucket>/<name>`).
 * @throws StorageError NoSuchBucket, InvalidKey, InvalidMimeType (415), EntityTooLarge (413),
 *   Duplicate (409), AccessDenied (403, RLS), database errors.
 */
export async function handleUpload(
  request: FastifyRequest,
  ctx: UploadContext,
  bucketId: string,
  name: string,
  upsert: boolean,
): Promise<{ Id: string; Key: string }> {
  const target = objectFile(ctx.storageDir, bucketId, name);
  const bucket = await findBucket(ctx.admin, bucketId);
  const body = await readBody(request, ctx, bucket);
  const metadata = {
    eTag: `"${body.file.md5}"`,
    size: body.file.size,
    mimetype: body.mimetype,
    cacheControl: body.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: body.file.size,
    httpStatusCode: 200,
  };
  const values = [
    randomUUID(),
    bucketId,
    name,
    ctx.owner ?? null,
    ctx.owner ?? null,
    JSON.stringify(metadata),
    JSON.stringify(body.userMetadata),
    randomUUID(),
  ];
  let placed: PlacedFile | undefined;
  try {
    const id = await withRequestTransaction(ctx.api, { ...ctx.settings, readOnly: false }, async (client) => {
      let objectId = String(values[0]);
      const insert = `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
                      values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`;
      if (upsert) {
        // INSERT … ON CONFLICT DO UPDATE: needs INSERT, UPDATE and SELECT policies, as on hosted.
        const r = await client.query<{ id: string }>(
          `${insert} on conflict (bucket_id, name) do update set
             owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
             user_metadata = excluded.user_metadata, version = excluded.version,
             updated_at = now(), last_accessed_at = now()
           returning id`,
          values,
        );
        objectId = r.rows[0]?.id ?? objectId;
      } else {
        await client.query(insert, values);
      }
      placed = await placeFile(body.file.tmpFile, target);
      return objectId;
    });
    await placed?.commit();
    return { Id: id, Key: `${bucketId}/${name}` };
  } catch (error) {
    await placed?.rollback().catch(() => undefined);
    await rm(body.file.tmpFile, { force: true });
    throw error instanceof StorageError ? error : fromDatabaseError(error);
  }
}
