/**
 * Reading, listing and removing objects (Supabase Storage API: "Retrieve an object",
 * "Retrieve an object from a public bucket", "Search for objects under a prefix",
 * "Delete multiple objects").
 */
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import type pg from 'pg';
import { header } from '../caller';
import { withRequestTransaction, type RequestSettings } from '../db';
import { fromDatabaseError, invalidRequest, noSuchBucket, noSuchKey } from './errors';
import { checkBucketName, checkObjectName, objectFile } from './paths';

/** `storage.objects` columns returned by list / remove. */
export interface ObjectRow {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: Record<string, unknown> | null;
}

/**
 * Streams an object's bytes with its stored Content-Type, Cache-Control, ETag and
 * Last-Modified; honours `Range` (206 + Content-Range; 416 when unsatisfiable),
 * `If-None-Match` (304) and `?download[=name]` (Content-Disposition attachment).
 *
 * @param options.expires - A signed URL's answer: the caller set `Expires`, so no Cache-Control
 *   is sent (Storage's renderer sends one or the other).
 */
export async function sendObject(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  metadata: Record<string, unknown> | null,
  options: { expires?: boolean } = {},
): Promise<FastifyReply> {
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch {
    throw noSuchKey();
  }
  const etag = typeof metadata?.eTag === 'string' ? metadata.eTag : undefined;
  reply.header(
    'Content-Type',
    typeof metadata?.mimetype === 'string' ? metadata.mimetype : 'application/octet-stream',
  );
  if (!options.expires) {
    reply.header(
      'Cache-Control',
      typeof metadata?.cacheControl === 'string' ? metadata.cacheControl : 'no-cache',
    );
  }
  reply.header('Accept-Ranges', 'bytes');
  if (etag) reply.header('ETag', etag);
  if (typeof metadata?.lastModified === 'string')
    reply.header('Last-Modified', new Date(metadata.lastModified).toUTCString());
  // Storage's renderer `handleDownload`: a bare `?download` names no file.
  const download = new URL(request.url, 'http://local').searchParams.get('download');
  if (download === '') reply.header('Content-Disposition', 'attachment;');
  else if (download !== null) {
    const encoded = encodeURIComponent(download);
    reply.header('Content-Disposition', `attachment; filename=${encoded}; filename*=UTF-8''${encoded};`);
  }
  if (etag && header(request.headers, 'if-none-match') === etag) return reply.code(304).send();
  // RFC 9110 §14: one satisfiable range is served (206), an unsatisfiable one is 416; several
  // ranges or a malformed header are ignored, as Storage's S3 backend does.
  const rangeHeader = header(request.headers, 'range');
  const ranges = rangeHeader ? parseRange(size, rangeHeader, { combine: true }) : -2;
  if (ranges === -1) return reply.code(416).header('Content-Range', `bytes */${size}`).send();
  const range =
    Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
  if (range) {
    reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .header('Content-Length', String(range.end - range.start + 1));
    return reply.send(
      request.method === 'HEAD' ? undefined : createReadStream(file, { start: range.start, end: range.end }),
    );
  }
  reply.code(200).header('Content-Length', String(size));
  return reply.send(request.method === 'HEAD' ? undefined : createReadStream(file));
}

/**
 * An object's metadata. Public bucket (`settings` undefined): read with the superuser pool, as
 * public URLs need no JWT and no SELECT policy on hosted Supabase. Otherwise as the caller's
 * role, so the RLS SELECT policy decides.
 *
 * @throws StorageError NoSuchBucket (public read of a missing or private bucket), NoSuchKey
 *   (absent or hidden row).
 */
export async function objectMetadata(
  db: pg.Pool,
  settings: Omit<RequestSettings, 'readOnly'> | undefined,
  bucket: string,
  name: string,
): Promise<Record<string, unknown> | null> {
  checkBucketName(bucket);
  checkObjectName(name);
  const sql = `select metadata, (select public from storage.buckets where id = $1) as public
                 from (select 1) _ left join storage.objects on bucket_id = $1 and name = $2`;
  const read = async (client: pg.Pool | pg.PoolClient) =>
    (
      await client.query<{ metadata: Record<string, unknown> | null; public: boolean | null }>(sql, [
        bucket,
        name,
      ])
    ).rows[0];
  const row = settings
    ? await withRequestTransaction(db, { ...settings, readOnly: true }, read)
    : await read(db);
  if (!settings && !row?.public) throw noSuchBucket();
  if (!row || row.metadata === null) throw noSuchKey();
  return row.metadata;
}

/** Body of `POST /object/list/<bucket>` (storage-js `SearchOptions`). */
export interface ListOptions {
  prefix?: string;
  limit?: number;
  offset?: number;
  sortBy?: { column?: string; order?: string };
  search?: string;
}

/**
 * Lists one "folder level" under `prefix` as the caller's role, like Storage's
 * `storage.search()`: files directly under the prefix, and sub-folders as entries whose `id`,
 * timestamps and metadata are null. RLS decides which rows exist for the caller.
 */
export async function listObjects(
  api: pg.Pool,
  settings: Omit<RequestSettings, 'readOnly'>,
  bucket: string,
  options: ListOptions,
): Promise<ObjectRow[]> {
  checkBucketName(bucket);
  const prefix = options.prefix ? options.prefix.replace(/\/*$/, '/') : '';
  const limit = Math.min(Math.max(Number(options.limit ?? 100) || 100, 1), 1000);
  const offset = Math.max(Number(options.offset ?? 0) || 0, 0);
  const search = (options.search ?? '').toLowerCase();
  const likePrefix = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let rows: ObjectRow[];
  try {
    rows = await withRequestTransaction(
      api,
      { ...settings, readOnly: true },
      async (client) =>
        (
          await client.query<ObjectRow>(
            `select name, id, updated_at, created_at, last_accessed_at, metadata
             from storage.objects where bucket_id = $1 and name like $2 escape '\\' order by name`,
            [bucket, likePrefix],
          )
        ).rows,
    );
  } catch (error) {
    throw fromDatabaseError(error);
  }
  const entries = new Map<string, ObjectRow>();
  for (const row of rows) {
    const rest = row.name.slice(prefix.length);
    const slash = rest.indexOf('/');
    const entryName = slash === -1 ? rest : rest.slice(0, slash);
    if (search && !entryName.toLowerCase().startsWith(search)) continue;
    if (slash === -1) entries.set(`f:${entryName}`, { ...row, name: entryName });
    else if (!entries.has(`d:${entryName}`)) {
      entries.set(`d:${entryName}`, {
        name: entryName,
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      });
    }
  }
  const column =
    (['name', 'updated_at', 'created_at', 'last_accessed_at'] as const).find(
      (c) => c === options.sortBy?.column,
    ) ?? 'name';
  const desc = options.sortBy?.order?.toLowerCase() === 'desc';
  const sorted = [...entries.values()].sort((a, b) => {
    const av = String(a[column] ?? '');
    const bv = String(b[column] ?? '');
    return (av < bv ? -1 : av > bv ? 1 : 0) * (desc ? -1 : 1);
  });
  return sorted.slice(offset, offset + limit);
}

/**
 * Deletes objects by name as the caller's role (RLS DELETE and SELECT policies decide, since
 * the deleted rows are returned), then their bytes.
 *
 * @returns The deleted rows.
 */
export async function removeObjects(
  api: pg.Pool,
  settings: Omit<RequestSettings, 'readOnly'>,
  storageDir: string,
  bucket: string,
  names: unknown,
): Promise<Array<ObjectRow & { bucket_id: string }>> {
  checkBucketName(bucket);
  if (
    !Array.isArray(names) ||
    names.length === 0 ||
    names.length > 1000 ||
    !names.every((n) => typeof n === 'string')
  ) {
    throw invalidRequest('prefixes must be an array of 1 to 1000 object names');
  }
  const valid = (names as string[]).filter((n) => {
    try {
      checkObjectName(n);
      return true;
    } catch {
      return false;
    }
  });
  let deleted: Array<ObjectRow & { bucket_id: string }>;
  try {
    deleted = await withRequestTransaction(
      api,
      { ...settings, readOnly: false },
      async (client) =>
        (
          await client.query<ObjectRow & { bucket_id: string }>(
            `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
           returning name, id, bucket_id, updated_at, created_at, last_accessed_at, metadata`,
            [bucket, valid],
          )
        ).rows,
    );
  } catch (error) {
    throw fromDatabaseError(error);
  }
  for (const row of deleted) await rm(objectFile(storageDir, bucket, row.name), { force: true });
  return deleted;
}
