/**
 * The work of the `send-newsletter` Edge Function (docs/decisions/0040-newsletter-sending.md),
 * without Deno APIs so that it runs in Deno (index.ts) and in the unit tests alike:
 *
 * 1. claim due rows with `public.newsletter_claim` (PostgREST RPC, service role), in batches;
 * 2. write each e-mail: the confirmation (double opt-in), an issue, or a test of an issue to a
 *    staff member, in the site's e-mail layout. An issue carries 'View in your browser' (the
 *    archive page), a visible unsubscribe link and the church's postal address (CAN-SPAM), and
 *    the headers `List-Unsubscribe` (RFC 2369: the one-click https address, plus a mailto when
 *    configured) and `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058);
 * 3. send it through Resend's REST API (`POST <base>/emails`) with the row's `Idempotency-Key`
 *    (one per recipient and issue), so that a retry after a lost answer is not delivered twice
 *    (https://resend.com/docs/dashboard/emails/idempotency-keys), from the visitor sender: the
 *    church's name and its visitor address (../_shared/visitor-sender.ts);
 * 4. report each result with `public.newsletter_report` (the database schedules retries).
 *
 * It also answers the one-click unsubscribe (RFC 8058): `POST …/send-newsletter/unsubscribe?token=…`
 * removes the subscription without a page.
 */

import { EMAIL_STYLES, emailLayout } from '../_shared/email-layout.ts';
import { escapeHtml, lightMarkupToHtml, lightMarkupToText } from '../_shared/light-markup.ts';
import { sameSecret, serviceRpc, type Fetch } from '../_shared/service-rpc.ts';
import { readVisitorFromAddress, readVisitorSender } from '../_shared/visitor-sender.ts';

/** One claimed row of `public.newsletter_claim`. */
export interface ClaimedSend {
  id: number;
  kind: 'confirm' | 'issue' | 'test';
  to_email: string;
  /** Sent as `Idempotency-Key`, e.g. `newsletter-<issue id>-<subscriber id>`. */
  idempotency_key: string;
  attempts: number;
  issue: { id: string; slug: string; subject: string; preheader: string; body: string } | null;
  unsubscribe_token: string | null;
  confirmation_token: string | null;
  /** e.g. `https://www.example-church.org` (no trailing slash). */
  site_url: string | null;
  church_name: string | null;
  /** One line, e.g. `12 Main St, Springfield, IL 62701`; null when the settings have none. */
  postal_address: string | null;
  /** The mailbox of the optional `mailto:` unsubscribe. */
  unsubscribe_mailto: string | null;
}

/** An e-mail ready for the API. */
export interface NewsletterEmail {
  subject: string;
  text: string;
  html: string;
  /** Extra headers (Resend's `headers` field). */
  headers: Record<string, string>;
}

/** What the function needs from its environment. */
export interface NewsletterEnv {
  /** SUPABASE_URL: the project's API origin (also the base of the one-click address). */
  supabaseUrl: string;
  /** SUPABASE_SERVICE_ROLE_KEY (or a secret key). */
  serviceKey: string;
  /** RESEND_API_URL: default `https://api.resend.com`; locally the mail catcher. */
  resendApiUrl: string;
  resendApiKey: string;
  /** The visitor sender's address when the settings set none (VISITOR_FROM_ADDRESS). */
  visitorAddress: string;
  /** ALERTS_HOOK_SECRET: what the database sends as `x-alerts-secret`. */
  hookSecret: string;
}

/** The result of one run. */
export interface RunResult {
  sent: number;
  failed: number;
}

/** Rows claimed per round, and e-mails sent at once within a round. */
export const BATCH_SIZE = 50;
export const CONCURRENCY = 5;

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The one-click unsubscribe address (RFC 8058) of a subscriber's token. */
export function oneClickUrl(supabaseUrl: string, token: string): string {
  return `${trimSlash(supabaseUrl)}/functions/v1/send-newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

function paragraph(html: string): string {
  return `<p style="${EMAIL_STYLES.paragraph}">${html}</p>`;
}

/**
 * Writes the e-mail of one claimed row.
 *
 * @throws Error when the row lacks what its kind needs or the site URL is not configured.
 */
export function composeNewsletter(
  row: ClaimedSend,
  env: Pick<NewsletterEnv, 'supabaseUrl'>,
): NewsletterEmail {
  const site = row.site_url ? trimSlash(row.site_url) : '';
  if (!site) throw new Error('site_url is not set in private.alert_settings');
  const church = (row.church_name ?? '').trim() || 'Our Church';

  if (row.kind === 'confirm') {
    if (!row.confirmation_token) throw new Error(`send ${row.id} has no confirmation token`);
    const link = `${site}/newsletter/confirm?token=${encodeURIComponent(row.confirmation_token)}`;
    const subject = `Confirm your subscription to the ${church} newsletter`;
    const footer =
      'Someone entered this address in the newsletter form on our website. If it was not you, ignore this e-mail: nothing will be sent and the address is deleted after 7 days.';
    return {
      subject,
      headers: {},
      text: `${church}\n\nPlease confirm that you want to receive our newsletter:\n${link}\n\n--\n${footer}\n`,
      html: emailLayout({
        title: escapeHtml(subject),
        church: escapeHtml(church),
        content: [
          `<h1 style="${EMAIL_STYLES.heading}">Confirm your subscription</h1>`,
          paragraph('Please confirm that you want to receive our newsletter.'),
          paragraph(
            `<a href="${escapeHtml(link)}" style="${EMAIL_STYLES.button}">Confirm my subscription</a>`,
          ),
        ].join('\n'),
        footer: escapeHtml(footer),
      }),
    };
  }

  const issue = row.issue;
  if (!issue) throw new Error(`send ${row.id} has no issue`);
  const isTest = row.kind === 'test';
  const subject = isTest ? `[Test] ${issue.subject}` : issue.subject;
  const browser = `${site}/newsletter/${encodeURIComponent(issue.slug)}`;
  const headers: Record<string, string> = {};
  let unsubscribe = `${site}/unsubscribe`;
  if (!isTest) {
    if (!row.unsubscribe_token) throw new Error(`send ${row.id} has no unsubscribe token`);
    unsubscribe = `${site}/unsubscribe?token=${encodeURIComponent(row.unsubscribe_token)}`;
    const targets = [`<${oneClickUrl(env.supabaseUrl, row.unsubscribe_token)}>`];
    if (row.unsubscribe_mailto) targets.push(`<mailto:${row.unsubscribe_mailto}?subject=unsubscribe>`);
    headers['List-Unsubscribe'] = targets.join(', ');
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  const address = (row.postal_address ?? '').trim();
  const why = `You receive this because you subscribed to the ${church} newsletter.`;
  const preheader = issue.preheader.trim();
  const html = emailLayout({
    title: escapeHtml(subject),
    church: escapeHtml(church),
    content: [
      preheader
        ? `<div style="display: none; max-height: 0; overflow: hidden">${escapeHtml(preheader)}</div>`
        : '',
      `<p style="${EMAIL_STYLES.small}"><a href="${escapeHtml(browser)}">View in your browser</a></p>`,
      `<h1 style="${EMAIL_STYLES.heading}; margin-top: 16px">${escapeHtml(issue.subject)}</h1>`,
      lightMarkupToHtml(issue.body),
    ]
      .filter(Boolean)
      .join('\n'),
    footer: [
      escapeHtml(why),
      `<a href="${escapeHtml(unsubscribe)}" style="color: #475569">Unsubscribe</a>`,
      address ? escapeHtml(`${church}, ${address}`) : escapeHtml(church),
    ].join('<br>'),
  });
  const text = [
    preheader,
    `View in your browser: ${browser}`,
    issue.subject,
    lightMarkupToText(issue.body),
    `--\n${why}\nUnsubscribe: ${unsubscribe}\n${address ? `${church}, ${address}` : church}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return { subject, headers, html, text: `${text}\n` };
}

/**
 * Sends one e-mail through Resend's API with `Idempotency-Key`.
 *
 * @returns the provider's message id.
 * @throws Error with the status (never the address) when the API refuses, or the network error.
 */
export async function sendEmail(
  env: NewsletterEnv,
  fetchFn: Fetch,
  from: string,
  to: string,
  email: NewsletterEmail,
  idempotencyKey: string,
): Promise<string> {
  const response = await fetchFn(`${trimSlash(env.resendApiUrl)}/emails`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${env.resendApiKey}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': idempotencyKey,
    },
    body: JSON.stringify({
      from,
      to: [to],
      subject: email.subject,
      text: email.text,
      html: email.html,
      ...(Object.keys(email.headers).length ? { headers: email.headers } : {}),
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
  if (!response.ok || typeof body.id !== 'string') {
    // The API's name of the error only: its message may quote the address.
    throw new Error(
      `e-mail API answered ${response.status}${typeof body.name === 'string' ? ` ${body.name}` : ''}`,
    );
  }
  return body.id;
}

/** Runs `work` over `items`, at most `limit` at once. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  });
  await Promise.all(runners);
}

/**
 * Claims and sends every due e-mail in batches of {@link BATCH_SIZE} (at most 20 batches per
 * call; the cron job calls again for the rest), {@link CONCURRENCY} at once, reporting each.
 *
 * @throws Error when the database cannot be reached (claimed rows come back after five minutes,
 *   and their idempotency keys keep the provider from delivering them twice).
 */
export async function runNewsletter(env: NewsletterEnv, fetchFn: Fetch = fetch): Promise<RunResult> {
  const result: RunResult = { sent: 0, failed: 0 };
  let from: string | undefined;
  for (let round = 0; round < 20; round += 1) {
    const claimed = await serviceRpc<ClaimedSend[]>(env, fetchFn, 'newsletter_claim', { batch: BATCH_SIZE });
    if (claimed.length === 0) break;
    from ??= (
      await readVisitorSender(
        { supabaseUrl: env.supabaseUrl, apiKey: env.serviceKey },
        fetchFn,
        env.visitorAddress,
      )
    ).from;
    const sender = from;
    await pool(claimed, CONCURRENCY, async (row) => {
      try {
        const email = composeNewsletter(row, env);
        const providerId = await sendEmail(env, fetchFn, sender, row.to_email, email, row.idempotency_key);
        await serviceRpc(env, fetchFn, 'newsletter_report', {
          send_id: row.id,
          ok: true,
          provider_id: providerId,
        });
        result.sent += 1;
      } catch (error) {
        result.failed += 1;
        const message = error instanceof Error ? error.message : String(error);
        await serviceRpc(env, fetchFn, 'newsletter_report', { send_id: row.id, ok: false, error: message });
      }
    });
    if (claimed.length < BATCH_SIZE) break;
  }
  return result;
}

const UNSUBSCRIBE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Unsubscribe</title></head><body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem">
<h1>Unsubscribe</h1><form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Unsubscribe from the newsletter</button></form></body></html>`;

/**
 * The one-click unsubscribe (RFC 8058): `POST ?token=…` (body `List-Unsubscribe=One-Click`, as
 * mail providers send it) removes the subscription through `public.newsletter_unsubscribe` and
 * answers 200 `Unsubscribed.` without a page, for a known or an unknown token alike; `GET`
 * answers a page with one button that does the same (a person who opened the address).
 */
export async function handleUnsubscribe(
  request: Request,
  env: NewsletterEnv,
  fetchFn: Fetch = fetch,
): Promise<Response> {
  if (request.method === 'GET') {
    return new Response(UNSUBSCRIBE_PAGE, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  }
  if (request.method !== 'POST') return new Response('Use POST.', { status: 405 });
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!/^[0-9a-f]{64}$/.test(token)) return new Response('Unknown or malformed token.', { status: 400 });
  try {
    await serviceRpc<boolean>(env, fetchFn, 'newsletter_unsubscribe', { token });
  } catch {
    return new Response('Please try again later.', { status: 503 });
  }
  return new Response('Unsubscribed.', { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/**
 * The HTTP handler. `…/unsubscribe` is {@link handleUnsubscribe} (anyone); otherwise `POST`
 * with the `x-alerts-secret` header runs {@link runNewsletter} (405, 401 else), answering
 * `{ sent, failed }` or `{ error }` (500).
 */
export async function handleNewsletterRequest(
  request: Request,
  env: NewsletterEnv,
  fetchFn: Fetch = fetch,
): Promise<Response> {
  if (new URL(request.url).pathname.replace(/\/+$/, '').endsWith('/unsubscribe')) {
    return handleUnsubscribe(request, env, fetchFn);
  }
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  if (request.method !== 'POST') return json(405, { error: 'Use POST.' });
  if (!sameSecret(request.headers.get('x-alerts-secret'), env.hookSecret)) {
    return json(401, { error: 'Missing or wrong x-alerts-secret.' });
  }
  try {
    return json(200, await runNewsletter(env, fetchFn));
  } catch (error) {
    return json(500, { error: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Reads the environment the function needs.
 *
 * @throws Error naming the first missing variable.
 */
export function readNewsletterEnv(get: (name: string) => string | undefined): NewsletterEnv {
  const need = (name: string): string => {
    const value = get(name);
    if (!value) throw new Error(`${name} is not set`);
    return value;
  };
  return {
    supabaseUrl: need('SUPABASE_URL'),
    serviceKey: get('SUPABASE_SERVICE_ROLE_KEY') || need('SUPABASE_SECRET_KEY'),
    resendApiUrl: get('RESEND_API_URL') || 'https://api.resend.com',
    resendApiKey: need('RESEND_API_KEY'),
    visitorAddress: readVisitorFromAddress(get),
    hookSecret: need('ALERTS_HOOK_SECRET'),
  };
}
