/**
 * The work of the `giving-statements` Edge Function (issues 31 "Pages" and 41; docs/decisions/0038):
 * 'E-mail statements' and 'Send again' of /admin/giving.
 *
 *   POST /giving-statements  Authorization: Bearer <staff access token>
 *     { year, request_id, again?: [donor e-mail, …] }
 *     → 200 { sent, failed, already_sent, last_sent_at }
 *
 * The statements are read with the caller's own token through `public.giving_statements`, so
 * only admin and finance get any (403 otherwise); the year and the dates are those of the church's
 * time zone, the `site_identity.time_zone` setting (decision 0052). Each donor's statement is e-mailed once per
 * year: `public.claim_giving_statement_sends` gives each donor's send of the year (or, with
 * `again`, a new send of this press for the chosen donors only), and a send already recorded as
 * e-mailed is not sent again (`already_sent`, with the date of the last). Each e-mail goes
 * through the functions' one sender (../_shared/mail.ts) with the send's id as its
 * idempotency key, so a retry of the same press (the same `request_id`) never sends twice; what
 * was sent is recorded with `public.finish_giving_statement_sends`, which writes the activity
 * log's sentence. The e-mails come from the visitor sender: the church's name and its visitor
 * address (../_shared/visitor-sender.ts).
 */
import type { Fetch } from '../_shared/db.ts';
import { EMAIL_STYLES, emailLayout } from '../_shared/email-layout.ts';
import { readMailApi, required, type MailApi, type ReadVariable } from '../_shared/env.ts';
import { FREQUENCY_WORDS, money } from '../_shared/giving.ts';
import { errorText, json, preflight } from '../_shared/http.ts';
import { sendEmail } from '../_shared/mail.ts';
import { readVisitorFromAddress, readVisitorSender } from '../_shared/visitor-sender.ts';
import { IRS_SENTENCE } from '../stripe-webhook/receipt.ts';

/** The function's settings. */
export interface StatementsEnv extends MailApi {
  supabaseUrl: string;
  /** The project's public key (PostgREST needs an apikey with the user's token). */
  anonKey: string;
  /** The visitor sender's address when the settings set none (VISITOR_FROM_ADDRESS). */
  visitorAddress: string;
}

/** One donor's statement as `giving_statements` returns it. */
export interface Statement {
  donor_email: string;
  donor_name: string | null;
  total_cents: number;
  gifts: { given_at: string; fund_name: string; frequency: string; amount_cents: number }[];
}

/** The church's details printed on each statement. */
export interface Church {
  name: string;
  ein: string | null;
  signer: string | null;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Writes one statement e-mail; the subject names the church and the year only. */
export function composeStatement(
  year: number,
  statement: Statement,
  church: Church,
  timeZone: string,
): { subject: string; text: string; html: string } {
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone });
  const lines = statement.gifts.map(
    (g) =>
      `${day.format(new Date(g.given_at))}  ${g.fund_name} (${FREQUENCY_WORDS[g.frequency] ?? g.frequency})  ${money(g.amount_cents)}`,
  );
  const details = `${church.name}${church.ein ? `, EIN ${church.ein}` : ''}`;
  const text = [
    `Your ${year} giving statement from ${church.name}`,
    '',
    ...lines,
    '',
    `Total: ${money(statement.total_cents)}`,
    '',
    IRS_SENTENCE,
    '',
    details,
    ...(church.signer ? [church.signer] : []),
  ].join('\n');
  const rows = statement.gifts
    .map(
      (g) =>
        `<tr><td style="padding: 4px 12px 4px 0">${escapeHtml(day.format(new Date(g.given_at)))}</td><td style="padding: 4px 12px 4px 0">${escapeHtml(g.fund_name)}</td><td style="padding: 4px 0; text-align: right">${money(g.amount_cents)}</td></tr>`,
    )
    .join('');
  const content = [
    `<h1 style="${EMAIL_STYLES.heading}">Your ${year} giving statement</h1>`,
    `<table style="margin: 0 0 16px; border-collapse: collapse">${rows}<tr><td colspan="2" style="padding: 8px 12px 0 0"><strong>Total</strong></td><td style="padding: 8px 0 0; text-align: right"><strong>${money(statement.total_cents)}</strong></td></tr></table>`,
    `<p style="${EMAIL_STYLES.paragraph}">${IRS_SENTENCE}</p>`,
    `<p style="${EMAIL_STYLES.paragraph}">${escapeHtml(details)}${church.signer ? `<br>${escapeHtml(church.signer)}` : ''}</p>`,
  ].join('\n');
  return {
    subject: `Your ${year} giving statement from ${church.name}`,
    text,
    html: emailLayout({
      title: `${year} giving statement`,
      church: escapeHtml(church.name),
      content,
      footer: `You receive this statement because you gave online to ${escapeHtml(church.name)} in ${year}. Keep it for your tax records.`,
    }),
  };
}

async function rest<T>(
  env: StatementsEnv,
  fetchFn: Fetch,
  token: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; data: T }> {
  const response = await fetchFn(`${env.supabaseUrl.replace(/\/+$/, '')}/rest/v1/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { apikey: env.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return { status: response.status, data: (text ? JSON.parse(text) : null) as T };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The request's body, checked; null when it is not one. */
function readBody(value: unknown): { year: number; requestId: string; again: string[] | null } | null {
  const body = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const year = body.year;
  if (typeof year !== 'number' || !Number.isInteger(year) || year < 2000 || year > 2100) return null;
  if (typeof body.request_id !== 'string' || !UUID.test(body.request_id)) return null;
  const again = Array.isArray(body.again)
    ? body.again.filter((e): e is string => typeof e === 'string').map((e) => e.trim().toLowerCase())
    : null;
  return {
    year,
    requestId: body.request_id.toLowerCase(),
    again,
  };
}

/** Handles one request (see the file's comment). */
export async function handleStatementsRequest(
  request: Request,
  env: StatementsEnv,
  fetchFn: Fetch = fetch,
): Promise<Response> {
  if (request.method === 'OPTIONS') return preflight();
  if (request.method !== 'POST') return json(405, { error: 'Use POST.' });
  const token = /^Bearer\s+(\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token) return json(401, { error: 'Sign in again to send the statements.' });
  const body = readBody(await request.json().catch(() => null));
  if (!body) return json(400, { error: 'Choose a year from 2000 to 2100, then try again.' });
  const { year } = body;
  // The sender carries the church's time zone: read first, the statements' year is in it.
  const sender = await readVisitorSender(
    { supabaseUrl: env.supabaseUrl, apiKey: env.anonKey, token },
    fetchFn,
    env.visitorAddress,
  ).catch((error: unknown) => {
    console.error(`the sender could not be read: ${errorText(error)}`);
    return null;
  });
  if (!sender) return json(500, { error: 'The statements could not be prepared.' });
  const { timeZone } = sender;

  const statements = await rest<Statement[] | { message?: string }>(
    env,
    fetchFn,
    token,
    'rpc/giving_statements',
    { year, time_zone: timeZone },
  );
  if (statements.status === 401 || statements.status === 403) {
    return json(403, { error: 'Only admin and finance can send giving statements.' });
  }
  if (statements.status !== 200 || !Array.isArray(statements.data)) {
    return json(statements.status === 400 ? 400 : 500, { error: 'The statements could not be prepared.' });
  }
  const settings = await rest<{ ein: string | null; statement_signer: string | null }[]>(
    env,
    fetchFn,
    token,
    'giving_settings?select=ein,statement_signer',
  );
  const church: Church = {
    name: sender.church,
    ein: settings.data?.[0]?.ein ?? null,
    signer: settings.data?.[0]?.statement_signer ?? null,
  };

  // This year's sends of these donors: each one's first, or a new one of this press for 'again'.
  const chosen = body.again
    ? statements.data.filter((st) => body.again!.includes(st.donor_email.toLowerCase()))
    : statements.data;
  const claimed = await rest<{ id: string; donor_email: string; sent_at: string | null }[]>(
    env,
    fetchFn,
    token,
    'rpc/claim_giving_statement_sends',
    {
      year,
      request_id: body.requestId,
      donor_emails: chosen.map((st) => st.donor_email),
      again: body.again !== null,
    },
  );
  if (claimed.status !== 200 || !Array.isArray(claimed.data)) {
    return json(500, { error: 'The statements could not be prepared.' });
  }
  const byEmail = new Map(chosen.map((st) => [st.donor_email.toLowerCase(), st]));
  const done: string[] = [];
  let failed = 0;
  let alreadySent = 0;
  let lastSentAt: string | null = null;
  for (const send of claimed.data) {
    const statement = byEmail.get(send.donor_email);
    if (!statement) continue;
    if (send.sent_at) {
      alreadySent += 1;
      if (!lastSentAt || send.sent_at > lastSentAt) lastSentAt = send.sent_at;
      continue;
    }
    const email = composeStatement(year, statement, church, timeZone);
    try {
      await sendEmail(
        env,
        fetchFn,
        { from: sender.from, to: statement.donor_email, ...email },
        `giving-statement-${send.id}`,
      );
      done.push(send.id);
    } catch (error) {
      failed += 1;
      console.error(`a statement was not sent: ${errorText(error)}`);
    }
  }
  if (done.length > 0) {
    const finished = await rest<number>(env, fetchFn, token, 'rpc/finish_giving_statement_sends', {
      ids: done,
    });
    if (finished.status !== 200) console.error(`sent statements not recorded: ${finished.status}`);
  }
  if (failed > 0 && done.length === 0) {
    return json(502, { error: 'The statements could not be sent. Try again.' });
  }
  return json(200, { sent: done.length, failed, already_sent: alreadySent, last_sent_at: lastSentAt });
}

/**
 * Reads the environment.
 *
 * @throws MissingVariable naming the first missing variable.
 */
export function readStatementsEnv(get: ReadVariable): StatementsEnv {
  return {
    supabaseUrl: required(get, 'SUPABASE_URL'),
    anonKey: required(get, 'SUPABASE_ANON_KEY'),
    ...readMailApi(get),
    visitorAddress: readVisitorFromAddress(get),
  };
}
