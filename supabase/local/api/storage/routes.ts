/**
 * Fastify wiring of `/storage/v1` (Supabase Storage API, the subset storage-js uses here):
 *
 *   POST   /object/<bucket>/<name>                upload (x-upsert: true to replace)
 *   PUT    /object/<bucket>/<name>                replace
 *   DELETE /object/<bucket>          {prefixes}   remove several
 *   DELETE /object/<bucket>/<name>               remove one
 *   POST   /object/list/<bucket>                  list one folder level
 *   GET    /object/public/<bucket>/<name>         public bucket download (no key, no JWT)
 *   GET    /render/image/public/<bucket>/<name>   the same, resized (?width=&height=&resize=&quality=&format=)
 *   POST   /object/sign/<bucket>/<name>           signed URL for an object the caller can see
 *   POST   /object/sign/<bucket>      {paths}     signed URLs of several
 *   GET    /object/sign/<bucket>/<name>?token=    download with a signed URL (no key, no JWT)
 *   POST   /object/move               {…}         move (also to another bucket)
 *   POST   /object/copy               {…}         copy (also to another bucket)
 *   GET    /object/authenticated/<bucket>/<name>  download as the caller (RLS)
 *   GET    /object/<bucket>/<name>                same
 *   GET    /bucket, /bucket/<id>                  buckets visible to the caller (RLS)
 *
 * One hook verifies the JWT as Storage's jwt plugin does; one error handler renders every
 * failure as Storage's error handler does.
 */
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { header, headerObject, identifyCaller, type Caller } from '../caller';
import { withRequestTransaction, type Database, type RequestSettings } from '../db';
import { fromDatabaseError, invalidJwt, invalidRequest, noSuchBucket, StorageError } from './errors';
import { listObjects, objectMetadata, removeObjects, sendObject, type ListOptions } from './objects';
import { objectFile } from './paths';
import { sendRendered } from './render';
import { sendSigned, signMany, signOne } from './signed';
import { copyObject, moveObject, type TransferContext } from './transfer';
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

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the Storage JWT hook. */
    storageCaller?: Caller;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The one JSON body reader of Storage's routes: an empty body is `{}`. */
async function readJson(request: FastifyRequest): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request.raw) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    const parsed = text.trim() === '' ? {} : (JSON.parse(text) as unknown);
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    throw invalidRequest('Body is not valid JSON');
  }
}

/**
 * Registers the Storage routes (mount with prefix `/storage/v1`).
 */
export async function storageRoutes(app: FastifyInstance, deps: StorageDeps): Promise<void> {
  // Bodies stay raw streams (uploads are streamed to disk); multipart is parsed on demand.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  await app.register(multipart, { limits: { fields: 10, files: 1, parts: 12 } });
  const tmpDir = path.join(path.dirname(deps.storageDir), 'storage-uploads');

  app.setErrorHandler((error, request, reply) => {
    const e = fromDatabaseError(error);
    if (e.httpStatus >= 500) request.log.error(error);
    return reply
      .code(e.httpStatus)
      .header('Content-Type', 'application/json; charset=utf-8')
      .send(JSON.stringify(e.render()));
  });
  app.addHook('preHandler', async (request) => {
    // Public objects and signed URLs need no JWT (see gateway.ts).
    if (request.url.startsWith('/storage/v1/object/public/')) return;
    if (request.url.startsWith('/storage/v1/render/image/public/')) return;
    if (request.method !== 'POST' && request.url.startsWith('/storage/v1/object/sign/')) return;
    const result = await identifyCaller(request.headers, deps.jwtSecret);
    if ('failure' in result) {
      throw invalidJwt(result.failure.message === 'JWT expired' ? 'jwt expired' : 'invalid signature');
    }
    request.storageCaller = result.caller;
  });

  const settingsOf = (request: FastifyRequest): Omit<RequestSettings, 'readOnly'> => {
    const caller = request.storageCaller as Caller;
    return {
      role: caller.role,
      claims: caller.claims,
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
      headers: headerObject(request.headers),
    };
  };
  const params = (request: FastifyRequest): { bucket: string; name: string } => {
    const p = request.params as Record<string, string | undefined>;
    return { bucket: p.bucket ?? '', name: p['*'] ?? '' };
  };

  const upload = (upsertAlways: boolean) => async (request: FastifyRequest) => {
    const { bucket, name } = params(request);
    const sub = request.storageCaller?.claims.sub;
    return handleUpload(
      request,
      {
        api: deps.db.api,
        admin: deps.db.admin,
        storageDir: deps.storageDir,
        tmpDir,
        uploadLimit: deps.uploadLimit,
        settings: settingsOf(request),
        owner: typeof sub === 'string' && UUID.test(sub) ? sub : undefined,
      },
      bucket,
      name,
      upsertAlways || header(request.headers, 'x-upsert') === 'true',
    );
  };
  app.post('/object/:bucket/*', upload(false));
  app.put('/object/:bucket/*', upload(true));

  app.post('/object/list/:bucket', async (request) =>
    listObjects(
      deps.db.api,
      settingsOf(request),
      params(request).bucket,
      (await readJson(request)) as ListOptions,
    ),
  );

  app.delete('/object/:bucket', async (request) => {
    const body = await readJson(request);
    return removeObjects(
      deps.db.api,
      settingsOf(request),
      deps.storageDir,
      params(request).bucket,
      body.prefixes,
    );
  });

  app.delete('/object/:bucket/*', async (request) => {
    const { bucket, name } = params(request);
    const deleted = await removeObjects(deps.db.api, settingsOf(request), deps.storageDir, bucket, [name]);
    if (deleted.length === 0) throw new StorageError(404, 'not_found', 'Object not found', 'NoSuchKey');
    return { message: 'Successfully deleted' };
  });

  // Public objects: no apikey (see gateway.ts) and no JWT; the bucket must be public.
  app.get('/object/public/:bucket/*', async (request, reply) => {
    const { bucket, name } = params(request);
    const metadata = await objectMetadata(deps.db.admin, undefined, bucket, name);
    return sendObject(request, reply, objectFile(deps.storageDir, bucket, name), metadata);
  });
  // Image transformations of public objects (docs/decisions/0042): the same rules, resized.
  app.get('/render/image/public/:bucket/*', async (request, reply) => {
    const { bucket, name } = params(request);
    const metadata = await objectMetadata(deps.db.admin, undefined, bucket, name);
    return sendRendered(request, reply, objectFile(deps.storageDir, bucket, name), metadata);
  });

  // Signed URLs: signing as the caller (RLS SELECT decides), downloading with the token only.
  app.post('/object/sign/:bucket/*', async (request) => {
    const { bucket, name } = params(request);
    return signOne(deps.db.api, settingsOf(request), deps.jwtSecret, bucket, name, await readJson(request));
  });
  app.post('/object/sign/:bucket', async (request) =>
    signMany(
      deps.db.api,
      settingsOf(request),
      deps.jwtSecret,
      params(request).bucket,
      await readJson(request),
    ),
  );
  app.get('/object/sign/:bucket/*', async (request, reply) => {
    const { bucket, name } = params(request);
    return sendSigned(request, reply, deps.db.admin, deps.jwtSecret, deps.storageDir, bucket, name);
  });

  const transferContext = (request: FastifyRequest): TransferContext => {
    const sub = request.storageCaller?.claims.sub;
    return {
      api: deps.db.api,
      admin: deps.db.admin,
      storageDir: deps.storageDir,
      tmpDir,
      settings: settingsOf(request),
      sub: typeof sub === 'string' ? sub : undefined,
    };
  };
  app.post('/object/move', async (request) => moveObject(transferContext(request), await readJson(request)));
  app.post('/object/copy', async (request) =>
    copyObject(
      transferContext(request),
      await readJson(request),
      header(request.headers, 'x-upsert') === 'true',
      header(request.headers, 'x-metadata'),
    ),
  );

  const authenticatedDownload = async (request: FastifyRequest, reply: Parameters<typeof sendObject>[1]) => {
    const { bucket, name } = params(request);
    const metadata = await objectMetadata(deps.db.api, settingsOf(request), bucket, name);
    return sendObject(request, reply, objectFile(deps.storageDir, bucket, name), metadata);
  };
  app.get('/object/authenticated/:bucket/*', authenticatedDownload);
  app.get('/object/:bucket/*', authenticatedDownload);

  const bucketColumns =
    'id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at';
  const buckets = (request: FastifyRequest, where: string, values: unknown[]) =>
    withRequestTransaction(
      deps.db.api,
      { ...settingsOf(request), readOnly: true },
      async (client) =>
        (await client.query(`select ${bucketColumns} from storage.buckets ${where}`, values)).rows,
    );
  app.get('/bucket', async (request) => buckets(request, 'order by name', []));
  app.get('/bucket/:id', async (request) => {
    const row = (await buckets(request, 'where id = $1', [(request.params as { id: string }).id]))[0];
    if (!row) throw noSuchBucket();
    return row;
  });
}
