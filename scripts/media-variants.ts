/**
 * `npm run media:variants`: makes the WebP variants (480, 960 and 1600 px wide, never upscaled)
 * of every stored image that lacks them and records each image's size, so the rows that name it
 * carry `width` and `height` (docs/decisions/0042). Idempotent: run it once after deploying the
 * image-variants migration to a project with existing uploads, and again whenever you like.
 *
 *   SUPABASE_URL=https://<ref>.supabase.co SUPABASE_SERVICE_ROLE_KEY=… npm run media:variants
 *   npm run media:variants -- --dry-run      (lists what it would do)
 *   npm run media:variants -- --seed         (the committed seed media: writes the variants
 *                                             beside each file under supabase/media and the
 *                                             sizes block of supabase/seed.sql; no network)
 *
 * Without SUPABASE_URL it uses the local stack (`[api] port` of supabase/config.toml, and its
 * service-role key).
 * The service-role key bypasses row-level security: keep it out of the browser and the repository.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { LOCAL_SERVICE_ROLE_KEY } from '../supabase/local/keys';
import { readLocalProject } from '../supabase/local/project';
import { VARIANT_BUCKETS, VARIANT_WIDTHS, variantPath, variantWidths } from '../src/lib/image-variant-names';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const VARIANT_NAME = /\.\d+w\.webp$/;
/** WebP quality of the variants (the browser's maker uses 0.8, the same). */
export const WEBP_QUALITY = 80;

/** One variant encoded by sharp. */
export interface EncodedVariant {
  width: number;
  data: Buffer;
}

/**
 * The size (after EXIF orientation) and the WebP variants of an image.
 *
 * @param input - the original's bytes (JPEG, PNG or WebP).
 * @param skip - widths that already exist and need not be made.
 */
export async function encodeVariants(
  input: Buffer,
  skip: ReadonlySet<number> = new Set(),
): Promise<{ width: number; height: number; variants: EncodedVariant[] }> {
  const meta = await sharp(input).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  if (!width || !height) throw new Error('the image has no size');
  const variants: EncodedVariant[] = [];
  for (const target of variantWidths(width)) {
    if (skip.has(target)) continue;
    const data = await sharp(input)
      .rotate()
      .resize({ width: target })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    variants.push({ width: target, data });
  }
  return { width, height, variants };
}

interface ListedObject {
  name: string;
  id: string | null;
  metadata?: { mimetype?: string } | null;
}

class StorageApi {
  constructor(
    private readonly url: string,
    private readonly key: string,
  ) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return { apikey: this.key, authorization: `Bearer ${this.key}`, ...extra };
  }

  private objectUrl(bucket: string, objectPath: string): string {
    return `${this.url}/storage/v1/object/${bucket}/${objectPath.split('/').map(encodeURIComponent).join('/')}`;
  }

  /** Every object of a bucket, with its MIME type (folders walked). */
  async listAll(bucket: string, prefix = ''): Promise<{ path: string; type: string }[]> {
    const found: { path: string; type: string }[] = [];
    for (let offset = 0; ; offset += 1000) {
      const res = await fetch(`${this.url}/storage/v1/object/list/${bucket}`, {
        method: 'POST',
        headers: this.headers({ 'content-type': 'application/json' }),
        body: JSON.stringify({ prefix, limit: 1000, offset, sortBy: { column: 'name', order: 'asc' } }),
      });
      if (res.status === 400 || res.status === 404) return found; // no such bucket (no twin)
      if (!res.ok) throw new Error(`listing ${bucket}/${prefix}: ${res.status} ${await res.text()}`);
      const items = (await res.json()) as ListedObject[];
      for (const item of items) {
        const full = prefix ? `${prefix}/${item.name}` : item.name;
        if (item.id === null) found.push(...(await this.listAll(bucket, full)));
        else found.push({ path: full, type: item.metadata?.mimetype ?? '' });
      }
      if (items.length < 1000) return found;
    }
  }

  async download(bucket: string, objectPath: string): Promise<Buffer> {
    const res = await fetch(
      this.objectUrl(bucket, objectPath).replace('/object/', '/object/authenticated/'),
      {
        headers: this.headers(),
      },
    );
    if (!res.ok) throw new Error(`downloading ${bucket}/${objectPath}: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async upload(bucket: string, objectPath: string, data: Buffer): Promise<void> {
    const res = await fetch(this.objectUrl(bucket, objectPath), {
      method: 'POST',
      headers: this.headers({
        'content-type': 'image/webp',
        'cache-control': 'max-age=3600',
        'x-upsert': 'true',
      }),
      body: new Uint8Array(data),
    });
    if (!res.ok) throw new Error(`uploading ${bucket}/${objectPath}: ${res.status} ${await res.text()}`);
  }

  async recordSize(bucket: string, objectPath: string, width: number, height: number): Promise<void> {
    const res = await fetch(`${this.url}/rest/v1/rpc/record_image_size`, {
      method: 'POST',
      headers: this.headers({ 'content-type': 'application/json' }),
      body: JSON.stringify({ bucket, path: objectPath, width, height }),
    });
    if (!res.ok) throw new Error(`recording ${bucket}/${objectPath}: ${res.status} ${await res.text()}`);
  }
}

/** Variants and sizes of every stored image of a project (the one-off command). */
async function runOnProject(dryRun: boolean): Promise<void> {
  const url = (process.env.SUPABASE_URL ?? (await readLocalProject()).apiUrl).replace(/\/+$/, '');
  const key =
    process.env.SUPABASE_SERVICE_ROLE_KEY ?? (url.includes('127.0.0.1') ? LOCAL_SERVICE_ROLE_KEY : '');
  if (!key)
    throw new Error('Set SUPABASE_SERVICE_ROLE_KEY (Project Settings → API keys) for a hosted project.');
  const api = new StorageApi(url, key);
  let made = 0;
  let recorded = 0;
  let failed = 0;
  for (const publicBucket of VARIANT_BUCKETS) {
    for (const bucket of [publicBucket, `${publicBucket}-unpublished`]) {
      const objects = await api.listAll(bucket);
      const names = new Set(objects.map((o) => o.path));
      for (const object of objects) {
        if (VARIANT_NAME.test(object.path) || !IMAGE_TYPES.has(object.type)) continue;
        const existing = new Set(
          VARIANT_WIDTHS.filter((width) => names.has(variantPath(object.path, width))),
        );
        try {
          const input = await api.download(bucket, object.path);
          const result = await encodeVariants(input, existing);
          if (dryRun) {
            console.log(
              `${bucket}/${object.path}: ${result.width}×${result.height}, would make ${result.variants.map((v) => v.width).join(', ') || 'nothing'}`,
            );
            continue;
          }
          for (const variant of result.variants) {
            await api.upload(bucket, variantPath(object.path, variant.width), variant.data);
            made++;
          }
          await api.recordSize(publicBucket, object.path, result.width, result.height);
          recorded++;
        } catch (error) {
          failed++;
          console.error(`${bucket}/${object.path}: ${(error as Error).message}`);
        }
      }
    }
  }
  console.log(`${made} variants made, ${recorded} sizes recorded, ${failed} failed.`);
  if (failed > 0) process.exitCode = 1;
}

async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await filesUnder(path.join(dir, entry.name), rel)));
    else if (/\.(jpe?g|png|webp)$/i.test(entry.name) && !VARIANT_NAME.test(entry.name)) files.push(rel);
  }
  return files;
}

const SIZES_BEGIN = '-- image sizes: begin (written by `npm run media:variants -- --seed`)';
const SIZES_END = '-- image sizes: end';

/** The seed's media: variant files beside the originals and the sizes block of seed.sql. */
async function runOnSeed(): Promise<void> {
  const rows: string[] = [];
  for (const bucket of VARIANT_BUCKETS) {
    const dir = path.join(ROOT, 'supabase/media', bucket);
    for (const rel of await filesUnder(dir)) {
      const result = await encodeVariants(await readFile(path.join(dir, rel)));
      for (const variant of result.variants) {
        await writeFile(path.join(dir, variantPath(rel, variant.width)), variant.data);
      }
      rows.push(`  ('${bucket}', '${rel.replaceAll("'", "''")}', ${result.width}, ${result.height})`);
    }
  }
  const seedPath = path.join(ROOT, 'supabase/seed.sql');
  const seed = await readFile(seedPath, 'utf8');
  const begin = seed.indexOf(SIZES_BEGIN);
  const end = seed.indexOf(SIZES_END);
  if (begin < 0 || end < begin)
    throw new Error(`supabase/seed.sql has no "${SIZES_BEGIN}" … "${SIZES_END}" block`);
  const block =
    `${SIZES_BEGIN}\n` +
    `insert into private.image_sizes (bucket, path, width, height)\nvalues\n${rows.join(',\n')}\n` +
    `on conflict (bucket, path) do update set width = excluded.width, height = excluded.height;\n`;
  await writeFile(seedPath, seed.slice(0, begin) + block + seed.slice(end));
  console.log(
    `${rows.length} seed images: variants written under supabase/media, sizes in supabase/seed.sql.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = new Set(process.argv.slice(2));
  (args.has('--seed') ? runOnSeed() : runOnProject(args.has('--dry-run'))).catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
