import { RowChangedError, rowChangedMessage } from '@/lib/errors';

// A module of its own so that API files (which throw it) and list pages (which word a failed
// delete or move) do not pull the editor hooks into their chunks.

/**
 * A save refused for a reason the person can fix, thrown by an editor's `save` function: with
 * `field`, the message is shown under that field (which takes focus); without, beside the Save
 * button. Nothing was stored (or what was stored was rolled back) and the input stays.
 *
 * @example throw new SaveProblem(SLUG_TAKEN_MESSAGE, 'slug');
 */
export class SaveProblem extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'SaveProblem';
  }
}

/**
 * What a failed save says beside the Save button: the stale-row message for a refused version,
 * the message of a {@link SaveProblem}, the editor's own message for errors it knows, else
 * `fallback`. A database's own message never reaches the page unless `known` passes it on.
 *
 * @param known - the editor's messages for its own errors (e.g. a refused setting shape).
 * @param what - what changed, for the stale-row message ('this' by default).
 */
export function saveFailureMessage(
  error: unknown,
  fallback: string,
  known?: (error: unknown) => string | undefined,
  what?: string,
): string {
  if (error instanceof RowChangedError) return rowChangedMessage(what);
  if (error instanceof SaveProblem) return error.message;
  return known?.(error) ?? fallback;
}
