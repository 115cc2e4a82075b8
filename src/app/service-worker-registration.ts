import { FORM_QUEUE_FLAG } from '@/lib/offline/form-flag';

/** `localStorage` key set once the install offer was shown (as `install-offer.tsx` sets it). */
const INSTALL_OFFERED = 'church-install-offered';

/**
 * How long after the browser allows it (`beforeinstallprompt`, or the worker's registration on
 * iOS, both shortly after the page has loaded) the install offer appears (ms). Not on arrival: the
 * offer would cover the first screen a visitor came for (and become the page's largest paint), and
 * installing is worth offering to someone who stays (docs/decisions/0041).
 */
export const INSTALL_OFFER_DELAY_MS = 30_000;

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM library). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Shows the outbox list ('Waiting to be sent', with 'Discard') while the outbox holds anything. */
function showOutbox(): void {
  if (stored(FORM_QUEUE_FLAG))
    void import('@/features/offline/components/outbox-panel').then((m) => m.showOutbox());
}

/** Sends the forms' outbox when it holds anything, then lists what still waits (docs/decisions/0041). */
function flushForms(): void {
  if (stored(FORM_QUEUE_FLAG))
    void import('@/lib/offline/form-queue')
      .then((queue) => queue.flushQueue())
      .catch(console.warn)
      .finally(showOutbox);
}

/** Offers the waiting worker ('A new version is available' / 'Reload'); only when a page is already controlled. */
function offerUpdate(worker: ServiceWorker): void {
  if (navigator.serviceWorker.controller)
    void import('@/features/offline/components/update-prompt').then((m) => m.showUpdatePrompt(worker));
}

/**
 * Installs the site's service worker (issue 34, docs/decisions/0041); `src/main.tsx` loads and
 * calls it after the page's load event, so it never delays the first paint. It also wires:
 *
 * - 'A new version is available' with 'Reload' when an updated worker waits (never a reload of
 *   its own: the worker takes over, and the page reloads, only when the visitor chooses);
 * - the forms' outbox is sent on load and on every `online` event; while anything waits (or
 *   when a form is saved offline on this page) its list appears ('Waiting to be sent', each with
 *   'Discard');
 * - the install offer, once, on a phone, `INSTALL_OFFER_DELAY_MS` after the browser allows it:
 *   the browser's prompt (`beforeinstallprompt`) or short instructions on iOS Safari.
 *
 * The production build calls it; the dev server does not (no worker in development). A browser
 * without service workers, or one that blocks them, gets the site as before.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const phone = matchMedia('(max-width: 767px) and (pointer: coarse)').matches;
  // `showInstallOffer` checks again that it was never shown.
  const offerInstall = (event?: InstallPromptEvent) => {
    if (phone && !stored(INSTALL_OFFERED))
      setTimeout(
        () =>
          void import('@/features/offline/components/install-offer').then((m) => m.showInstallOffer(event)),
        INSTALL_OFFER_DELAY_MS,
      );
  };
  addEventListener('beforeinstallprompt', (event) => {
    if (!phone || stored(INSTALL_OFFERED)) return;
    event.preventDefault();
    offerInstall(event as InstallPromptEvent);
  });
  navigator.serviceWorker.register('/sw.js').then((registration) => {
    // Undefined where the browser blocks workers (the end-to-end tests but one).
    if (!registration) return;
    if (registration.waiting) offerUpdate(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed') offerUpdate(worker);
      });
    });
  }, console.warn);
  flushForms();
  addEventListener('online', flushForms);
  if (typeof BroadcastChannel !== 'undefined')
    new BroadcastChannel(FORM_QUEUE_FLAG).addEventListener('message', showOutbox);
  // iOS Safari has no install prompt: the offer gives the steps instead.
  if (/iPhone|iPad|iPod/.test(navigator.userAgent) && !matchMedia('(display-mode: standalone)').matches)
    offerInstall();
}
