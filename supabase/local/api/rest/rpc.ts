/**
 * Functions as RPC: `POST /rpc/<fn>` with a JSON object of named arguments and
 * `GET|HEAD /rpc/<fn>?arg=…` (https://docs.postgrest.org/en/v12/references/api/functions.html).
 * Set-returning and composite results accept `select`, filters, `order`, `limit`/`offset`.
 */
import type pg from 'pg';
import { withRequestTransaction, type RequestSettings } from '../db';
import type { Catalogue, FunctionInfo } from './catalogue';
import { bodyError, RestError, unacceptable } from './errors';
import { applyRangeHeader, parseAccept, parseJsonBody, parsePrefer, parseQuery } from './request';
import {
  checkSingular,
  contentRange,
  contentType,
  readResponse,
  type AggregateRow,
  type RestResponse,
} from './response';
import { ident, limitSql, orderSql, Params, selectListSql, whereSql, wrapSql, type Relation } from './sql';

/** One RPC request, already authenticated. */
export interface RpcRequest {
  method: 'GET' | 'HEAD' | 'POST';
  fn: string;
  search: string;
  headers: Record<string, string>;
  rawBody: unknown;
  settings: Omit<RequestSettings, 'readOnly'>;
  /** `db-max-rows`: no read returns more rows. */
  maxRows?: number;
}

/** PGRST202 (404): no function with this name and these argument names. */
function unknownFunction(schema: string, name: string, argNames: string[]): RestError {
  const signature =
    argNames.length > 0
      ? `${schema}.${name}(${[...argNames].sort().join(', ')})`
      : `${schema}.${name} without parameters`;
  return new RestError(404, {
    code: 'PGRST202',
    message: `Could not find the function ${signature} in the schema cache`,
    details:
      argNames.length > 0
        ? `Searched for the function ${schema}.${name} with parameters ${[...argNames].sort().join(', ')} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`
        : `Searched for the function ${schema}.${name} without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    hint: null,
  });
}

/**
 * "Media Type Handlers": whether a function returning the domain `mediaType` answers with its
 * raw value. The `*\/*` handler always does. A named one only when `Accept` names its type
 * before any JSON type; with no `Accept` or `Accept: *\/*` PostgREST resolves to JSON.
 *
 * @throws RestError PGRST107 (406) when no offered type is available.
 */
function wantsRaw(accept: string | undefined, mediaType: string): boolean {
  if (mediaType === '*/*') return true;
  const offered = (accept ?? '')
    .split(',')
    .map((part) => (part.split(';')[0] ?? '').trim().toLowerCase())
    .filter(Boolean);
  for (const type of offered) {
    if (type === mediaType) return true;
    try {
      parseAccept(type);
      return false;
    } catch {
      // Not a JSON type either: try the next one.
    }
  }
  if (offered.length === 0) return false;
  throw unacceptable(accept ?? '');
}

/** Overload resolution by argument names (PostgREST "Overloaded functions"). */
function pickOverload(
  schema: string,
  name: string,
  overloads: FunctionInfo[] | undefined,
  given: string[],
): FunctionInfo {
  const matches = (overloads ?? []).filter(
    (f) =>
      given.every((g) => f.args.some((a) => a.name === g)) &&
      f.args.every((a) => a.hasDefault || given.includes(a.name)),
  );
  if (matches.length === 1 && matches[0]) return matches[0];
  if (matches.length === 0) throw unknownFunction(schema, name, given);
  throw new RestError(300, {
    code: 'PGRST203',
    message: `Could not choose the best candidate function between: ${matches.map((f) => `${schema}.${name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`).join(', ')}`,
    details: null,
    hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  });
}

/**
 * Serves one RPC request.
 *
 * @throws RestError PGRST202 (unknown function / arguments), PGRST203, PGRST100, PGRST102,
 *   PGRST116, 42703 and mapped Postgres errors.
 */
export async function handleRpcRequest(
  pool: pg.Pool,
  catalogue: Catalogue,
  req: RpcRequest,
): Promise<RestResponse> {
  const overloads = await catalogue.functions(req.fn);
  if (!overloads) throw unknownFunction(catalogue.schema, req.fn, []);
  const isRead = req.method !== 'POST';
  const q = parseQuery(req.search, isRead);
  applyRangeHeader(q, req.headers.range, req.maxRows);
  const prefs = parsePrefer(req.headers.prefer);

  let args: Record<string, unknown>;
  if (isRead) {
    args = Object.fromEntries(q.rest);
  } else {
    const body = parseJsonBody(req.rawBody) ?? {};
    if (body === null || typeof body !== 'object' || Array.isArray(body))
      throw bodyError('Empty or invalid json');
    args = body as Record<string, unknown>;
  }
  const fn = pickOverload(catalogue.schema, req.fn, overloads, Object.keys(args));
  const params = new Params();
  const argList = fn.args.filter((a) => a.name in args);
  // Arguments arrive as one JSON object and are typed by json_to_record with the catalogue's
  // argument types, as PostgREST does; their names and types come from pg_catalog.
  const argsFrom =
    argList.length > 0
      ? `json_to_record(${params.add(JSON.stringify(args))}::json) AS pgrst_args(${argList.map((a) => `${ident(a.name)} ${a.type}`).join(', ')}), `
      : '';
  const call = `${ident(fn.schema)}.${ident(fn.name)}(${argList.map((a) => `${ident(a.name)} := pgrst_args.${ident(a.name)}`).join(', ')})`;
  const readOnly = isRead || fn.volatility !== 'v';
  const from = argsFrom.replace(/, $/, '') || '(SELECT 1) AS pgrst_none';

  if (fn.mediaType && wantsRaw(req.headers.accept, fn.mediaType)) {
    // The handler's value goes out as it is, bytea as bytes and text as UTF-8.
    const sql = `SELECT (${call})::${fn.binary ? 'bytea' : 'text'} AS body FROM ${from}`;
    const row = await withRequestTransaction(
      pool,
      { ...req.settings, readOnly },
      async (client) => (await client.query<{ body: string | Buffer | null }>(sql, params.values)).rows[0],
    );
    return {
      status: 200,
      headers: { 'Content-Type': fn.mediaType === '*/*' ? 'application/octet-stream' : fn.mediaType },
      body: req.method === 'HEAD' ? undefined : (row?.body ?? ''),
    };
  }
  const shape = parseAccept(req.headers.accept);

  if (fn.returnKind === 'void' || fn.returnKind === 'scalar') {
    if (q.select.some((s) => s.kind !== 'star') || q.conditions.length > 0 || q.order.length > 0) {
      throw new RestError(400, {
        code: 'PGRST100',
        message: 'filters and select apply only to functions returning rows',
        details: null,
        hint: null,
      });
    }
    const sql = fn.returnsSet
      ? `SELECT coalesce(json_agg(pgrst_call), '[]')::text AS body, count(*) AS page_total FROM ${argsFrom}LATERAL ${call} AS pgrst_call`
      : `SELECT to_json(${call})::text AS body, 1 AS page_total FROM ${from}`;
    const row = await withRequestTransaction(pool, { ...req.settings, readOnly }, async (client) => {
      const r = (await client.query<{ body: string | null; page_total: string }>(sql, params.values)).rows[0];
      if (fn.returnsSet) checkSingular(shape, Number(r?.page_total ?? 0));
      return r;
    });
    if (fn.returnKind === 'void') return { status: 204, headers: { 'Content-Range': '*/*' } };
    let body = row?.body ?? 'null';
    if (fn.returnsSet && shape.startsWith('object'))
      body = JSON.stringify((JSON.parse(body) as unknown[])[0] ?? null);
    return {
      status: 200,
      headers: {
        'Content-Type': contentType(shape),
        'Content-Range': fn.returnsSet ? contentRange(0, Number(row?.page_total ?? 0), null) : '0-0/*',
      },
      body: req.method === 'HEAD' ? undefined : body,
    };
  }

  // Composite results: a relation named pgrst_call with the function's result columns.
  const rel: Relation = {
    label: fn.name,
    qualifier: 'pgrst_call',
    columns: new Map(fn.returnColumns.map((c) => [c.name, c])),
    columnOrder: fn.returnColumns.map((c) => c.name),
  };
  const select = await selectListSql(rel, q.select, params, (t) => catalogue.hasType(t));
  const rows = `${argsFrom}LATERAL ${call} AS pgrst_call`;
  const where = whereSql(rel, q.conditions, params);
  const source = `SELECT ${select} FROM ${rows}${where}${orderSql(rel, q.order, params)}${limitSql(q.limit, q.offset, params)}`;
  const total = prefs.count ? `(SELECT pg_catalog.count(*) FROM ${rows}${where})` : 'NULL';
  // A function returning a single composite answers with an object, as PostgREST does.
  const effectiveShape = fn.returnsSet ? shape : shape.endsWith('stripped') ? 'object-stripped' : 'object';
  const sql = wrapSql(source, '*', total, effectiveShape);
  const row = await withRequestTransaction(pool, { ...req.settings, readOnly }, async (client) => {
    const r = (await client.query<AggregateRow>(sql, params.values)).rows[0];
    if (fn.returnsSet) checkSingular(shape, Number(r?.page_total ?? 0));
    return r;
  });
  return readResponse(row, q.offset ?? 0, effectiveShape, req.method, 'null');
}
