/**
 * Response assembly shared by table and RPC handlers: Content-Type, Content-Range and the
 * 200 / 206 / 416 choice (https://docs.postgrest.org/en/v12/references/api/pagination_count.html).
 */
import { RestError, singularityError } from './errors';
import type { BodyShape } from './sql';

/** A framework-neutral HTTP response. */
export interface RestResponse {
  status: number;
  headers: Record<string, string>;
  /** Body text (bytes for a binary media type handler); undefined for no body. */
  body?: string | Buffer;
}

/** The row every wrapped statement returns. */
export interface AggregateRow {
  total_result_set: string | null;
  page_total: string | number;
  body: string;
}

/** Content-Type for a body shape. */
export function contentType(shape: BodyShape): string {
  return shape.startsWith('object')
    ? 'application/vnd.pgrst.object+json; charset=utf-8'
    : 'application/json; charset=utf-8';
}

/** `Content-Range: <first>-<last>/<total|*>`, or `*\/<total|*>` for an empty page. */
export function contentRange(offset: number, pageTotal: number, total: number | null): string {
  const of = total === null ? '*' : String(total);
  return pageTotal > 0 ? `${offset}-${offset + pageTotal - 1}/${of}` : `*/${of}`;
}

/**
 * Enforces `application/vnd.pgrst.object+json`: exactly one row, else PGRST116 (406). Thrown
 * inside the transaction so that a mutation is rolled back, as PostgREST does.
 */
export function checkSingular(shape: BodyShape, pageTotal: number): void {
  if (shape.startsWith('object') && pageTotal !== 1) throw singularityError(pageTotal);
}

/**
 * Status of a read: 416 when the offset is beyond the total (PGRST103), 206 when the page is a
 * strict part of a known total, else 200.
 *
 * @throws RestError PGRST103.
 */
export function readStatus(offset: number, pageTotal: number, total: number | null): number {
  // An offset equal to the total is an empty page (206 `*/N`); only beyond it is unsatisfiable.
  if (total !== null && offset > total) {
    throw new RestError(
      416,
      {
        code: 'PGRST103',
        message: 'Requested range not satisfiable',
        details: `An offset of ${offset} was requested, but there are only ${total} rows.`,
        hint: null,
      },
      { 'Content-Range': `*/${total}` },
    );
  }
  if (total !== null && pageTotal < total) return 206;
  return 200;
}

/**
 * The response to a read (table GET/HEAD or RPC): status, Content-Type and Content-Range from the
 * wrapped statement's row.
 *
 * @param row - the aggregate row, or undefined when the statement returned none.
 * @param offset - the requested offset (0 when none).
 * @param emptyBody - the body when `row` has none (`[]` for lists, `null` for a scalar RPC).
 * @throws RestError PGRST103 when the offset is past a known total.
 */
export function readResponse(
  row: AggregateRow | undefined,
  offset: number,
  shape: BodyShape,
  method: string,
  emptyBody: string,
  headers: Record<string, string> = {},
): RestResponse {
  const pageTotal = Number(row?.page_total ?? 0);
  const totalCount =
    row?.total_result_set === null || row === undefined ? null : Number(row.total_result_set);
  return {
    status: readStatus(offset, pageTotal, totalCount),
    headers: {
      'Content-Type': contentType(shape),
      'Content-Range': contentRange(offset, pageTotal, totalCount),
      ...headers,
    },
    body: method === 'HEAD' ? undefined : row?.body || emptyBody,
  };
}
