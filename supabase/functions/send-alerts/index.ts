/**
 * Edge Function `send-alerts` (Deno; docs/decisions/0027-inbox-email-alerts.md): called by the
 * database through pg_net when a submission arrives and by the `inbox-alerts` cron job while
 * alerts are due; sends the care inbox's alert e-mails through Resend's REST API.
 *
 * Deploy with `supabase functions deploy send-alerts --no-verify-jwt` (the caller is the
 * database, which proves itself with the `x-alerts-secret` header instead of a user's JWT).
 * Secrets: RESEND_API_KEY, ALERTS_FROM, ALERTS_HOOK_SECRET, optionally RESEND_API_URL; the
 * runtime provides SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY. README, "E-mail alerts".
 */
import { withEnv } from '../_shared/http.ts';
import { handleAlertsRequest, readAlertsEnv } from './alerts.ts';

Deno.serve(
  withEnv(
    () => readAlertsEnv((name) => Deno.env.get(name)),
    'E-mail alerts are not set up.',
    (request, env) => handleAlertsRequest(request, env),
  ),
);
