/**
 * `GET /storage/v1/render/image/public/<bucket>/<name>` — Supabase Storage's image
 * transformation endpoint ("Image Transformations", Pro plan on hosted projects), so that the
 * site setting `image_delivery = "render"` (docs/decisions/0042) works on the local stack too.
 *
 * As hosted Storage (imgproxy behind it) answers it: `width` and `height` 1–2500 px (one of them
 * keeps the aspect ratio), `resize` `cover` (default), `contain` or `fill`, `quality` 20–100
 * (default 80), never enlarged; WebP when the browser accepts it unless `format=origin`, else the
 * original's type. Only public buckets, like `/object/public`.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { header } from '../caller';
import { invalidRequest, noSuchKey } from './errors';

const FITS = { cover: 'cover', contain: 'inside', fill: 'fill' } as const;

function dimension(value: string | null, name: string): number | undefined {
  if (value === null || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 2500)
    throw invalidRequest(`${name} must be an integer from 1 to 2500`);
  return n;
}

/**
 * Sends the transformed image of an object file.
 *
 * @param file - the object's bytes on disk.
 * @param metadata - its Storage metadata (for the original's MIME type).
 * @throws StorageError `InvalidRequest` for a bad parameter, `NoSuchKey` when the file is gone.
 */
export async function sendRendered(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  metadata: Record<string, unknown> | null,
): Promise<FastifyReply> {
  const query = new URL(request.url, 'http://local').searchParams;
  const width = dimension(query.get('width'), 'width');
  const height = dimension(query.get('height'), 'height');
  const resize = (query.get('resize') ?? 'cover') as keyof typeof FITS;
  if (!(resize in FITS)) throw invalidRequest('resize must be cover, contain or fill');
  const quality = query.get('quality') === null ? 80 : Number(query.get('quality'));
  if (!Number.isInteger(quality) || quality < 20 || quality > 100) {
    throw invalidRequest('quality must be an integer from 20 to 100');
  }
  let input: Buffer;
  try {
    input = await readFile(file);
  } catch {
    throw noSuchKey();
  }
  const original = typeof metadata?.mimetype === 'string' ? metadata.mimetype : 'application/octet-stream';
  const webp =
    query.get('format') !== 'origin' && (header(request.headers, 'accept') ?? '').includes('image/webp');
  let image = sharp(input).rotate();
  if (width || height) image = image.resize({ width, height, fit: FITS[resize], withoutEnlargement: true });
  const type = webp ? 'image/webp' : original;
  if (webp) image = image.webp({ quality });
  else if (original === 'image/jpeg') image = image.jpeg({ quality });
  else if (original === 'image/png') image = image.png();
  else if (original === 'image/webp') image = image.webp({ quality });
  return reply
    .header('Content-Type', type)
    .header('Cache-Control', typeof metadata?.cacheControl === 'string' ? metadata.cacheControl : 'no-cache')
    .header('Vary', 'Accept')
    .send(await image.toBuffer());
}
