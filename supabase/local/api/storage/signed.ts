/**
 * Signed URLs (Supabase Storage API "Generate a presigned url to retrieve an object",
 * "Generate presigned urls to retrieve objects", "Retrieve an object via a presigned URL";
 * storage `src/storage/object.ts` `signObjectUrl`, `signObjectUrls`, `verifyObjectSignature`):
 *
 *   POST /object/sign/<bucket>/<name>   {expiresIn}          → {signedURL}
 *   POST /object/sign/<bucket>          {expiresIn, paths}   → [{error, path, signedURL}]
 *   GET  /object/sign/<bucket>/<name>?token=…[&download]     → the bytes, no key, no JWT
 *
 * Signing reads the object row AS THE CALLER, so the bucket's SELECT policy decides who may sign
 * (an object the caller cannot see is `NoSuchKey`). The token is an HS256 JWT with the project
 * secret, claims `{url: "<bucket>/<name>", scope: "download", iat, exp}`; `signedURL` is
 * `/object/sign/<bucket>/<name>?token=<jwt>` with the name as stored (storage-js `encodeURI`s it).
 * Downloading checks the signature, the scope, that the token names this very object, and its
 * expiry, then serves the object like a public one, with `Expires` set to the token's expiry.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type pg from 'pg';
import { withRequestTransaction, type RequestSettings } from '../db';
import {
  fromDatabaseError,
  invalidBody,
  invalidParameter,
  invalidSignature,
  invalidSignedToken,
  noSuchKey,
  StorageError,
} from './errors';
import { sendObject } from './objects';
import { checkBucketName, checkObjectName, objectFile } from './paths';

/** `SIGNED_URL_SCOPE_DOWNLOAD`. */
const SCOPE_DOWNLOAD = 'download';
/** Storage's `MAX_ABSOLUTE_JWT_EXPIRATION_SECONDS` is the JWT's year-2038 bound. */
const MAX_EXPIRY_EPOCH_SECONDS = 2 ** 31 - 1;
/** `MAX_OBJECTS_PER_REQUEST`. */
const MAX_PATHS = 1000;

const encoder = new TextEncoder();

/**
 * `assertValidNumericJWTExpiration`: a whole number of seconds, at least 1, and not past 2038.
 * The body schema already refused a missing or non-integer value.
 *
 * @throws StorageError InvalidParameter.
 */
function checkExpiresIn(expiresIn: number): number {
  const seconds = Math.floor(expiresIn);
  if (
    !Number.isSafeInteger(seconds) ||
    seconds < 1 ||
    seconds > MAX_EXPIRY_EPOCH_SECONDS - Math.floor(Date.now() / 1000)
  ) {
    throw invalidParameter('expiresIn');
  }
  return seconds;
}

/** The body's `expiresIn` as Storage's JSON schema reads it (`type: integer, minimum: 1`). */
function expiresInOf(body: Record<string, unknown>): number {
  const value = body.expiresIn;
  if (value === undefined) throw invalidBody("body must have required property 'expiresIn'");
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw invalidBody('body/expiresIn must be integer');
  if (value < 1) throw invalidBody('body/expiresIn must be >= 1');
  return checkExpiresIn(value);
}

/** The token of one object: `{url, scope, iat, exp}`, HS256 with the project secret. */
export async function signObjectToken(
  secret: string,
  bucket: string,
  name: string,
  expiresIn: number,
): Promise<string> {
  return new SignJWT({ url: `${bucket}/${name}`, scope: SCOPE_DOWNLOAD })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(`${expiresIn}s`)
    .sign(encoder.encode(secret));
}

/** The names among `names` that the caller's role can see in `bucket` (RLS decides). */
async function visibleNames(
  api: pg.Pool,
  settings: Omit<RequestSettings, 'readOnly'>,
  bucket: string,
  names: string[],
): Promise<Set<string>> {
  try {
    const rows = await withRequestTransaction(
      api,
      { ...settings, readOnly: true },
      async (client) =>
        (
          await client.query<{ name: string }>(
            'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
            [bucket, names],
          )
        ).rows,
    );
    return new Set(rows.map((row) => row.name));
  } catch (error) {
    throw fromDatabaseError(error);
  }
}

/**
 * `POST /object/sign/<bucket>/<name>`: one signed URL, for an object the caller can see.
 *
 * @throws StorageError InvalidBucketName, InvalidKey, InvalidRequest (body), InvalidParameter
 *   (expiresIn), NoSuchKey (absent, or hidden by RLS).
 */
export async function signOne(
  api: pg.Pool,
  settings: Omit<RequestSettings, 'readOnly'>,
  secret: string,
  bucket: string,
  name: string,
  body: Record<string, unknown>,
): Promise<{ signedURL: string }> {
  checkBucketName(bucket);
  checkObjectName(name);
  const expiresIn = expiresInOf(body);
  if (!(await visibleNames(api, settings, bucket, [name])).has(name)) throw noSuchKey();
  const token = await signObjectToken(secret, bucket, name, expiresIn);
  return { signedURL: `/object/sign/${bucket}/${name}?token=${token}` };
}

/**
 * `POST /object/sign/<bucket>` with `{expiresIn, paths}`: one entry per path, in order; a path
 * the caller cannot see (or that does not exist) gets `error` and a null `signedURL`.
 */
export async function signMany(
  api: pg.Pool,
  settings: Omit<RequestSettings, 'readOnly'>,
  secret: string,
  bucket: string,
  body: Record<string, unknown>,
): Promise<Array<{ error: string | null; path: string; signedURL: string | null }>> {
  checkBucketName(bucket);
  const expiresIn = expiresInOf(body);
  const paths = body.paths;
  if (paths === undefined) throw invalidBody("body must have required property 'paths'");
  if (!Array.isArray(paths) || !paths.every((p): p is string => typeof p === 'string'))
    throw invalidBody('body/paths must be array');
  if (paths.length < 1) throw invalidBody('body/paths must NOT have fewer than 1 items');
  if (paths.length > MAX_PATHS) throw invalidBody(`body/paths must NOT have more than ${MAX_PATHS} items`);
  const found = await visibleNames(api, settings, bucket, paths);
  return Promise.all(
    paths.map(async (path) =>
      found.has(path)
        ? {
            error: null,
            path,
            signedURL: `/object/sign/${bucket}/${path}?token=${await signObjectToken(secret, bucket, path, expiresIn)}`,
          }
        : {
            error: 'Either the object does not exist or you do not have access to it',
            path,
            signedURL: null,
          },
    ),
  );
}

/**
 * `GET /object/sign/<bucket>/<name>?token=…`: the object, when the token verifies, is a download
 * token, names this object and has not expired.
 *
 * @throws StorageError InvalidRequest (no token), InvalidJWT (bad signature, malformed, expired),
 *   InvalidSignature (another object or an upload token), NoSuchKey.
 */
export async function sendSigned(
  request: FastifyRequest,
  reply: FastifyReply,
  admin: pg.Pool,
  secret: string,
  storageDir: string,
  bucket: string,
  name: string,
): Promise<FastifyReply> {
  const token = new URL(request.url, 'http://local').searchParams.get('token');
  if (token === null) throw invalidBody("querystring must have required property 'token'");
  let payload: { url?: unknown; scope?: unknown; upsert?: unknown; exp?: unknown };
  try {
    ({ payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] }));
  } catch (error) {
    throw invalidSignedToken(error instanceof Error ? error.message : '');
  }
  // isDownloadScopedToken: scoped for download, or a legacy token without scope and without upsert.
  const download =
    payload.scope === SCOPE_DOWNLOAD || (payload.scope === undefined && !('upsert' in payload));
  if (!download) throw invalidSignature(`Token is not scoped for ${SCOPE_DOWNLOAD}`);
  if (payload.url !== `${bucket}/${name}`) throw invalidSignature();
  const exp = typeof payload.exp === 'number' ? payload.exp : 0;
  if (exp * 1000 < Date.now()) {
    throw new StorageError(400, 'ExpiredToken', 'The provided token has expired.', 'ExpiredToken');
  }
  checkBucketName(bucket);
  checkObjectName(name);
  const row = (
    await admin.query<{ metadata: Record<string, unknown> | null }>(
      'select metadata from storage.objects where bucket_id = $1 and name = $2',
      [bucket, name],
    )
  ).rows[0];
  if (!row) throw noSuchKey();
  reply.header('Expires', new Date(exp * 1000).toUTCString());
  return sendObject(request, reply, objectFile(storageDir, bucket, name), row.metadata, {
    expires: true,
  });
}
