const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a route parameter can be a sermon id (`uuid`). A malformed id is a 'Sermon Not Found'
 * without asking the server, which would answer 400 (invalid input syntax for type uuid). Its own
 * module, so that the staff editor's route does not load the public sermon reads for it.
 */
export function isSermonId(id: string | undefined): id is string {
  return id !== undefined && UUID.test(id);
}
