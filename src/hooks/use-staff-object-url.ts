import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { staffObjectQuery, type StagedBucket } from '@/lib/staff-media';

/** Fresh addresses asked for after a file failed to load, before giving up. */
const RETRIES = 3;

/**
 * The address staff preview a stored file at (docs/decisions/0037): a signed URL while the file
 * is in its bucket's private twin (an unpublished item's), else its public URL. The database
 * moves the file a moment after a save publishes or unpublishes the item, which makes the address
 * read before stale: `onError`, given to the `<img>` or `<audio>`, asks for a fresh one (a few
 * times at most).
 *
 * Staff pages only (it loads the staff client).
 *
 * @param path - the stored path, or null/undefined for none (nothing is asked).
 * @returns `url` (undefined while asking, or when there is no file), `failed` when the address
 *   could not be had, and `onError` for the element.
 */
export function useStaffObjectUrl(
  bucket: StagedBucket,
  path: string | null | undefined,
): { url: string | undefined; failed: boolean; onError: () => void } {
  const query = useQuery({ ...staffObjectQuery(bucket, path ?? ''), enabled: Boolean(path) });
  const retries = useRef(0);
  const { refetch } = query;
  const onError = useCallback(() => {
    if (retries.current >= RETRIES) return;
    retries.current += 1;
    void refetch();
  }, [refetch]);
  return { url: path ? query.data : undefined, failed: query.isError, onError };
}
