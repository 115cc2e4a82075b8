/**
 * Whether this browser can take web push notifications now (docs/decisions/0049):
 *
 * - `ready`: service workers, the Push API and notifications are there;
 * - `install`: an iPhone or iPad whose Safari has not added the site to the Home Screen: iOS gives
 *   web push (from iOS 16.4) only to a site opened from the Home Screen, so the site explains
 *   'Add to Home Screen' step by step instead of asking;
 * - `unsupported`: anything else (an old browser, one that blocks service workers).
 *
 * Reads only the user agent and feature checks: it never asks for a permission.
 */
export type PushSupport = 'ready' | 'install' | 'unsupported';

/** The parts of `navigator` and `window` it reads (tests pass their own). */
export interface PushPlatform {
  userAgent: string;
  maxTouchPoints: number;
  /** iOS Safari's own flag of a Home Screen web app. */
  standalone?: boolean;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
  /** `matchMedia('(display-mode: standalone)').matches`. */
  displayStandalone: boolean;
}

/** This browser's {@link PushPlatform}. */
export function currentPlatform(): PushPlatform {
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: (navigator as Navigator & { standalone?: boolean }).standalone,
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
    displayStandalone: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
  };
}

/** See the module's comment. */
export function pushSupport(platform: PushPlatform = currentPlatform()): PushSupport {
  // iPadOS presents itself as a Mac with a touch screen.
  const ios =
    /iPhone|iPad|iPod/.test(platform.userAgent) ||
    (/Macintosh/.test(platform.userAgent) && platform.maxTouchPoints > 1);
  if (ios && !platform.displayStandalone && platform.standalone !== true) return 'install';
  if (!platform.hasServiceWorker || !platform.hasPushManager || !platform.hasNotification)
    return 'unsupported';
  return 'ready';
}

/** The browser's notification permission, or 'unsupported' without the Notification API. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Asks for the permission when it was never given or refused: call it first thing in a tap's
 * handler (Safari grants the prompt only within the user's gesture), before any other wait.
 */
export function askPermission(): Promise<NotificationPermission> {
  if (typeof Notification === 'undefined') return Promise.resolve('denied');
  return Notification.permission === 'default'
    ? Notification.requestPermission()
    : Promise.resolve(Notification.permission);
}
