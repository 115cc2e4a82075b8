/**
 * Edge Function `send-giving-mail` (Deno; docs/decisions/0038 and 0053): called by the database
 * through pg_net when a gift receipt, a failed renewal's card link or a year-end statement is
 * queued in the mail outbox, and by the `mail-outbox` cron job while e-mails are due; sends them
 * (giving-mail.ts) from the visitor sender. Secrets: RESEND_API_KEY, ALERTS_HOOK_SECRET,
 * GIVING_LINK_SECRET, VISITOR_FROM_ADDRESS, optionally RESEND_API_URL
 * (README "Taking gifts with Stripe"). Deploy with
 * `supabase functions deploy send-giving-mail --no-verify-jwt`.
 */
import { withEnv } from '../_shared/http.ts';
import { handleGivingMailRequest, readGivingMailEnv } from './giving-mail.ts';

Deno.serve(
  withEnv(
    () => readGivingMailEnv((name) => Deno.env.get(name)),
    'Gift and statement e-mails are not set up.',
    (request, env) => handleGivingMailRequest(request, env),
  ),
);
