/**
 * Fastify wiring of `/rest/v1`: tables and views at `/rest/v1/<name>`, functions at
 * `/rest/v1/rpc/<name>`. One hook authenticates every request (PGRST301 / PGRST303 on a bad
 * JWT, https://docs.postgrest.org/en/v12/references/auth.html) and one error handler renders
 * every failure as PostgREST does; each request is served in one transaction as the JWT's role.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { headerObject, identifyCaller, type Caller } from '../caller';
import type { RequestSettings } from '../db';
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
  /** `db-max-rows` (`[api] max_rows` of config.toml): upper bound of every read's page. */
  maxRows?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the REST authentication hook. */
    restCaller?: Caller;
  }
}

/**
 * Sends a response after applying `response.headers` and `response.status` as set by the
 * statement with `set_config(…, true)` ("Transactions > Response Headers / Response Status").
 *
 * @throws RestError PGRST111 / PGRST112 (500) for a malformed setting.
 */
function send(reply: FastifyReply, res: RestResponse, gucs: RequestSettings['response']): FastifyReply {
  const headers = { ...res.headers };
  if (gucs?.headers) {
    let list: unknown;
    try {
      list = JSON.parse(gucs.headers);
    } catch {
      list = undefined;
    }
    const valid =
      Array.isArray(list) &&
      list.every(
        (h) =>
          h !== null &&
          typeof h === 'object' &&
          Object.keys(h as object).length === 1 &&
          typeof Object.values(h as object)[0] === 'string',
      );
    if (!valid) {
      throw new RestError(500, {
        code: 'PGRST111',
        message:
          'response.headers guc must be a JSON array composed of objects with a single key and a string value',
        details: null,
        hint: null,
      });
    }
    for (const h of list as Array<Record<string, string>>) {
      const [name, value] = Object.entries(h)[0] as [string, string];
      for (const k of Object.keys(headers)) if (k.toLowerCase() === name.toLowerCase()) delete headers[k];
      headers[name] = value;
    }
  }
  let status = res.status;
  if (gucs?.status) {
    status = Number(gucs.status);
    if (!/^\d{3}$/.test(gucs.status) || status < 100 || status > 599) {
      throw new RestError(500, {
        code: 'PGRST112',
        message: 'response.status guc must be a valid status code',
        details: null,
        hint: null,
      });
    }
  }
  reply.code(status);
  for (const [k, v] of Object.entries(headers)) reply.header(k, v);
  return res.body === undefined ? reply.send() : reply.send(res.body);
}

/**
 * Schema selection ("Schemas > Multiple schemas"): GET and HEAD name a schema with
 * `Accept-Profile`, every other method with `Content-Profile`; without the header the first
 * exposed schema is used. This server exposes one schema, so the header may only name it.
 *
 * @throws RestError PGRST106 (406) for any other schema, as PostgREST 12.2+ answers.
 */
export function checkProfile(
  method: string,
  headers: Record<string, string | string[] | undefined>,
  exposed: string,
): void {
  const name = method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile';
  const raw = headers[name];
  const value = Array.isArray(raw) ? raw.join(',') : raw;
  if (value === undefined || value === exposed) return;
  throw new RestError(406, {
    code: 'PGRST106',
    message: `Invalid schema: ${value}`,
    details: null,
    hint: `Only the following schemas are exposed: ${exposed}`,
  });
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
  app.setErrorHandler((error, request, reply) => {
    const restError = toRestError(error, request.restCaller?.role ?? 'anon');
    if (restError.status >= 500 && restError.body.code !== '57014') request.log.error(error);
    reply.code(restError.status).header('Content-Type', 'application/json; charset=utf-8');
    for (const [k, v] of Object.entries(restError.headers)) reply.header(k, v);
    return reply.send(JSON.stringify(restError.body));
  });
  app.addHook('preHandler', async (request) => {
    const result = await identifyCaller(request.headers, deps.jwtSecret);
    if ('caller' in result) {
      request.restCaller = result.caller;
      return;
    }
    const message = result.failure.message;
    throw new RestError(
      401,
      {
        code: result.failure.kind === 'claims' ? 'PGRST303' : 'PGRST301',
        message,
        details: null,
        hint: null,
      },
      { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"` },
    );
  });

  const settingsOf = async (request: FastifyRequest): Promise<Omit<RequestSettings, 'readOnly'>> => {
    checkProfile(request.method, request.headers, deps.catalogue.schema);
    const caller = request.restCaller as Caller;
    return {
      role: caller.role,
      claims: caller.claims,
      method: request.method,
      path: (request.url.split('?')[0] ?? '').replace(/^\/rest\/v1/, '') || '/',
      headers: headerObject(request.headers),
      roleSettings: await deps.catalogue.roleSettings(caller.role),
      preRequest: await deps.catalogue.preRequest(),
      response: {},
    };
  };
  const search = (request: FastifyRequest): string => request.url.split('?').slice(1).join('?');

  app.route({
    method: ['GET', 'POST'],
    url: '/rpc/:fn',
    handler: async (request, reply) => {
      const settings = await settingsOf(request);
      return send(
        reply,
        await handleRpcRequest(deps.pool, deps.catalogue, {
          method: request.method as 'GET' | 'HEAD' | 'POST',
          fn: (request.params as { fn: string }).fn,
          search: search(request),
          headers: settings.headers,
          rawBody: request.body,
          settings,
          maxRows: deps.maxRows,
        }),
        settings.response,
      );
    },
  });
  app.route({
    method: ['GET', 'POST', 'PATCH', 'DELETE'],
    url: '/:table',
    handler: async (request, reply) => {
      const settings = await settingsOf(request);
      return send(
        reply,
        await handleTableRequest(deps.pool, deps.catalogue, {
          method: request.method as 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE',
          table: (request.params as { table: string }).table,
          search: search(request),
          headers: settings.headers,
          rawBody: request.body,
          settings,
          maxRows: deps.maxRows,
        }),
        settings.response,
      );
    },
  });
}
