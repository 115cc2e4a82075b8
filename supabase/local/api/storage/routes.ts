/**
 * Fastify wiring of `/storage/v1` (Supabase Storage API, the subset storage-js uses here):
 *
 *   POST   /object/<bucket>/<name>                upload (x-upsert: true to replace)
 *   PUT    /object/<bucket>/<name>                replace
 *   DELETE /object/<bucket>          {prefixes}   remove several
 *   DELETE /object/<bucket>/<name>               remove one
 *   POST   /object/list/<bucket>                  list one folder level
 *   GET    /object/public/<bucket>/<name>         public bucket download (no key, no JWT)
 *   GET    /object/authenticated/<bucket>/<name>  download as the caller (RLS)
 *   GET    /object/<bucket>/<name>                same
 *   GET    /bucket, /bucket/<id>                  buckets visible to the caller (RLS)
 */
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { header, headerObject, identifyCaller, type Caller } from '../caller';
import { withRequestTransaction, type Database, type RequestSettings } from '../db';
import { fromDatabaseError, invalidJwt, noSuchBucket, StorageError } from './errors';
import {
  authorizedObjectMetadata,
  listObjects,
  publicObjectMetadata,
  removeObjects,
  sendObject,
  type ListOptions,
} from './objects';
import { objectFile } from './paths';
import { handleUpload } from './upload';

/** Dependencies of the Storage routes. */
export interface StorageDeps {
  db: Database;
  jwtSecret: string;
  /** Folder of object bytes. */
  storageDir: string;
  /** Global upload limit in bytes. */
  uploadLimit: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  const e = error instanceof StorageError ? error : fromDatabaseError(error);
  return reply
    .code(e.httpStatus)
    .header('Content-Type', 'application/json; charset=utf-8')
    .send(JSON.stringify(e.render()));
}

async function readJson(request: FastifyRequest): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request.raw) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new StorageError(400, 'InvalidRequest', 'Body is not valid JSON', 'InvalidRequest');
  }
}

/** `*` wildcard param, decoded by fastify. */
const wildcard = (request: FastifyRequest): string => (request.params as Record<string, string>)['*'] ?? '';
const bucketParam = (request: FastifyRequest): string =>
  (request.params as Record<string, string>).bucket ?? '';

/**
 * Registers the Storage routes (mount with prefix `/storage/v1`).
 */
export async function storageRoutes(app: FastifyInstance, deps: StorageDeps): Promise<void> {
  // Bodies stay raw streams (uploads are streamed to disk); multipart is parsed on demand.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  await app.register(multipart, { limits: { fields: 10, files: 1, parts: 12 } });
  const tmpDir = path.join(path.dirname(deps.storageDir), 'storage-uploads');

  /** Verifies the JWT like Storage's jwt plugin; sends the error and returns undefined on failure. */
  const authenticate = async (request: FastifyRequest, reply: FastifyReply): Promise<Caller | undefined> => {
    const result = await identifyCaller(request.headers, deps.jwtSecret);
    if ('caller' in result) return result.caller;
    sendError(
      reply,
      invalidJwt(result.failure.message === 'JWT expired' ? 'jwt expired' : 'invalid signature'),
    );
    return undefined;
  };
  const settingsFor = (request: FastifyRequest, caller: Caller): Omit<RequestSettings, 'readOnly'> => ({
    role: caller.role,
    claims: caller.claims,
    method: request.method,
    path: request.url.split('?')[0] ?? request.url,
    headers: headerObject(request.headers),
  });
  const ownerOf = (caller: Caller): string | undefined =>
    typeof caller.claims.sub === 'string' && UUID.test(caller.claims.sub) ? caller.claims.sub : undefined;

  const upload = (upsertAlways: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = await authenticate(request, reply);
    if (!caller) return reply;
    try {
      const result = await handleUpload(
        request,
        {
          api: deps.db.api,
          admin: deps.db.admin,
          storageDir: deps.storageDir,
          tmpDir,
          uploadLimit: deps.uploadLimit,
          settings: settingsFor(request, caller),
          owner: ownerOf(caller),
        },
        bucketParam(request),
        wildcard(request),
        upsertAlways || header(request.headers, 'x-upsert') === 'true',
      );
      return reply.code(200).send(result);
    } catch (error) {
      if (!(error instanceof StorageError) || error.httpStatus >= 500) request.log.error(error);
      return sendError(reply, error);
    }
  };
  app.post('/object/:bucket/*', upload(false));
  app.put('/object/:bucket/*', upload(true));

  app.post('/object/list/:bucket', async (request, reply) => {
    const caller = await authenticate(request, reply);
    if (!caller) return reply;
    try {
      const body = (await readJson(request)) as ListOptions;
      return reply.send(
        await listObjects(deps.db.api, settingsFor(request, caller), bucketParam(request), body ?? {}),
      );
    } catch (error) {
      return sendError(reply, error);
    }
  });

  app.delete('/object/:bucket', async (request, reply) => {
    const caller = await authenticate(request, reply);
    if (!caller) return reply;
    try {
      const body = (await readJson(request)) as { prefixes?: unknown };
      return reply.send(
        await removeObjects(
          deps.db.api,
          settingsFor(request, caller),
          deps.storageDir,
          bucketParam(request),
          body?.prefixes,
        ),
      );
    } catch (error) {
      return sendError(reply, error);
    }
  });

  app.delete('/object/:bucket/*', async (request, reply) => {
    const caller = await authenticate(request, reply);
    if (!caller) return reply;
    try {
      const deleted = await removeObjects(
        deps.db.api,
        settingsFor(request, caller),
        deps.storageDir,
        bucketParam(request),
        [wildcard(request)],
      );
      if (deleted.length === 0) throw new StorageError(404, 'not_found', 'Object not found', 'NoSuchKey');
      return reply.send({ message: 'Successfully deleted' });
    } catch (error) {
      return sendError(reply, error);
    }
  });

  // Public objects: no apikey (see gateway.ts) and no JWT; the bucket must be public.
  app.get('/object/public/:bucket/*', async (request, reply) => {
    try {
      const bucket = bucketParam(request);
      const name = wildcard(request);
      const metadata = await publicObjectMetadata(deps.db.admin, bucket, name);
      return await sendObject(request, reply, objectFile(deps.storageDir, bucket, name), name, metadata);
    } catch (error) {
      return sendError(reply, error);
    }
  });

  const authenticatedDownload = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply> => {
    const caller = await authenticate(request, reply);
    if (!caller) return reply;
    try {
      const bucket = bucketParam(request);
      const name = wildcard(request);
      const metadata = await authorizedObjectMetadata(
        deps.db.api,
        settingsFor(request, caller),
        bucket,
        name,
      );
      return await sendObject(request, reply, objectFile(deps.storageDir, bucket, name), name, metadata);
    } catch (error) {
      return sendError(reply, error);
    }
  };
  app.get('/object/authenticated/:bucket/*', authenticatedDownload);
  app.get('/object/:bucket/*', authenticatedDownload);

  const bucketColumns =
    'id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at';
  app.get('/bucket', async (request, reply) => {
    const caller = await authenticate(request, reply);
    if (!caller) return reply;
    try {
      const rows = await withRequestTransaction(
        deps.db.api,
        { ...settingsFor(request, caller), readOnly: true },
        async (client) =>
          (await client.query(`select ${bucketColumns} from storage.buckets order by name`)).rows,
      );
      return reply.send(rows);
    } catch (error) {
      return sendError(reply, error);
    }
  });
  app.get('/bucket/:id', async (request, reply) => {
    const caller = await authenticate(request, reply);
    if (!caller) return reply;
    try {
      const id = (request.params as { id: string }).id;
      const row = await withRequestTransaction(
        deps.db.api,
        { ...settingsFor(request, caller), readOnly: true },
        async (client) =>
          (await client.query(`select ${bucketColumns} from storage.buckets where id = $1`, [id])).rows[0],
      );
      if (!row) throw noSuchBucket();
      return reply.send(row);
    } catch (error) {
      return sendError(reply, error);
    }
  });

  app.get('/status', async (_request, reply) => reply.send({ status: 'ok' }));
}
