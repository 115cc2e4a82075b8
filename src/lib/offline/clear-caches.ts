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
    // `CACHES.pages` (one per build), `.data` and `.images` of `./rules`, spelled out so that the
    // staff pages do not load the rules for it (rules.test.ts checks the names agree).
    const names = await caches.keys();
    await Promise.all(
      names.filter((name) => /^church-(pages|data|images)-/.test(name)).map((name) => caches.delete(name)),
    );
  } catch {
    // Storage refused: nothing was cached for this session in the first place.
  }
}
