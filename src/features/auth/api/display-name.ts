// Apart from the password and account forms: the staff guard and the session read it on every
// staff page.

/**
 * The display name Auth holds for a user: `display_name`, else `full_name` (the first that is not
 * blank, as the database's `private.staff_name()` reads them), else `''`.
 */
export function displayNameOf(metadata: Record<string, unknown> | undefined): string {
  for (const name of [metadata?.display_name, metadata?.full_name]) {
    if (typeof name === 'string' && name.trim()) return name;
  }
  return '';
}
