import { useEffect, useState } from 'react';

/**
 * Whether this page is controlled by the site's service worker (so saved audio can be answered
 * offline): false on the server, during hydration, without service workers (or where they are
 * blocked), and until the worker has taken the page over on a first visit.
 */
export function useOfflineReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container || typeof caches === 'undefined') return;
    const check = () => setReady(container.controller !== null);
    check();
    container.addEventListener('controllerchange', check);
    return () => container.removeEventListener('controllerchange', check);
  }, []);
  return ready;
}

/** A byte count as people read it: `812 KB`, `24.6 MB` (1 MB = 1,000,000 bytes, as phones show storage). */
export function formatBytes(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** Bytes this site uses on the device (`navigator.storage.estimate`), or null when unknown. */
export async function storageUsed(): Promise<number | null> {
  try {
    const estimate = await navigator.storage?.estimate();
    return estimate?.usage ?? null;
  } catch {
    return null;
  }
}
