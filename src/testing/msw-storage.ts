import { http, HttpResponse } from 'msw';
import { server, SUPABASE_URL } from './msw';

/**
 * Storage doubles for component tests (docs/decisions/0002), beside the PostgREST ones of
 * `./msw`: uploads, removals and signed URLs of a bucket, answered as Storage does and recorded.
 */

const STORAGE = `${SUPABASE_URL}/storage/v1`;

/**
 * Answers Storage uploads to `bucket` (`POST`/`PUT /storage/v1/object/<bucket>/<path>`) as
 * Storage does, or with an error, and records the uploaded object paths.
 *
 * @returns the live list of uploaded paths inside the bucket.
 */
export function answerStorageUpload(
  bucket: string,
  error?: { statusCode: string; error: string; message: string },
): string[] {
  const uploaded: string[] = [];
  const handler = ({ request }: { request: Request }) => {
    if (error) return HttpResponse.json(error, { status: Number(error.statusCode) || 400 });
    const path = decodeURIComponent(new URL(request.url).pathname.split(`/object/${bucket}/`)[1] ?? '');
    uploaded.push(path);
    return HttpResponse.json({ Id: crypto.randomUUID(), Key: `${bucket}/${path}` });
  };
  server.use(
    http.post(`${STORAGE}/object/${bucket}/*`, handler),
    http.put(`${STORAGE}/object/${bucket}/*`, handler),
  );
  return uploaded;
}

/**
 * Answers Storage removals from `bucket` (`DELETE /storage/v1/object/<bucket>` with
 * `{ prefixes }`) as Storage does, and records the removed paths.
 *
 * @returns the live list of removed paths inside the bucket.
 */
export function answerStorageRemove(bucket: string): string[] {
  const removed: string[] = [];
  server.use(
    http.delete(`${STORAGE}/object/${bucket}`, async ({ request }) => {
      const { prefixes } = (await request.json()) as { prefixes: string[] };
      removed.push(...prefixes);
      return HttpResponse.json(prefixes.map((name) => ({ name, bucket_id: bucket })));
    }),
  );
  return removed;
}

/**
 * Answers signed-URL requests for `bucket` (`POST /storage/v1/object/sign/<bucket>` with
 * `{ expiresIn, paths }`) as Storage does for objects the caller may read: one entry per path
 * with a `signedURL` whose token is `test-token`.
 *
 * @returns the live list of paths signed.
 */
export function answerStorageSign(bucket: string): string[] {
  const signed: string[] = [];
  server.use(
    http.post(`${STORAGE}/object/sign/${bucket}`, async ({ request }) => {
      const { paths } = (await request.json()) as { paths: string[] };
      signed.push(...paths);
      return HttpResponse.json(
        paths.map((path) => ({
          error: null,
          path,
          signedURL: `/object/sign/${bucket}/${path}?token=test-token`,
        })),
      );
    }),
  );
  return signed;
}
