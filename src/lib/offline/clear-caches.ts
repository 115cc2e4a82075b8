import { CACHES } from './rules';

/**
 * Deletes the service worker's run-time caches that a staff session could have touched: pages,
 * Data API reads and images (issue 34: "signing out clears anything a staff session could have
 * put in a cache"). The worker already never stores a request carrying a user's token nor any
 * `/admin` page (`./rules`); this is the second lock. Sermons saved for offline and the precache
 * stay. Does nothing without Cache Storage; never throws.
 */
export async function clearSessionCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const prefixes = [CACHES.pages, CACHES.data, CACHES.images];
    const names = await caches.keys();
    await Promise.all(
      names
        .filter((name) => prefixes.some((prefix) => name.startsWith(prefix)))
        .map((name) => caches.delete(name)),
    );
  } catch {
    // Storage refused: nothing was cached for this session in the first place.
  }
}
