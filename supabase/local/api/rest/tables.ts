/**
 * Tables and views: GET/HEAD (read), POST (insert / upsert), PATCH (update), DELETE
 * (https://docs.postgrest.org/en/v12/references/api/tables_views.html).
 */
import type pg from 'pg';
import { withRequestTransaction, type RequestSettings } from '../db';
import type { Catalogue, TableInfo } from './catalogue';
import { bodyError, parseError, unknownColumn, unknownPayloadColumn, unknownTable } from './errors';
import type { SelectItem } from './grammar';
import {
  applyRangeHeader,
  parseAccept,
  parseJsonBody,
  parsePrefer,
  parseQuery,
  type Preferences,
} from './request';
import { checkSingular, contentType, readResponse, type AggregateRow, type RestResponse } from './response';
import {
  ident,
  limitSql,
  orderSql,
  Params,
  selectListSql,
  tableRelation,
  whereSql,
  wrapSql,
  type BodyShape,
  type Relation,
} from './sql';

/** One table request, already authenticated. */
export interface TableRequest {
  method: 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE';
  table: string;
  /** Raw query string without `?`. */
  search: string;
  headers: Record<string, string>;
  /** Raw body text (POST/PATCH). */
  rawBody: unknown;
  /** Transaction settings (role, claims, method, path, headers). */
  settings: Omit<RequestSettings, 'readOnly'>;
  /** `db-max-rows`: no read returns more rows. */
  maxRows?: number;
}

function preferenceHeaders(prefs: Preferences): Record<string, string> {
  return prefs.applied.length > 0 ? { 'Preference-Applied': prefs.applied.join(', ') } : {};
}

/** Columns the select list needs from RETURNING (all for `*`). */
function returningSql(table: TableInfo, rel: Relation, select: SelectItem[]): string {
  if (select.some((s) => s.kind === 'star')) return `${rel.qualifier}.*`;
  const names = new Set<string>();
  for (const item of select) {
    if (item.kind !== 'column') continue;
    if (!table.columns.has(item.ref.column)) throw unknownColumn(table.name, item.ref.column);
    names.add(item.ref.column);
  }
  return [...names].map((n) => `${rel.qualifier}.${ident(n)}`).join(', ') || `${rel.qualifier}.*`;
}

/** The view of RETURNING rows that the select list is evaluated against. */
function sourceRelation(table: TableInfo): Relation {
  return {
    label: table.name,
    qualifier: 'pgrst_source',
    columns: table.columns,
    columnOrder: table.columnOrder,
  };
}

/**
 * Serves one table/view request.
 *
 * @returns The HTTP response.
 * @throws RestError (PGRST100/102/116/204/205, 42703, mapped Postgres errors) — rendered by
 *   the caller.
 */
export async function handleTableRequest(
  pool: pg.Pool,
  catalogue: Catalogue,
  req: TableRequest,
): Promise<RestResponse> {
  const table = await catalogue.table(req.table);
  if (!table) throw unknownTable(catalogue.schema, req.table);
  const prefs = parsePrefer(req.headers.prefer);
  const shape = parseAccept(req.headers.accept);
  const q = parseQuery(req.search);
  const rel = tableRelation(table);
  const hasType = (t: string): Promise<boolean> => catalogue.hasType(t);

  if (req.method === 'GET' || req.method === 'HEAD') {
    applyRangeHeader(q, req.headers.range, req.maxRows);
    const params = new Params();
    const select = await selectListSql(rel, q.select, params, hasType);
    const where = whereSql(rel, q.conditions, params);
    const source = `SELECT ${select} FROM ${rel.qualifier}${where}${orderSql(rel, q.order, params)}${limitSql(q.limit, q.offset, params)}`;
    const total = prefs.count ? `(SELECT pg_catalog.count(*) FROM ${rel.qualifier}${where})` : 'NULL';
    const sql = wrapSql(source, '*', total, shape);
    const row = await withRequestTransaction(pool, { ...req.settings, readOnly: true }, async (client) => {
      const r = (await client.query<AggregateRow>(sql, params.values)).rows[0];
      checkSingular(shape, Number(r?.page_total ?? 0));
      return r;
    });
    return readResponse(row, q.offset ?? 0, shape, req.method, '[]', preferenceHeaders(prefs));
  }

  if (q.limit !== undefined || q.offset !== undefined) {
    throw parseError(
      'limit parameter',
      String(q.limit ?? q.offset),
      'limit/offset on POST, PATCH and DELETE is not supported by the local stack',
    );
  }
  const body = parseJsonBody(req.rawBody);
  // An empty body is not JSON: PGRST102, as PostgREST answers ("Errors > Group 1").
  if (body === undefined && req.method !== 'DELETE') throw bodyError('Empty or invalid json');
  const m: Mutation = { pool, table, rel, req, prefs, shape, q, hasType };
  return req.method === 'POST' ? insert(m, body) : updateOrDelete(m, body);
}

/** Everything a write needs. */
interface Mutation {
  pool: pg.Pool;
  table: TableInfo;
  rel: Relation;
  req: TableRequest;
  prefs: Preferences;
  shape: BodyShape;
  q: ReturnType<typeof parseQuery>;
  hasType: (t: string) => Promise<boolean>;
}

async function runMutation(
  { pool, table, rel, req, prefs, shape, q, hasType }: Mutation,
  statement: string,
  params: Params,
): Promise<{ count: number; body?: string }> {
  const select = q.select;
  const returning = returningSql(table, rel, select);
  const ret = prefs.return ?? 'minimal';
  // Built before the transaction: a schema-cache lookup must not wait while a connection is held.
  const outer =
    ret === 'representation' ? await selectListSql(sourceRelation(table), select, params, hasType) : '';
  return withRequestTransaction(pool, { ...req.settings, readOnly: false }, async (client) => {
    if (ret === 'representation') {
      const sql = wrapSql(`${statement} RETURNING ${returning}`, outer, 'NULL', shape);
      const row = (await client.query<AggregateRow>(sql, params.values)).rows[0];
      const count = Number(row?.page_total ?? 0);
      checkSingular(shape, count);
      return { count, body: row?.body ?? '[]' };
    }
    // return=minimal: no RETURNING, so no SELECT privilege or policy is needed (PostgREST
    // "Insertions" / supabase-js insert without .select()).
    const result = await client.query(statement, params.values);
    checkSingular(shape, result.rowCount ?? 0);
    return { count: result.rowCount ?? 0 };
  });
}

function payloadRows(body: unknown): Record<string, unknown>[] {
  if (Array.isArray(body)) {
    if (!body.every((r) => r !== null && typeof r === 'object' && !Array.isArray(r))) {
      throw bodyError('All object keys must match');
    }
    return body as Record<string, unknown>[];
  }
  if (body !== null && typeof body === 'object') return [body as Record<string, unknown>];
  throw bodyError('Empty or invalid json');
}

async function insert(m: Mutation, body: unknown): Promise<RestResponse> {
  const { table, rel, prefs, shape, q } = m;
  const rows = payloadRows(body);
  if (rows.length === 0) {
    // `[]` inserts nothing and answers 201 with an empty representation, as PostgREST does.
    const representation = prefs.return === 'representation';
    checkSingular(shape, 0);
    return {
      status: 201,
      headers: {
        'Content-Range': `*/${prefs.count ? 0 : '*'}`,
        ...preferenceHeaders(prefs),
        ...(representation ? { 'Content-Type': contentType(shape) } : {}),
      },
      body: representation ? '[]' : undefined,
    };
  }
  let columns = q.columns;
  if (!columns) {
    const first = Object.keys(rows[0] ?? {});
    const same = rows.every((r) => {
      const keys = Object.keys(r);
      return keys.length === first.length && keys.every((k) => first.includes(k));
    });
    if (!same) throw bodyError('All object keys must match');
    columns = first;
  }
  for (const c of columns) if (!table.columns.has(c)) throw unknownPayloadColumn(table.name, c);
  const params = new Params();
  // `{}` inserts one row of defaults and sends no parameter (a bound but unused one is a
  // protocol error).
  const json = columns.length > 0 ? params.add(JSON.stringify(rows)) : '';
  const cols = columns.map(ident).join(', ');
  let statement: string;
  if (columns.length === 0) {
    if (rows.length !== 1) throw bodyError('All object keys must match');
    statement = `INSERT INTO ${rel.qualifier} DEFAULT VALUES`;
  } else if (prefs.missing === 'default' && rows.some((r) => columns.some((c) => !(c in r)))) {
    // Prefer: missing=default — absent keys take the column default.
    const tuples = rows.map((r, i) => {
      const record = `json_populate_record(NULL::${rel.qualifier}, (${json}::json)->${i})`;
      return `(${columns.map((c) => (c in r ? `(${record}).${ident(c)}` : 'DEFAULT')).join(', ')})`;
    });
    statement = `INSERT INTO ${rel.qualifier} (${cols}) VALUES ${tuples.join(', ')}`;
  } else {
    statement = `INSERT INTO ${rel.qualifier} (${cols}) SELECT ${cols} FROM json_populate_recordset(NULL::${rel.qualifier}, ${json}::json) _`;
  }
  // Upsert ("Prefer: resolution=…" with on_conflict, default the primary key). As in
  // PostgREST's query builder: no conflict columns -> no ON CONFLICT clause; merge sets every
  // payload column from EXCLUDED.
  const target = q.onConflict ?? table.primaryKey;
  for (const c of q.onConflict ?? []) if (!table.columns.has(c)) throw unknownColumn(table.name, c);
  if (prefs.resolution && target.length > 0) {
    statement += ` ON CONFLICT (${target.map(ident).join(', ')}) `;
    statement +=
      prefs.resolution === 'ignore-duplicates' || columns.length === 0
        ? 'DO NOTHING'
        : `DO UPDATE SET ${columns.map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`).join(', ')}`;
  }
  const result = await runMutation(m, statement, params);
  const headers: Record<string, string> = {
    'Content-Range': `*/${prefs.count ? result.count : '*'}`,
    ...preferenceHeaders(prefs),
  };
  if (result.body !== undefined) headers['Content-Type'] = contentType(shape);
  return { status: 201, headers, body: result.body };
}

async function updateOrDelete(m: Mutation, body: unknown): Promise<RestResponse> {
  const { table, rel, req, prefs, shape, q } = m;
  const params = new Params();
  let statement: string;
  if (req.method === 'PATCH') {
    if (body === null || typeof body !== 'object' || Array.isArray(body))
      throw bodyError('Empty or invalid json');
    const columns = q.columns ?? Object.keys(body);
    for (const c of columns) if (!table.columns.has(c)) throw unknownPayloadColumn(table.name, c);
    if (columns.length === 0) {
      // Nothing to set: PostgREST answers without touching the table.
      const empty = prefs.return === 'representation';
      return {
        status: empty ? 200 : 204,
        headers: { 'Content-Range': '*/*', ...(empty ? { 'Content-Type': contentType(shape) } : {}) },
        body: empty ? '[]' : undefined,
      };
    }
    const json = params.add(JSON.stringify(body));
    const set = columns.map((c) => `${ident(c)} = _.${ident(c)}`).join(', ');
    statement = `UPDATE ${rel.qualifier} SET ${set} FROM (SELECT * FROM json_populate_record(NULL::${rel.qualifier}, ${json}::json)) _${whereSql(rel, q.conditions, params)}`;
  } else {
    statement = `DELETE FROM ${rel.qualifier}${whereSql(rel, q.conditions, params)}`;
  }
  const result = await runMutation(m, statement, params);
  const headers: Record<string, string> = {
    'Content-Range':
      result.count > 0
        ? `0-${result.count - 1}/${prefs.count ? result.count : '*'}`
        : `*/${prefs.count ? 0 : '*'}`,
    ...preferenceHeaders(prefs),
  };
  if (result.body !== undefined) {
    headers['Content-Type'] = contentType(shape);
    return { status: 200, headers, body: result.body };
  }
  return { status: 204, headers };
}
