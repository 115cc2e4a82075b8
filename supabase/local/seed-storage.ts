/**
 * Storage seeding, as `supabase db reset` / `supabase seed buckets` do it: every bucket in
 * config.toml is created or updated, then each file under its `objects_path` is uploaded with
 * the service-role key (upsert) through the Storage HTTP API, so the real upload path runs.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { BucketConfig } from './config';
import mime from 'mime-types';

/**
 * Creates or updates the buckets declared in config.toml (only the keys a section sets).
 *
 * @param client - Superuser connection.
 */
export async function upsertConfiguredBuckets(client: pg.Client, buckets: BucketConfig[]): Promise<void> {
  for (const b of buckets) {
    await client.query(
      `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
       values ($1, $1, coalesce($2, false), $3, $4)
       on conflict (id) do update set
         public = coalesce($2, storage.buckets.public),
         file_size_limit = case when $5 then excluded.file_size_limit else storage.buckets.file_size_limit end,
         allowed_mime_types = case when $6 then excluded.allowed_mime_types else storage.buckets.allowed_mime_types end,
         updated_at = now()`,
      [
        b.name,
        b.public ?? null,
        b.fileSizeLimit ?? null,
        b.allowedMimeTypes ?? null,
        b.fileSizeLimit !== undefined,
        b.allowedMimeTypes !== undefined,
      ],
    );
  }
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files: string[] = [];
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (e.name.startsWith('.')) continue;
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) files.push(...(await listFiles(path.join(dir, e.name), rel)));
    else if (e.isFile()) files.push(rel);
  }
  return files;
}

/**
 * Uploads every file under each bucket's `objects_path` to `<bucket>/<relative path>`.
 *
 * @param apiUrl - Base URL of the running API (e.g. http://127.0.0.1:54321).
 * @param serviceRoleKey - Sent as apikey and bearer token.
 * @returns Number of objects uploaded.
 * @throws Error with the Storage error body when an upload is refused.
 */
export async function uploadSeedObjects(
  apiUrl: string,
  serviceRoleKey: string,
  buckets: BucketConfig[],
): Promise<number> {
  let count = 0;
  for (const bucket of buckets) {
    if (!bucket.objectsPath) continue;
    let files: string[];
    try {
      files = await listFiles(bucket.objectsPath);
    } catch {
      continue; // CLI skips a missing objects_path folder
    }
    for (const rel of files) {
      const body = await readFile(path.join(bucket.objectsPath, rel));
      const objectPath = rel.split('/').map(encodeURIComponent).join('/');
      const res = await fetch(
        `${apiUrl}/storage/v1/object/${encodeURIComponent(bucket.name)}/${objectPath}`,
        {
          method: 'POST',
          headers: {
            apikey: serviceRoleKey,
            authorization: `Bearer ${serviceRoleKey}`,
            'content-type': mime.lookup(rel) || 'application/octet-stream',
            'cache-control': 'max-age=3600',
            'x-upsert': 'true',
          },
          body: new Uint8Array(body),
        },
      );
      if (!res.ok) throw new Error(`seeding ${bucket.name}/${rel} failed: ${res.status} ${await res.text()}`);
      count++;
    }
  }
  return count;
}
