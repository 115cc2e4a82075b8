/**
 * PostgREST error bodies and HTTP statuses
 * (https://docs.postgrest.org/en/v12/references/errors.html).
 */
import { asPoolTimeout, isPgError, PoolTimeoutError } from '../db';

/** The JSON body PostgREST sends for every error. */
export interface PostgrestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/** An error that renders as a PostgREST response. */
export class RestError extends Error {
  readonly status: number;
  readonly body: PostgrestErrorBody;
  readonly headers: Record<string, string>;

  constructor(status: number, body: PostgrestErrorBody, headers: Record<string, string> = {}) {
    super(body.message);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/**
 * PGRST100: the query string does not parse ("Errors > PostgREST error codes > Group 1 - API
 * request"). The message has PostgREST's shape:
 * `"failed to parse filter (eq.1;x)" (line 1, column 5)`.
 *
 * @param what - `select parameter`, `filter`, `order`, `logic tree`, `limit parameter`, ...
 * @param input - The offending parameter value.
 * @param details - Parser explanation, e.g. `unexpected "x" expecting ...`.
 * @param column - 1-based position of the problem in `input`.
 */
export function parseError(what: string, input: string, details: string, column = 1): RestError {
  return new RestError(400, {
    code: 'PGRST100',
    message: `"failed to parse ${what} (${input})" (line 1, column ${column})`,
    details,
    hint: null,
  });
}

/** PGRST102: body is not valid JSON / object keys differ. */
export function bodyError(message: string): RestError {
  return new RestError(400, { code: 'PGRST102', message, details: null, hint: null });
}

/** PGRST205 (PostgREST 12.2+): the table or view is not in the schema cache. Status 404. */
export function unknownTable(schema: string, name: string): RestError {
  return new RestError(404, {
    code: 'PGRST205',
    message: `Could not find the table '${schema}.${name}' in the schema cache`,
    details: null,
    hint: null,
  });
}

/**
 * 42703 as PostgREST forwards it from Postgres for an unknown column in select, filters or
 * order: status 400, message `column <table>.<column> does not exist`.
 */
export function unknownColumn(table: string, column: string): RestError {
  return new RestError(400, {
    code: '42703',
    message: `column ${table}.${column} does not exist`,
    details: null,
    hint: null,
  });
}

/** PGRST204: a payload / `columns` key is not a column of the table. Status 400. */
export function unknownPayloadColumn(table: string, column: string): RestError {
  return new RestError(400, {
    code: 'PGRST204',
    message: `Could not find the '${column}' column of '${table}' in the schema cache`,
    details: null,
    hint: null,
  });
}

/**
 * PGRST116: `Accept: application/vnd.pgrst.object+json` and the result is not exactly one row.
 * Status 406 ("Singular or plural").
 *
 * @param rows - Number of rows the statement produced.
 */
export function singularityError(rows: number): RestError {
  return new RestError(406, {
    code: 'PGRST116',
    message: 'JSON object requested, multiple (or no) rows returned',
    details: `The result contains ${rows} rows`,
    hint: null,
  });
}

/** PGRST107: the Accept header asks for a media type this endpoint cannot produce. Status 406. */
export function unacceptable(accept: string): RestError {
  return new RestError(406, {
    code: 'PGRST107',
    message: `None of these media types are available: ${accept}`,
    details: null,
    hint: null,
  });
}

/** HTTP status for a SQLSTATE, per the table in "Errors > HTTP Status Codes". */
export function statusForSqlState(code: string, role: string): number {
  // 42501 insufficient privilege: 403 when authenticated, 401 for the anonymous role.
  if (code === '42501') return role === 'anon' ? 401 : 403;
  // PT<status>: a custom status raised from SQL (RAISE ... USING ERRCODE = 'PT402').
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  return STATUS_BY_CODE.get(code) ?? STATUS_BY_CODE.get(code.slice(0, 2)) ?? 400;
}

/** The table of "Errors > HTTP Status Codes": exact SQLSTATEs, then two-character classes. */
const STATUS_BY_CODE = new Map(
  (
    '23503:409 23505:409 25006:405 53400:500 P0001:400 42883:404 42P01:404 42P17:500 ' +
    '08:503 09:500 0L:403 0P:403 25:500 28:403 2D:500 38:500 39:500 3B:500 40:500 53:503 54:500 ' +
    '55:500 57:500 58:500 F0:500 HV:500 P0:500 XX:500'
  )
    .split(' ')
    .map((entry) => [entry.slice(0, entry.indexOf(':')), Number(entry.slice(entry.indexOf(':') + 1))]),
);

/**
 * `RAISE SQLSTATE 'PGRST' USING message = '{"code":…,"message":…,"details":…,"hint":…}',
 * detail = '{"status":429,"headers":{…}}'` ("Errors > Raise errors with HTTP Status Codes >
 * Custom Errors"): the body comes from the message JSON, status and headers from the detail JSON.
 * Unparseable JSON is PGRST121 (500).
 */
function raisedError(error: { message: string; detail?: string }): RestError {
  try {
    const body = JSON.parse(error.message) as Partial<PostgrestErrorBody>;
    const detail = JSON.parse(error.detail ?? '') as { status?: unknown; headers?: unknown };
    const headers = detail.headers !== null && typeof detail.headers === 'object' ? detail.headers : {};
    if (typeof detail.status !== 'number' || body === null || typeof body !== 'object') throw new Error();
    return new RestError(
      detail.status,
      {
        code: body.code ?? '',
        message: body.message ?? '',
        details: body.details ?? null,
        hint: body.hint ?? null,
      },
      Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)])),
    );
  } catch {
    return new RestError(500, {
      code: 'PGRST121',
      message: "Could not parse JSON in the RAISE SQLSTATE 'PGRST' error",
      details: `Invalid JSON value for MESSAGE: '${error.message}'`,
      hint: null,
    });
  }
}

/**
 * Converts anything thrown while serving a request into a PostgREST response.
 *
 * @param error - A {@link RestError}, a Postgres error, or anything else (500).
 * @param role - The request's role (decides 401 vs 403 for 42501).
 */
export function toRestError(thrown: unknown, role: string): RestError {
  const error = asPoolTimeout(thrown);
  if (error instanceof RestError) return error;
  // "Errors > PostgREST error codes > Group 0 - Connection": PGRST003, 504.
  if (error instanceof PoolTimeoutError) {
    return new RestError(504, { code: 'PGRST003', message: error.message, details: null, hint: null });
  }
  if (isPgError(error) && error.code === 'PGRST') return raisedError(error);
  if (isPgError(error)) {
    return new RestError(statusForSqlState(error.code, role), {
      code: error.code,
      message: error.message,
      details: error.detail ?? null,
      hint: error.hint ?? null,
    });
  }
  return new RestError(500, {
    code: 'PGRST000',
    message: error instanceof Error ? error.message : 'Internal error',
    details: null,
    hint: null,
  });
}
