/**
 * `localStorage` key set while the forms' outbox (`./form-queue`) holds anything: a page load
 * checks it without opening IndexedDB or loading the outbox's code (docs/decisions/0041). Also
 * the name of the `BroadcastChannel` on which the outbox announces every change (queued, sent,
 * expired, discarded), so that an open page's outbox list follows the worker and other tabs (one
 * name for both keeps the kit chunk, which every first visit loads, as it was).
 */
export const FORM_QUEUE_FLAG = 'church-form-queue';
