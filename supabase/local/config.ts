/**
 * The parts of `supabase/config.toml` the local stack honours
 * (https://supabase.com/docs/guides/local-development/cli/config): `[api] max_rows`,
 * `[auth.rate_limit] token_refresh`, `[storage] file_size_limit`,
 * `[storage.buckets.<name>]` (public, file_size_limit, allowed_mime_types, objects_path).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'smol-toml';

/** One `[storage.buckets.<name>]` section. */
export interface BucketConfig {
  name: string;
  public?: boolean;
  /** Bytes; undefined when the section does not set it. */
  fileSizeLimit?: number;
  allowedMimeTypes?: string[];
  /** Absolute folder whose files are uploaded to the bucket on a fresh database. */
  objectsPath?: string;
}

/** The settings of config.toml the stack honours. */
export interface StorageConfig {
  /** Global upload limit in bytes (`[storage] file_size_limit`, CLI default 50MiB). */
  fileSizeLimit: number;
  buckets: BucketConfig[];
  /** `[api] max_rows` (PostgREST `db-max-rows`; CLI default 1000). */
  maxRows: number;
  /** `[auth.rate_limit] token_refresh`: `/token` requests per 5 minutes per IP (default 150). */
  tokenRefreshPer5Min: number;
  /** Functions whose `[functions.<name>] verify_jwt` is false (the CLI's default is true). */
  functionsWithoutJwt: string[];
}

/**
 * Parses a size such as `"50MiB"`, `"5MB"`, `"512KB"` or a plain number of bytes. Units are
 * binary (1 KB = 1024 B), as the CLI reads them.
 *
 * @throws Error on an unreadable size.
 */
export function parseSize(value: string | number): number {
  if (typeof value === 'number') return value;
  // b, k/kb/kib, m/mb/mib, g/gb/gib, case-insensitive.
  const m = /^\s*(\d+(?:\.\d+)?)\s*(?:([kmg]?)(?:i?b)?|b)\s*$/i.exec(value);
  if (!m) throw new Error(`config.toml: unreadable size "${value}"`);
  return Math.floor(Number(m[1]) * 1024 ** ' kmg'.indexOf((m[2] || ' ').toLowerCase()));
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * Reads the storage settings of `<supabaseRoot>/config.toml`.
 *
 * @param supabaseRoot - The `supabase/` folder; `objects_path` is relative to it.
 * @returns Defaults (50MiB, no buckets) when the file is missing.
 */
export async function readStorageConfig(supabaseRoot: string): Promise<StorageConfig> {
  const file = path.join(supabaseRoot, 'config.toml');
  const result: StorageConfig = {
    fileSizeLimit: 50 * 1024 ** 2,
    buckets: [],
    maxRows: 1000,
    tokenRefreshPer5Min: 150,
    functionsWithoutJwt: [],
  };
  if (!existsSync(file)) return result;
  const toml = asRecord(parse(await readFile(file, 'utf8')));
  const maxRows = asRecord(toml.api).max_rows;
  if (typeof maxRows === 'number') result.maxRows = maxRows;
  const tokenRefresh = asRecord(asRecord(toml.auth).rate_limit).token_refresh;
  if (typeof tokenRefresh === 'number') result.tokenRefreshPer5Min = tokenRefresh;
  for (const [name, raw] of Object.entries(asRecord(toml.functions))) {
    if (asRecord(raw).verify_jwt === false) result.functionsWithoutJwt.push(name);
  }
  const storage = asRecord(toml.storage);
  if (typeof storage.file_size_limit === 'string' || typeof storage.file_size_limit === 'number') {
    result.fileSizeLimit = parseSize(storage.file_size_limit);
  }
  for (const [name, raw] of Object.entries(asRecord(storage.buckets))) {
    const section = asRecord(raw);
    const bucket: BucketConfig = { name };
    if (typeof section.public === 'boolean') bucket.public = section.public;
    if (typeof section.file_size_limit === 'string' || typeof section.file_size_limit === 'number') {
      bucket.fileSizeLimit = parseSize(section.file_size_limit);
    }
    if (Array.isArray(section.allowed_mime_types)) {
      bucket.allowedMimeTypes = section.allowed_mime_types.filter((t): t is string => typeof t === 'string');
    }
    if (typeof section.objects_path === 'string')
      bucket.objectsPath = path.resolve(supabaseRoot, section.objects_path);
    result.buckets.push(bucket);
  }
  return result;
}
