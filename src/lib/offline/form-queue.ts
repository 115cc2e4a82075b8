/**
 * The outbox of the public forms (issue 34 "Forms that wait for the network",
 * docs/decisions/0041): a submission that could not reach the network is kept in IndexedDB
 * exactly as it would have been sent (address, headers, body) and sent again later by whichever
 * comes first: Background Sync in the service worker, the `online` event or the next page load.
 *
 * Exactly once: the four tables without a natural key get a client-made `id` in the row before
 * the first attempt (`newUuid`, by each form's submit function); sending it again answers 409 (the primary key), which
 * counts as delivered, as does the newsletter's 409 'already subscribed'. Deliveries are
 * serialised by a Web Lock (where there is one) so that a page and the worker never send the same
 * entry at the same time. Works in a page and in the service worker (no DOM use).
 */

import { FORM_QUEUE_FLAG } from './form-flag';
import { formTableOf, newUuid } from './form-tables';

export { FORM_QUEUE_FLAG };

/** One queued submission: what `fetch` needs to send it again. */
export interface QueuedRequest {
  /** Client-made key of the entry (also the row's `id` where the table takes one). */
  key: string;
  url: string;
  method: 'POST';
  headers: Record<string, string>;
  body: string;
  /** Milliseconds since the epoch. */
  queuedAt: number;
}

/** Database, store and Background Sync tag names. */
export const FORM_QUEUE = {
  db: 'church-offline',
  store: 'form-queue',
  syncTag: 'church-form-queue',
} as const;

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(FORM_QUEUE.db, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(FORM_QUEUE.store, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  });
}

async function run<T>(mode: IDBTransactionMode, use: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(FORM_QUEUE.store, mode);
      const request = use(transaction.objectStore(FORM_QUEUE.store));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    });
  } finally {
    database.close();
  }
}

/** `localStorage` in a page; none in the worker. */
type FlagStore = { setItem(key: string, value: string): void; removeItem(key: string): void };

function setFlag(on: boolean): void {
  try {
    const store = (globalThis as { localStorage?: FlagStore }).localStorage;
    if (!store) return;
    if (on) store.setItem(FORM_QUEUE_FLAG, '1');
    else store.removeItem(FORM_QUEUE_FLAG);
  } catch {
    // Storage refused (private mode): the `online` event and Background Sync still deliver.
  }
}

/** Adds a submission to the outbox and asks for a Background Sync where the browser has it. */
export async function enqueue(entry: QueuedRequest): Promise<void> {
  await run('readwrite', (store) => store.put(entry));
  setFlag(true);
  try {
    const container = (globalThis.navigator as { serviceWorker?: { ready: Promise<unknown> } } | undefined)
      ?.serviceWorker;
    const registration = container ? await container.ready : undefined;
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
    await sync?.register(FORM_QUEUE.syncTag);
  } catch {
    // No worker or no Background Sync: the `online` event or the next page load sends it.
  }
}

/** Every queued submission, oldest first. */
export async function queued(): Promise<QueuedRequest[]> {
  const all = await run<QueuedRequest[]>(
    'readonly',
    (store) => store.getAll() as IDBRequest<QueuedRequest[]>,
  );
  return all.sort((a, b) => a.queuedAt - b.queuedAt);
}

/** What became of one delivery attempt. */
export type DeliveryOutcome = 'delivered' | 'retry' | 'refused';

/**
 * Sorts an answer: 2xx and 409 (the row or address is already there) are delivered; 429 (the
 * flood guard), 408 and 5xx are tried again later; any other status is refused for good (the
 * entry could never be stored: dropped, with a console message).
 */
export function outcomeOf(status: number): DeliveryOutcome {
  if ((status >= 200 && status < 300) || status === 409) return 'delivered';
  if (status === 429 || status === 408 || status >= 500) return 'retry';
  return 'refused';
}

type LockManager = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

/**
 * Sends every queued submission once, oldest first, under one Web Lock; removes the delivered
 * and refused ones. Stops at the first network failure (still offline).
 *
 * @returns how many were delivered.
 * @throws only when IndexedDB fails; a network failure leaves the entries for the next try.
 */
export async function flushQueue(send: typeof fetch = fetch): Promise<number> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  const work = async () => {
    let delivered = 0;
    for (const entry of await queued()) {
      let status: number;
      try {
        status = (await send(entry.url, { method: entry.method, headers: entry.headers, body: entry.body }))
          .status;
      } catch {
        break;
      }
      const outcome = outcomeOf(status);
      if (outcome === 'retry') break;
      if (outcome === 'refused') console.error(`A queued form was refused (${status}) and dropped`);
      else delivered += 1;
      await run('readwrite', (store) => store.delete(entry.key));
    }
    if ((await queued()).length === 0) setFlag(false);
    return delivered;
  };
  return locks ? locks.request(FORM_QUEUE.syncTag, work) : work();
}

/**
 * Thrown by the data client when a public form's insert could not reach the network and was put
 * in the outbox instead: the form tells the visitor 'Saved — it will be sent when you're back
 * online' (`isQueuedOffline` of `../supabase-rest`).
 */
export class QueuedOffline extends Error {
  constructor() {
    super('Saved in the outbox: it will be sent when the network is back');
    this.name = 'QueuedOffline';
  }
}

/**
 * Keeps an insert into a public form's table that failed for want of a network (the data
 * client's fetch calls this on a `TypeError`) and throws {@link QueuedOffline}; returns for any
 * other request, which then fails as it did.
 *
 * @param url - the request's address.
 * @param init - its method, headers and JSON body as postgrest-js sent them.
 * @throws QueuedOffline once the submission is in the outbox.
 */
export async function queueForm(url: string, init: RequestInit): Promise<void> {
  if (!formTableOf(url, init.method) || typeof init.body !== 'string') return;
  let key = newUuid();
  try {
    const row = JSON.parse(init.body) as { id?: unknown };
    if (typeof row.id === 'string') key = row.id;
  } catch {
    // Not JSON: kept under a fresh key.
  }
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, name) => (headers[name] = value));
  await enqueue({
    key,
    url,
    method: 'POST',
    headers,
    body: init.body,
    queuedAt: Date.now(),
  });
  throw new QueuedOffline();
}
