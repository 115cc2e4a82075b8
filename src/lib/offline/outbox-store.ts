/**
 * Where the forms' outbox lives (docs/decisions/0041 "Forms that wait for the network"): one
 * IndexedDB object store keyed by the entry's `key`, read and written by the pages and the
 * service worker alike (no DOM use). The outbox's rules (expiry, sending, discarding) are in
 * `./form-queue`; this module only stores.
 */

/** One queued submission: what `fetch` needs to send it again. */
export interface QueuedRequest {
  /** Client-made key of the entry (also the row's `id` where the table takes one). */
  key: string;
  url: string;
  method: 'POST';
  headers: Record<string, string>;
  body: string;
  /** When it was queued, milliseconds since the epoch. */
  queuedAt: number;
}

/** Database and store names. */
export const OUTBOX_DB = { name: 'church-offline', store: 'form-queue' } as const;

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(OUTBOX_DB.name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(OUTBOX_DB.store, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  });
}

/** Runs `use` in one transaction and resolves with its last request's result once it commits. */
async function run<T>(
  mode: IDBTransactionMode,
  use: (store: IDBObjectStore) => IDBRequest<T> | undefined,
): Promise<T | undefined> {
  const database = await open();
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const transaction = database.transaction(OUTBOX_DB.store, mode);
      const request = use(transaction.objectStore(OUTBOX_DB.store));
      transaction.oncomplete = () => resolve(request?.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    });
  } finally {
    database.close();
  }
}

/** Every stored entry, in key order. @throws when IndexedDB fails. */
export async function readEntries(): Promise<QueuedRequest[]> {
  return (await run('readonly', (store) => store.getAll() as IDBRequest<QueuedRequest[]>)) ?? [];
}

/** Stores an entry (replacing one with the same key). @throws when IndexedDB fails. */
export async function writeEntry(entry: QueuedRequest): Promise<void> {
  await run('readwrite', (store) => store.put(entry));
}

/** Deletes the entries with these keys, in one transaction. @throws when IndexedDB fails. */
export async function deleteEntries(keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await run('readwrite', (store) => {
    for (const key of keys) store.delete(key);
    return undefined;
  });
}
