/**
 * Fastify wiring of `/rest/v1`: tables and views at `/rest/v1/<name>`, functions at
 * `/rest/v1/rpc/<name>`. Each request is authenticated (PGRST301 / PGRST303 on a bad JWT,
 * https://docs.postgrest.org/en/v12/references/auth.html), then served in one transaction as
 * the JWT's role.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { headerObject, identifyCaller, type Caller } from '../caller';
import type { Catalogue } from './catalogue';
import { RestError, toRestError } from './errors';
import type { RestResponse } from './response';
import { handleRpcRequest } from './rpc';
import { handleTableRequest } from './tables';

/** Dependencies of the REST routes. */
export interface RestDeps {
  pool: pg.Pool;
  catalogue: Catalogue;
  jwtSecret: string;
}

function send(reply: FastifyReply, res: RestResponse): FastifyReply {
  reply.code(res.status);
  for (const [k, v] of Object.entries(res.headers)) reply.header(k, v);
  return res.body === undefined ? reply.send() : reply.send(res.body);
}

function sendError(reply: FastifyReply, error: RestError): FastifyReply {
  reply.code(error.status).header('Content-Type', 'application/json; charset=utf-8');
  for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
  return reply.send(JSON.stringify(error.body));
}

async function authenticate(
  request: FastifyRequest,
  reply: FastifyReply,
  secret: string,
): Promise<Caller | undefined> {
  const result = await identifyCaller(request.headers, secret);
  if ('caller' in result) return result.caller;
  const code = result.failure.kind === 'claims' ? 'PGRST303' : 'PGRST301';
  sendError(
    reply,
    new RestError(
      401,
      { code, message: result.failure.message, details: null, hint: null },
      { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${result.failure.message}"` },
    ),
  );
  return undefined;
}

function splitUrl(url: string): { path: string; search: string } {
  const i = url.indexOf('?');
  return i === -1 ? { path: url, search: '' } : { path: url.slice(0, i), search: url.slice(i + 1) };
}

/**
 * Registers the REST routes (mount with prefix `/rest/v1`).
 */
export async function restRoutes(app: FastifyInstance, deps: RestDeps): Promise<void> {
  // The body stays raw: JSON is parsed by the handlers so that errors are PostgREST's (PGRST102).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 20 * 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  const handle = async (
    request: FastifyRequest,
    reply: FastifyReply,
    kind: 'table' | 'rpc',
    name: string,
  ): Promise<FastifyReply> => {
    const caller = await authenticate(request, reply, deps.jwtSecret);
    if (!caller) return reply;
    const { path, search } = splitUrl(request.url);
    const headers = headerObject(request.headers);
    const settings = {
      role: caller.role,
      claims: caller.claims,
      method: request.method,
      path: path.replace(/^\/rest\/v1/, '') || '/',
      headers,
    };
    try {
      if (kind === 'rpc') {
        const method = request.method as 'GET' | 'HEAD' | 'POST';
        return send(
          reply,
          await handleRpcRequest(deps.pool, deps.catalogue, {
            method,
            fn: name,
            search,
            headers,
            rawBody: request.body,
            settings,
          }),
        );
      }
      const method = request.method as 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE';
      return send(
        reply,
        await handleTableRequest(deps.pool, deps.catalogue, {
          method,
          table: name,
          search,
          headers,
          rawBody: request.body,
          settings,
        }),
      );
    } catch (error) {
      const restError = toRestError(error, caller.role);
      if (restError.status >= 500) request.log.error(error);
      return sendError(reply, restError);
    }
  };

  const rpcName = (r: FastifyRequest): string => (r.params as { fn: string }).fn;
  const tableName = (r: FastifyRequest): string => (r.params as { table: string }).table;
  app.route({
    method: ['GET', 'POST'],
    url: '/rpc/:fn',
    handler: (req, reply) => handle(req, reply, 'rpc', rpcName(req)),
  });
  app.route({
    method: ['GET', 'POST', 'PATCH', 'DELETE'],
    url: '/:table',
    handler: (req, reply) => handle(req, reply, 'table', tableName(req)),
  });
  app.get('/', async (_req, reply) =>
    reply
      .header('Content-Type', 'application/openapi+json; charset=utf-8')
      .send(JSON.stringify({ swagger: '2.0', info: { title: 'local stack', version: '12' }, paths: {} })),
  );
}
