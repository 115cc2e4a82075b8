/**
 * The Edge Functions' one e-mail sender (docs/decisions/0053): every e-mail of the site (staff
 * alerts, registration e-mails, the newsletter, gift receipts, year-end statements) leaves
 * through {@link sendEmail}, the provider call of Resend's REST API
 * (https://resend.com/docs/api-reference/emails/send-email).
 *
 * - Idempotency: every call carries an `Idempotency-Key` (1–256 characters), one per queued
 *   e-mail, so a retry after a lost answer is not delivered twice
 *   (https://resend.com/docs/dashboard/emails/idempotency-keys). The same key with the same body
 *   answers the first message's id; the same key with another body (409
 *   `invalid_idempotent_request`) means the e-mail went out before: reported as sent, not sent
 *   again.
 * - Bulk mail (the newsletter) carries `List-Unsubscribe` (RFC 2369: the one-click https address
 *   and, when configured, a mailto) and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`
 *   (RFC 8058 §3.1), from {@link listUnsubscribeHeaders}.
 * - Errors name the API's status and error name only, never its message, which may quote an
 *   address: what is logged or stored holds no visitor's data.
 *
 * The `From` is the caller's: the church's name with the visitor address (visitor-sender.ts) for
 * visitors, the alerts' sender for staff. No Deno APIs, so the unit tests load it.
 */
import type { MailApi } from './env.ts';

export type { MailApi };

/** `fetch`, or a stand-in of it in the unit tests. */
type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** An attachment as the API takes it: file name and base64 content. */
export interface MailAttachment {
  filename: string;
  /** Base64. */
  content: string;
  content_type?: string;
}

/** An e-mail ready to send. */
export interface OutgoingEmail {
  /** A mailbox: `"Grace Chapel" <office@grace.example>` (RFC 5322 §3.4). */
  from: string;
  to: string;
  /** Never a visitor's name or words (decision 0026). */
  subject: string;
  text: string;
  html: string;
  /** Extra headers (the API's `headers` field), e.g. {@link listUnsubscribeHeaders}. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/**
 * The headers of bulk mail's unsubscribe: `List-Unsubscribe` with the one-click https address
 * (and a `mailto:` with subject 'unsubscribe' when given) and `List-Unsubscribe-Post:
 * List-Unsubscribe=One-Click` (RFC 8058: the address must be https and answer a POST).
 */
export function listUnsubscribeHeaders(oneClickUrl: string, mailto?: string | null): Record<string, string> {
  const targets = [`<${oneClickUrl}>`];
  if (mailto) targets.push(`<mailto:${mailto}?subject=unsubscribe>`);
  return {
    'List-Unsubscribe': targets.join(', '),
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** What the API answered for one e-mail. */
export interface SendResult {
  /** The provider's message id; null when the key shows it was sent before (409). */
  providerId: string | null;
  /** True when the API refused the key because an e-mail with it was sent before. */
  sentBefore: boolean;
}

/**
 * Sends one e-mail with its idempotency key.
 *
 * @param idempotencyKey - one per queued e-mail, 1–256 characters, the same on every retry.
 * @throws Error 'e-mail API answered <status> <error name>' when the API refuses, or the network
 *   error (a 15-second timeout).
 */
export async function sendEmail(
  api: MailApi,
  fetchFn: Fetch,
  email: OutgoingEmail,
  idempotencyKey: string,
): Promise<SendResult> {
  if (idempotencyKey.length < 1 || idempotencyKey.length > 256) {
    throw new Error('An idempotency key has 1 to 256 characters.');
  }
  const headers = email.headers && Object.keys(email.headers).length > 0 ? email.headers : undefined;
  const attachments = email.attachments && email.attachments.length > 0 ? email.attachments : undefined;
  const response = await fetchFn(`${api.resendApiUrl.replace(/\/+$/, '')}/emails`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${api.resendApiKey}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': idempotencyKey,
    },
    body: JSON.stringify({
      from: email.from,
      to: [email.to],
      subject: email.subject,
      text: email.text,
      html: email.html,
      ...(headers ? { headers } : {}),
      ...(attachments ? { attachments } : {}),
    }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let body: { id?: unknown; name?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // not JSON: the status says enough
  }
  if (response.status === 409 && body.name === 'invalid_idempotent_request') {
    return { providerId: null, sentBefore: true };
  }
  if (!response.ok || typeof body.id !== 'string') {
    throw new Error(
      `e-mail API answered ${response.status}${typeof body.name === 'string' ? ` ${body.name}` : ''}`,
    );
  }
  return { providerId: body.id, sentBefore: false };
}
