// A module of its own so that API files (which throw it) do not pull the editor hooks into the
// chunks that only read (e.g. the staff preview of a blog post).

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
