import { queryOptions } from '@tanstack/react-query';
import { createSignedObjectUrls, removeObjects } from './supabase';
import { publicUrl } from './supabase-rest';

// Files of content that is not public yet (docs/decisions/0037): a draft's or a scheduled item's
// file lives in the private twin `<bucket>-unpublished` of its public bucket, and the database
// (the publish-media Edge Function) moves it when the item is published or unpublished. The
// staff pages upload a new file into the bucket the row needs at save time, remove old files
// from both buckets, and preview a stored file through a signed URL when it is in the twin.
// Staff pages only: this module carries the staff client (./supabase).

/** Each public bucket whose content can be unpublished, and its private twin. */
export const UNPUBLISHED_BUCKETS = {
  'sermon-audio': 'sermon-audio-unpublished',
  'sermon-covers': 'sermon-covers-unpublished',
  'blog-post-covers': 'blog-post-covers-unpublished',
  'event-covers': 'event-covers-unpublished',
} as const;

/** A public bucket with a private twin. */
export type StagedBucket = keyof typeof UNPUBLISHED_BUCKETS;

/** How long a preview's signed URL lasts (seconds); the query refreshes it well before. */
const PREVIEW_SECONDS = 3600;

/**
 * The bucket a newly chosen file is uploaded to: the public one when a visitor can read the row
 * as it is saved (published now), else its private twin.
 */
export function uploadBucket(bucket: StagedBucket, visibleOnSave: boolean): string {
  return visibleOnSave ? bucket : UNPUBLISHED_BUCKETS[bucket];
}

/**
 * Removes objects wherever they are: the public bucket and its twin (a path that is not there is
 * ignored, as Storage does).
 *
 * @throws {StorageError} when Storage refuses either request or cannot be reached.
 */
export async function removeStagedObjects(bucket: StagedBucket, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  await Promise.all([removeObjects(bucket, paths), removeObjects(UNPUBLISHED_BUCKETS[bucket], paths)]);
}

/**
 * The address staff use to show a stored file: a signed URL (an hour) while it is in the private
 * twin, else its public URL. Asking the twin first never exposes anything: only admins and
 * editors may sign there.
 *
 * @throws {StorageError} when Storage cannot be reached.
 */
export async function staffObjectUrl(bucket: StagedBucket, path: string): Promise<string> {
  const [signed] = await createSignedObjectUrls(UNPUBLISHED_BUCKETS[bucket], [path], PREVIEW_SECONDS);
  // Not in the twin: the public bucket has it.
  return signed ?? publicUrl(bucket, path);
}

/** The preview address of a stored file, cached for most of the signed URL's life. */
export function staffObjectQuery(bucket: StagedBucket, path: string) {
  return queryOptions({
    queryKey: ['staff-media', bucket, path] as const,
    queryFn: () => staffObjectUrl(bucket, path),
    staleTime: (PREVIEW_SECONDS - 600) * 1000,
    gcTime: (PREVIEW_SECONDS - 600) * 1000,
    retry: false,
  });
}
