/**
 * `localStorage` key set while the forms' outbox (`./form-queue`) holds anything: a page load
 * checks it without opening IndexedDB or loading the outbox's code (docs/decisions/0041).
 */
export const FORM_QUEUE_FLAG = 'church-form-queue';

/**
 * `BroadcastChannel` name on which the outbox announces every change (queued, sent, expired,
 * discarded), so that an open page's outbox list follows the worker and other tabs.
 */
export const FORM_QUEUE_CHANNEL = 'church-form-queue';
