/// <reference lib="webworker" />
/**
 * Web push in the site's service worker (docs/decisions/0049): shows each push message as a
 * notification with the church's icon, and opens the message's page when it is tapped.
 *
 * The push-send Edge Function sends `{ title, body, url, tag, icon, lang }` (JSON, RFC
 * 8291-encrypted; the browser decrypts it before this worker sees it); `lang` ('en' or 'es', the
 * language the message is written in, decision 0055) becomes the notification's `lang`. Every push shows a notification, even a
 * malformed one (Safari withdraws the permission of a site that pushes without showing one). The
 * tag replaces an earlier notification of the same topic, so a message sent twice shows once. A
 * tap focuses a window already on that page, else opens the page in a new window (or, where the
 * browser refuses one, in a window of the site); only paths of this site are opened.
 */
declare const self: ServiceWorkerGlobalScope;
/** Replaced by the build: the church's name. */
declare const __SITE_NAME__: string;

/** The notification of a push message's data. */
export interface PushNotice {
  title: string;
  body: string;
  /** A path of this site, e.g. `/live`. */
  url: string;
  tag?: string;
  icon: string;
  /** The language of the title and body: 'en' or 'es'; absent when the message names none. */
  lang?: 'en' | 'es';
}

/** The church's icon (public/icons, the installed app's icon). */
export const PUSH_ICON = '/icons/icon-192.png';

/** A path of this site, or '/' for anything else (another origin, `//host`, a scheme). */
export function sitePath(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : '/';
}

/**
 * Reads a push message's data as the notification to show; anything unreadable becomes a
 * notification with the church's name that opens the home page.
 */
export function readPushNotice(data: { json(): unknown } | null, siteName: string): PushNotice {
  let value: Record<string, unknown> = {};
  try {
    const parsed = data?.json();
    if (parsed && typeof parsed === 'object') value = parsed as Record<string, unknown>;
  } catch {
    // not JSON: the default notification below
  }
  const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');
  return {
    title: text(value.title, 100) || siteName,
    body: text(value.body, 300),
    url: sitePath(value.url),
    tag: text(value.tag, 64) || undefined,
    icon: PUSH_ICON,
    lang: value.lang === 'en' || value.lang === 'es' ? value.lang : undefined,
  };
}

self.addEventListener('push', (event) => {
  const notice = readPushNotice(event.data, __SITE_NAME__);
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      icon: notice.icon,
      badge: notice.icon,
      ...(notice.tag ? { tag: notice.tag } : {}),
      ...(notice.lang ? { lang: notice.lang } : {}),
      data: { url: notice.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(
    sitePath((event.notification.data as { url?: unknown } | null)?.url),
    self.location.origin,
  ).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      // A new window (in an installed app: the app's window); where the browser refuses one,
      // a window of the site goes to the page instead.
      const opened = await self.clients.openWindow(url).catch(() => null);
      if (opened) return opened;
      const other = windows.find((client) => new URL(client.url).origin === self.location.origin);
      return other?.navigate(url);
    })(),
  );
});
