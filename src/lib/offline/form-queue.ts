/**
 * The outbox of the public forms (issue 34 "Forms that wait for the network",
 * docs/decisions/0041): a submission that could not reach the network is kept in IndexedDB
 * (`./outbox-store`) exactly as it would have been sent (address, headers, body) and sent again
 * later by whichever comes first: Background Sync in the service worker, the `online` event or the
 * next page load.
 *
 * Exactly once: the four tables without a natural key get a client-made `id` in the row before
 * the first attempt (`newUuid`, by each form's submit function); sending it again answers 409 (the primary key), which
 * counts as delivered, as does the newsletter's 409 'already subscribed'. Deliveries are
 * serialised by a Web Lock (where there is one) so that a page and the worker never send the same
 * entry at the same time. Works in a page and in the service worker (no DOM use).
 *
 * Not kept for ever (issue 41 item 9): an entry not delivered within {@link OUTBOX_MAX_AGE_MS}
 * (7 days) is deleted unsent the next time the outbox is read; the visitor can also discard one
 * ({@link discard}). Every change is announced on the `FORM_QUEUE_FLAG` broadcast channel, so
 * the open pages' outbox lists follow what the worker or another tab did.
 */

import { FORM_QUEUE_FLAG } from './form-flag';
import { formTableOf, newUuid } from './form-tables';
import { deleteEntries, OUTBOX_DB, readEntries, writeEntry, type QueuedRequest } from './outbox-store';

export { FORM_QUEUE_FLAG, type QueuedRequest };

/** Database, store and Background Sync tag names. */
export const FORM_QUEUE = {
  db: OUTBOX_DB.name,
  store: OUTBOX_DB.store,
  syncTag: 'church-form-queue',
} as const;

/** How long an entry may wait for the network before it is deleted unsent: 7 days, in ms. */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Whether an entry has waited too long ({@link OUTBOX_MAX_AGE_MS}) and is to be deleted unsent.
 * An entry without a valid time, or queued more than a day "in the future" (a clock set back),
 * counts as expired too: when in doubt, personal data is not kept.
 *
 * @param entry - the entry.
 * @param now - the current time, ms since the epoch.
 */
export function isExpired(entry: Pick<QueuedRequest, 'queuedAt'>, now: number): boolean {
  const age = now - entry.queuedAt;
  return !Number.isFinite(age) || age >= OUTBOX_MAX_AGE_MS || age < -24 * 60 * 60 * 1000;
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

/** Tells the open pages (and the worker) that the outbox changed. */
function announce(): void {
  try {
    const channel = new BroadcastChannel(FORM_QUEUE_FLAG);
    channel.postMessage('changed');
    channel.close();
  } catch {
    // No BroadcastChannel: the lists are read again on the next page load.
  }
}

/** Adds a submission to the outbox and asks for a Background Sync where the browser has it. */
export async function enqueue(entry: QueuedRequest): Promise<void> {
  await writeEntry(entry);
  setFlag(true);
  announce();
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

/**
 * Every queued submission still waiting, oldest first. Entries that have waited too long
 * ({@link isExpired}) are deleted here, unsent; the flag is cleared once nothing waits.
 *
 * @param now - the current time, ms since the epoch (default `Date.now()`).
 * @throws when IndexedDB fails.
 */
export async function queued(now = Date.now()): Promise<QueuedRequest[]> {
  const all = await readEntries();
  const expired = all.filter((entry) => isExpired(entry, now));
  const waiting = all.filter((entry) => !isExpired(entry, now)).sort((a, b) => a.queuedAt - b.queuedAt);
  if (expired.length > 0) {
    await deleteEntries(expired.map((entry) => entry.key));
    announce();
  }
  if (waiting.length === 0) setFlag(false);
  return waiting;
}

/**
 * Deletes one entry unsent ('Discard' in the outbox list).
 *
 * @param key - the entry's key.
 * @throws when IndexedDB fails.
 */
export async function discard(key: string): Promise<void> {
  await withLock(async () => {
    await deleteEntries([key]);
    await queued();
    announce();
  });
}

type LockManager = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

/** Runs `work` under the outbox's Web Lock where the browser has Web Locks (the page and the worker). */
function withLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  return locks ? locks.request(FORM_QUEUE.syncTag, work) : work();
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

/**
 * Sends every queued submission once, oldest first, under one Web Lock; removes the delivered
 * and refused ones. Stops at the first network failure (still offline). Expired entries are
 * deleted first and never sent ({@link queued}).
 *
 * @returns how many were delivered.
 * @throws only when IndexedDB fails; a network failure leaves the entries for the next try.
 */
export async function flushQueue(send: typeof fetch = fetch): Promise<number> {
  return withLock(async () => {
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
      await deleteEntries([entry.key]);
      announce();
    }
    await queued();
    return delivered;
  });
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
