/**
 * The public forms' tables (spec §7), small enough for the data client of every page
 * (`src/lib/supabase-rest.ts`), which queues an insert into one of them when the network is out
 * (docs/decisions/0041).
 */

/** Every public form table: a POST to one of these is queued when the network is out. */
export const FORM_TABLES = [
  'prayer_requests',
  'contact_messages',
  'first_timers',
  'member_testimonies',
  'newsletter_subscribers',
];

/**
 * The form table a request inserts into (`POST {api}/rest/v1/<table>`, any query string), or
 * `null` for any other request.
 *
 * @param url - absolute address of the request.
 * @param method - its method (default GET).
 */
export function formTableOf(url: string, method: string | undefined): string | null {
  if ((method ?? 'GET').toUpperCase() !== 'POST') return null;
  const table = /\/rest\/v1\/([a-z_]+)$/.exec(new URL(url).pathname)?.[1];
  return table && FORM_TABLES.includes(table) ? table : null;
}

/** A version 4 UUID (RFC 9562 §5.4), from `crypto.randomUUID` where there is one. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
