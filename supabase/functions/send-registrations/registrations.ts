/**
 * The work of the `send-registrations` Edge Function (docs/decisions/0039-event-registration.md),
 * without Deno APIs so that it runs in Deno (index.ts) and in the unit tests alike. The same
 * pipeline as the inbox alerts (decision 0027):
 *
 * 1. claim due e-mails with `public.registration_mail_claim` (PostgREST RPC, service role);
 * 2. write each: the church's name as header (../_shared/email-layout.ts), the event's title,
 *    date, time and place, the party, the link `/registrations/<token>`, and for a confirmed
 *    seat an `.ics` attachment (RFC 5545). The subject names the event only, never the person;
 * 3. send it through Resend's REST API with `attachments` and an `Idempotency-Key` per queued
 *    e-mail, so a retry after a lost answer never sends it twice (a 409 for the same key means it
 *    was sent before), from the visitor sender: the church's name and its visitor address
 *    (../_shared/visitor-sender.ts), not the staff alerts' sender;
 * 4. report each result with `public.registration_mail_report` (the database schedules retries).
 */

import { sameSecret, serviceRpc, type Fetch } from '../_shared/service-rpc.ts';
import { readVisitorFromAddress, readVisitorSender } from '../_shared/visitor-sender.ts';
import { composeRegistrationMail, type ClaimedRegistrationMail, type RegistrationEmail } from './compose.ts';

export * from './compose.ts';
export { registrationIcs, whenText } from './ics.ts';

/** What the function needs from its environment (secrets and the runtime's variables). */
export interface RegistrationMailEnv {
  /** SUPABASE_URL: the project's API origin. */
  supabaseUrl: string;
  /** SUPABASE_SERVICE_ROLE_KEY (or a secret key): used only here, never in a browser. */
  serviceKey: string;
  /** RESEND_API_URL: default `https://api.resend.com`; locally the mail catcher. */
  resendApiUrl: string;
  /** RESEND_API_KEY. */
  resendApiKey: string;
  /** The visitor sender's address when the settings set none (VISITOR_FROM_ADDRESS). */
  visitorAddress: string;
  /** ALERTS_HOOK_SECRET: what the database sends as `x-alerts-secret`. */
  hookSecret: string;
}

/**
 * Sends one e-mail through Resend's API shape, with its attachments.
 *
 * @returns 'sent', or 'sent before' when the API answers 409 for the idempotency key.
 * @throws Error with the status and the API's message when it refuses, or the network error.
 */
export async function sendRegistrationEmail(
  env: RegistrationMailEnv,
  fetchFn: Fetch,
  from: string,
  to: string,
  email: RegistrationEmail,
  idempotencyKey: string,
): Promise<'sent' | 'sent before'> {
  const response = await fetchFn(`${env.resendApiUrl.replace(/\/+$/, '')}/emails`, {
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
      ...(email.attachments.length > 0 ? { attachments: email.attachments } : {}),
    }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  if (response.status === 409 && /idempotent/i.test(text)) return 'sent before';
  if (!response.ok) throw new Error(`e-mail API answered ${response.status}: ${text.slice(0, 300)}`);
  return 'sent';
}

/**
 * Claims and sends every due registration e-mail (rounds of 20, at most 10 per call; the cron
 * job calls again for the rest), reporting each result.
 *
 * @throws Error when the database cannot be reached (claimed rows are claimed again after five minutes).
 */
export async function runRegistrationMail(
  env: RegistrationMailEnv,
  fetchFn: Fetch = fetch,
): Promise<{ sent: number; failed: number }> {
  const result = { sent: 0, failed: 0 };
  let visitorSender: { from: string; timeZone: string } | undefined;
  for (let round = 0; round < 10; round += 1) {
    const claimed = await serviceRpc<ClaimedRegistrationMail[]>(env, fetchFn, 'registration_mail_claim', {
      max_rows: 20,
    });
    if (claimed.length === 0) break;
    visitorSender ??= await readVisitorSender(
      { supabaseUrl: env.supabaseUrl, apiKey: env.serviceKey },
      fetchFn,
      env.visitorAddress,
    );
    const { from: sender, timeZone } = visitorSender;
    await Promise.all(
      claimed.map(async (mail) => {
        try {
          // Times in the church's time zone, the site setting (decision 0052).
          const event = mail.payload.event
            ? { ...mail.payload.event, time_zone: timeZone }
            : mail.payload.event;
          const email = composeRegistrationMail({ ...mail, payload: { ...mail.payload, event } });
          await sendRegistrationEmail(
            env,
            fetchFn,
            sender,
            mail.payload.to,
            email,
            `church-registration-${mail.id}`,
          );
          await serviceRpc(env, fetchFn, 'registration_mail_report', { mail_id: mail.id, sent: true });
          result.sent += 1;
        } catch (error) {
          result.failed += 1;
          const message = error instanceof Error ? error.message : String(error);
          await serviceRpc(env, fetchFn, 'registration_mail_report', {
            mail_id: mail.id,
            sent: false,
            error: message,
          });
        }
      }),
    );
    if (claimed.length < 20) break;
  }
  return result;
}

/**
 * The HTTP handler: `POST` with the inbox alerts' `x-alerts-secret` header runs
 * {@link runRegistrationMail}; anything else is refused (405, 401). Answers `{ sent, failed }`
 * or `{ error }` (500).
 */
export async function handleRegistrationMailRequest(
  request: Request,
  env: RegistrationMailEnv,
  fetchFn: Fetch = fetch,
): Promise<Response> {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  if (request.method !== 'POST') return json(405, { error: 'Use POST.' });
  if (!sameSecret(request.headers.get('x-alerts-secret'), env.hookSecret)) {
    return json(401, { error: 'Missing or wrong x-alerts-secret.' });
  }
  try {
    return json(200, await runRegistrationMail(env, fetchFn));
  } catch (error) {
    return json(500, { error: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Reads the environment the function needs.
 *
 * @throws Error naming the first missing variable.
 */
export function readRegistrationMailEnv(get: (name: string) => string | undefined): RegistrationMailEnv {
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
