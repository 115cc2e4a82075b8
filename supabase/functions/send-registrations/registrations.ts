/**
 * The work of the `send-registrations` Edge Function (docs/decisions/0039-event-registration.md),
 * without Deno APIs so that it runs in Deno (index.ts) and in the unit tests alike. The same
 * pipeline as the inbox alerts (decision 0027):
 *
 * 1. claim due e-mails (kind 'registration' of the one mail outbox, `public.mail_claim`, through
 *    the shared sender loop ../_shared/outbox.ts, docs/decisions/0053);
 * 2. write each: the church's name as header (../_shared/email-layout.ts), the event's title,
 *    date, time and place, the party, the link `/registrations/<token>`, and for a confirmed
 *    seat an `.ics` attachment (RFC 5545). The subject names the event only, never the person;
 * 3. send it through the one sender (../_shared/mail.ts) with `attachments` and the outbox row's
 *    `Idempotency-Key`, so a retry after a lost answer never sends it twice (a 409 for the same
 *    key means it was sent before), from the visitor sender: the church's name and its visitor
 *    address (../_shared/visitor-sender.ts), not the staff alerts' sender;
 * 4. report each result with `public.mail_report` (the database schedules retries).
 */

import type { Fetch } from '../_shared/db.ts';
import {
  readMailApi,
  readServiceDb,
  required,
  type MailApi,
  type ReadVariable,
  type ServiceDb,
} from '../_shared/env.ts';
import { handleHookRequest } from '../_shared/http.ts';
import { once, runMailOutbox, type OutboxRun } from '../_shared/outbox.ts';
import { readVisitorFromAddress, readVisitorSender } from '../_shared/visitor-sender.ts';
import { composeRegistrationMail, type ClaimedRegistrationMail } from './compose.ts';

export * from './compose.ts';
export { registrationIcs, whenText } from './ics.ts';

/** What the function needs from its environment (secrets and the runtime's variables). */
export interface RegistrationMailEnv extends ServiceDb, MailApi {
  /** The visitor sender's address when the settings set none (VISITOR_FROM_ADDRESS). */
  visitorAddress: string;
  /** ALERTS_HOOK_SECRET: what the database sends as `x-alerts-secret`. */
  hookSecret: string;
}

/**
 * Claims and sends every due registration e-mail (kind 'registration' of the mail outbox,
 * rounds of 20, at most 10 per call; the every-minute job calls again for the rest) from the
 * visitor sender, with the `.ics` attached to a confirmed seat's e-mail.
 *
 * @throws RpcError when the database cannot be reached (claimed rows come back after five minutes).
 */
export function runRegistrationMail(env: RegistrationMailEnv, fetchFn: Fetch = fetch): Promise<OutboxRun> {
  const sender = once(() =>
    readVisitorSender({ supabaseUrl: env.supabaseUrl, apiKey: env.serviceKey }, fetchFn, env.visitorAddress),
  );
  return runMailOutbox<Omit<ClaimedRegistrationMail, 'id'>>(
    {
      db: env,
      api: env,
      kind: 'registration',
      batch: 20,
      rounds: 10,
      concurrency: 20,
      compose: async (row) => {
        const mail: ClaimedRegistrationMail = { ...row.payload, id: row.id };
        const { from, timeZone } = await sender();
        // Times in the church's time zone, the site setting (decision 0052).
        const event = mail.payload.event
          ? { ...mail.payload.event, time_zone: timeZone }
          : mail.payload.event;
        return {
          from,
          to: mail.payload.to,
          ...composeRegistrationMail({ ...mail, payload: { ...mail.payload, event } }),
        };
      },
    },
    fetchFn,
  );
}

/**
 * The HTTP handler: `POST` with the inbox alerts' `x-alerts-secret` header runs
 * {@link runRegistrationMail}; anything else is refused (405, 401). Answers `{ sent, failed }`
 * or `{ error }` (500).
 */
export function handleRegistrationMailRequest(
  request: Request,
  env: RegistrationMailEnv,
  fetchFn: Fetch = fetch,
): Promise<Response> {
  return handleHookRequest(request, 'x-alerts-secret', env.hookSecret, () =>
    runRegistrationMail(env, fetchFn),
  );
}

/**
 * Reads the environment the function needs.
 *
 * @throws Error naming the first missing variable.
 */
export function readRegistrationMailEnv(get: ReadVariable): RegistrationMailEnv {
  return {
    ...readServiceDb(get),
    ...readMailApi(get),
    visitorAddress: readVisitorFromAddress(get),
    hookSecret: required(get, 'ALERTS_HOOK_SECRET'),
  };
}
