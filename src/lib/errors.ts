/**
 * What a visitor reads where a view's text has a place for "the message" (spec §2 events:
 * "'Error loading events: ' plus the message, or 'Unknown error'"; §8 bookstore). A server's
 * or database's own message never reaches the page (spec §8 "Server error responses other than
 * the code 23505 are not shown"): it can name tables, constraints and policies. The details are
 * logged by the query cache (`./query-client`).
 */
export const UNKNOWN_ERROR = 'Unknown error';

/**
 * The one place the "someone else changed this" message is built (docs/decisions/0020, 0034):
 * what a staff page says when a save or move was refused because someone else saved the same row
 * since the page read it. The form keeps what was typed.
 *
 * @param what - what changed, as the page calls it ('this' by default; the care inbox says
 *   'this item', decision 0025).
 */
export function rowChangedMessage(what = 'this'): string {
  return `Someone else changed ${what}. Reload to see their changes.`;
}

/** {@link rowChangedMessage} of a staff editor: 'Someone else changed this. Reload to see their changes.' */
export const ROW_CHANGED_MESSAGE = rowChangedMessage();

/**
 * True when `error` is the database's refusal of a stale save: SQLSTATE PT409 with detail
 * `row_changed` (`private.check_row_version`), which PostgREST answers with HTTP 409.
 *
 * @param error - a PostgREST error (`{ code, details }`) or anything else (false).
 */
export function isRowChanged(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, details } = error as { code?: unknown; details?: unknown };
  return code === 'PT409' && details === 'row_changed';
}

/**
 * A save refused because the row moved on since it was read (see {@link isRowChanged}); its
 * message is {@link ROW_CHANGED_MESSAGE}. Staff API functions throw it so that forms can show the
 * message next to the Save button and keep the input.
 */
export class RowChangedError extends Error {
  constructor() {
    super(ROW_CHANGED_MESSAGE);
    this.name = 'RowChangedError';
  }
}

/**
 * Rethrows a PostgREST error from a staff save, as {@link RowChangedError} when it is a stale
 * save. Use as `if (error) throwSaveError(error)` after an update that sent `version`.
 *
 * @throws always: {@link RowChangedError} or `error` itself.
 */
export function throwSaveError(error: unknown): never {
  if (isRowChanged(error)) throw new RowChangedError();
  throw error;
}
