/**
 * Reading a PostgREST request: query parameters (reserved words vs filters), `Prefer`
 * (https://docs.postgrest.org/en/v12/references/api/preferences.html), `Accept`
 * (https://docs.postgrest.org/en/v12/references/api/resource_representation.html) and `Range`
 * (https://docs.postgrest.org/en/v12/references/api/pagination_count.html).
 */
import { bodyError, parseError, unacceptable } from './errors';
import {
  parseFilter,
  parseLogic,
  parseNonNegativeInt,
  parseOrder,
  parseSelect,
  type Condition,
  type OrderTerm,
  type SelectItem,
} from './grammar';
import type { BodyShape } from './sql';

/** Parsed `Prefer` header. */
export interface Preferences {
  return?: 'minimal' | 'representation';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  /** Preferences recognised, echoed in `Preference-Applied`. */
  applied: string[];
}

/**
 * Parses every `Prefer` header (comma separated, repeated headers allowed). Unknown or invalid
 * preferences are ignored (PostgREST's default `handling=lenient`).
 */
export function parsePrefer(header: string | string[] | undefined): Preferences {
  const prefs: Preferences = { applied: [] };
  const raw = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  for (const item of raw) {
    const [k, v] = item
      .trim()
      .split('=')
      .map((s) => s.trim());
    if (k === 'return' && (v === 'minimal' || v === 'representation')) prefs.return = v;
    else if (k === 'count' && (v === 'exact' || v === 'planned' || v === 'estimated')) prefs.count = v;
    else if (k === 'resolution' && (v === 'merge-duplicates' || v === 'ignore-duplicates'))
      prefs.resolution = v;
    else if (k === 'missing' && (v === 'default' || v === 'null')) prefs.missing = v;
    else continue;
    prefs.applied.push(`${k}=${v}`);
  }
  return prefs;
}

/**
 * Chooses the body shape from `Accept`: `application/json`, `application/vnd.pgrst.array+json`
 * and `*\/*` give an array, `application/vnd.pgrst.object+json` a single object; `;nulls=stripped`
 * strips null fields.
 *
 * @throws RestError PGRST107 (406) when no offered type is acceptable.
 */
export function parseAccept(header: string | undefined): BodyShape {
  if (!header || header.trim() === '') return 'array';
  for (const part of header.split(',')) {
    const [type = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const stripped = params.includes('nulls=stripped');
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return stripped ? 'object-stripped' : 'object';
    }
    if (type === 'application/vnd.pgrst.array+json') return stripped ? 'array-stripped' : 'array';
    if (type === 'application/json' || type === '*/*' || type === 'application/*') return 'array';
  }
  throw unacceptable(header);
}

/** The read part of a request (select, filters, order, paging). */
export interface ReadQuery {
  select: SelectItem[];
  conditions: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  onConflict?: string[];
  columns?: string[];
  /** Query parameters not consumed (RPC GET arguments). */
  rest: Array<[string, string]>;
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);
const LOGIC = new Set(['or', 'and', 'not.or', 'not.and']);

/** Splits a comma list of (optionally double-quoted) column names: `"a","b"` or `a,b`. */
function parseColumnList(what: string, text: string): string[] {
  const out = text.split(',').map((s) => s.trim().replace(/^"(.*)"$/, '$1'));
  if (out.some((s) => s === ''))
    throw parseError(`${what} parameter`, text, 'unexpected "," expecting column name');
  return out;
}

const OPERATORS = new Set(
  'eq gte gt lte lt neq like ilike cs cd ov sl sr nxr nxl adj match imatch isdistinct fts plfts phfts wfts'.split(
    ' ',
  ),
);

/**
 * PostgREST's `isParam` (`ApiRequest/QueryParams.hs`): a parameter is a filter when its key is
 * an embed path or its value starts with an operator (`eq.1`, `not.…`, `is.…`, `in.…`,
 * `fts(english).…`). Any other parameter is a function argument on RPC and ignored on tables,
 * which is why `?apikey=` passes a table read untouched but must be an RPC argument.
 */
export function isFilterParam(key: string, value: string): boolean {
  const [first = '', ...more] = value.split('.');
  return (
    key.includes('.') ||
    (first === 'not' && more.length > 0) ||
    first === 'is' ||
    first === 'in' ||
    OPERATORS.has(first) ||
    /^(fts|plfts|phfts|wfts)\(/.test(value)
  );
}

/**
 * Parses the query string of a table or RPC request.
 *
 * @param search - Raw query string without `?` (order of repeated keys is kept).
 * @param rpcArgs - RPC GET: parameters without an operator are arguments (kept in `rest`);
 *   otherwise they are ignored.
 * @throws RestError PGRST100 on any grammar error.
 */
export function parseQuery(search: string, rpcArgs = false): ReadQuery {
  const q: ReadQuery = { select: [{ kind: 'star' }], conditions: [], order: [], rest: [] };
  for (const [key, value] of new URLSearchParams(search)) {
    if (key === 'select') q.select = parseSelect(value);
    else if (key === 'order') q.order = parseOrder(value);
    else if (key === 'limit') q.limit = parseNonNegativeInt('limit', value);
    else if (key === 'offset') q.offset = parseNonNegativeInt('offset', value);
    else if (key === 'on_conflict') q.onConflict = parseColumnList('on_conflict', value);
    else if (key === 'columns') q.columns = parseColumnList('columns', value);
    else if (LOGIC.has(key)) q.conditions.push(parseLogic(key as 'or' | 'and' | 'not.or' | 'not.and', value));
    else if (RESERVED.has(key.split('.').pop() ?? '') || LOGIC.has(key.split('.').slice(1).join('.'))) {
      // `rel.order=…`, `rel.or=…`: options of embedded resources, which this server does not expose.
      throw parseError('filter', `${key}=${value}`, 'embedded resources are not supported', 1);
    } else if (!isFilterParam(key, value)) {
      if (rpcArgs) q.rest.push([key, value]);
    } else q.conditions.push(parseFilter(key, value));
  }
  return q;
}

/**
 * Applies a `Range: <from>-<to>` header (items) when no `limit`/`offset` parameter was given,
 * then `db-max-rows` ("Configuration > db-max-rows": the limit never exceeds it).
 */
export function applyRangeHeader(q: ReadQuery, range: string | undefined, maxRows?: number): void {
  const m = range ? /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(range) : null;
  if (m) {
    const from = Number(m[1]);
    if (q.offset === undefined) q.offset = from;
    if (m[2] !== '' && q.limit === undefined) q.limit = Math.max(0, Number(m[2]) - from + 1);
  }
  if (maxRows !== undefined) q.limit = Math.min(q.limit ?? maxRows, maxRows);
}

/**
 * Parses a JSON request body.
 *
 * @throws RestError PGRST102 for an empty or invalid body.
 */
export function parseJsonBody(raw: unknown): unknown {
  if (raw === undefined || raw === null) return undefined;
  const text = Buffer.isBuffer(raw) ? raw.toString('utf8') : String(raw);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw bodyError('Empty or invalid json');
  }
}
