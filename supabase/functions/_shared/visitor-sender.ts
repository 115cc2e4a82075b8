/**
 * The sender of every e-mail to visitors (issue 45; docs/decisions/0027 "Visitor e-mail"):
 * registration e-mails (send-registrations), the newsletter's confirmations and issues
 * (send-newsletter), gift receipts and year-end statements (send-giving-mail).
 * Alerts to staff keep their own sender (`ALERTS_FROM`, send-alerts).
 *
 * The sender is the church's name (`site_identity.name`, default 'Our Church') with the address
 * an admin sets under Settings → Visitor e-mail (`visitor_email_address`), else the functions'
 * secret `VISITOR_FROM_ADDRESS` (e.g. `no-reply@example-church.org`), else, for a deployment
 * that has not set it yet, the address of `ALERTS_FROM`. The name goes into the `From` header
 * as an RFC 5322 quoted string, so a comma, quotes or a backslash in it stay part of the name.
 *
 * No imports, so that Deno (the Edge Functions) and Node (their Vitest tests) both load it.
 */

/** `fetch`, or a stand-in of it in the unit tests. */
type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** The church's name when `site_identity` has none (as `private.site_identity()`). */
export const DEFAULT_CHURCH_NAME = 'Our Church';

/** The church's time zone when `site_identity` names none (as `private.church_time_zone()`). */
export const DEFAULT_CHURCH_TIME_ZONE = 'America/Indiana/Indianapolis';

/** The setting of the sender's address (docs/decisions/0032: checked as an e-mail address). */
export const SENDER_SETTING = 'visitor_email_address';

/** An e-mail address as the settings check it: something@something.tld, no white space. */
const ADDRESS = /^[^\s@<>",]+@[^\s@<>",]+\.[^\s@<>",]+$/;

/** True when `name` is an IANA time zone the runtime's `Intl` knows. */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** True when `value` is an address the `From` header can carry as it is. */
export function isMailAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && ADDRESS.test(value);
}

/**
 * A mailbox for the `From` header (RFC 5322 §3.4 `name-addr`): `"<name>" <address>`, the name
 * a quoted string with `"` and `\` escaped, control characters and line breaks taken out and
 * spaces collapsed; UTF-8 kept as it is (RFC 6532; the e-mail API encodes it). An empty name
 * gives the bare address.
 *
 * @throws Error when `address` is not an e-mail address.
 */
export function mailbox(name: string, address: string): string {
  if (!isMailAddress(address)) throw new Error(`not an e-mail address: ${JSON.stringify(address)}`);
  const plain = name
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  if (!plain) return address;
  return `"${plain.replace(/[\\"]/g, (c) => `\\${c}`)}" <${address}>`;
}

/**
 * The address visitor e-mail comes from when the admin has set none: `VISITOR_FROM_ADDRESS`,
 * else the address inside `ALERTS_FROM` (`Church inbox <alerts@…>` → `alerts@…`).
 *
 * @throws Error naming the variable when neither gives an address.
 */
export function readVisitorFromAddress(get: (name: string) => string | undefined): string {
  const given = get('VISITOR_FROM_ADDRESS')?.trim();
  if (given) {
    if (!isMailAddress(given)) throw new Error('VISITOR_FROM_ADDRESS is not an e-mail address');
    return given;
  }
  const alerts = get('ALERTS_FROM')?.trim() ?? '';
  const inside = /<([^<>]+)>\s*$/.exec(alerts)?.[1]?.trim() ?? alerts;
  if (!isMailAddress(inside)) throw new Error('VISITOR_FROM_ADDRESS is not set');
  return inside;
}

/** How the functions read the two settings: the API's address and the keys of the request. */
export interface SettingsReader {
  supabaseUrl: string;
  /** The `apikey` header: the service-role key, or the project's public key with a user's token. */
  apiKey: string;
  /** The bearer token (default: `apiKey`). */
  token?: string;
}

/**
 * Reads the church's name, time zone and the sender's address (`site_settings`, which everyone
 * may read) and gives the `From` of visitor e-mail, e.g. `"Grace Chapel" <office@gracechapel.org>`.
 * The time zone is the one church time of the site (`site_identity.time_zone`, decision 0052):
 * every date an e-mail writes (receipts, statements, registrations) is in it.
 *
 * @param defaultAddress - {@link readVisitorFromAddress}'s, used when no address is set.
 * @returns the mailbox, the church's name (the e-mails' header) and its IANA time zone.
 * @throws Error when the settings cannot be read.
 */
export async function readVisitorSender(
  db: SettingsReader,
  fetchFn: Fetch,
  defaultAddress: string,
): Promise<{ from: string; church: string; timeZone: string }> {
  const url = `${db.supabaseUrl.replace(/\/+$/, '')}/rest/v1/site_settings?select=setting_key,setting_value&setting_key=in.(site_identity,${SENDER_SETTING})`;
  const response = await fetchFn(url, {
    headers: { apikey: db.apiKey, Authorization: `Bearer ${db.token ?? db.apiKey}` },
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`site_settings answered ${response.status}: ${text.slice(0, 300)}`);
  const rows = JSON.parse(text) as { setting_key: string; setting_value: unknown }[];
  const value = (key: string) => rows.find((row) => row.setting_key === key)?.setting_value;
  const identity = value('site_identity');
  const name =
    typeof identity === 'object' && identity !== null ? (identity as { name?: unknown }).name : undefined;
  const church = (typeof name === 'string' ? name.trim() : '') || DEFAULT_CHURCH_NAME;
  const zone =
    typeof identity === 'object' && identity !== null
      ? (identity as { time_zone?: unknown }).time_zone
      : undefined;
  const set = value(SENDER_SETTING);
  return {
    from: mailbox(church, isMailAddress(set) ? set : defaultAddress),
    church,
    timeZone: isTimeZone(zone) ? zone : DEFAULT_CHURCH_TIME_ZONE,
  };
}
