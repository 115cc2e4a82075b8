/**
 * Edge Function `send-registrations` (Deno; docs/decisions/0039-event-registration.md): called by
 * the database through pg_net when a registration e-mail is queued, and by the
 * `registration-mail` cron job while e-mails are due; sends them through Resend's REST API with
 * the `.ics` attached, from the visitor sender: the church's name with the address set in the
 * settings, else VISITOR_FROM_ADDRESS (../_shared/visitor-sender.ts). Secrets: RESEND_API_KEY,
 * ALERTS_HOOK_SECRET, VISITOR_FROM_ADDRESS, optionally RESEND_API_URL (README "Visitor e-mail").
 * Deploy with `supabase functions deploy send-registrations --no-verify-jwt`.
 */
import { withEnv } from '../_shared/http.ts';
import { handleRegistrationMailRequest, readRegistrationMailEnv } from './registrations.ts';

Deno.serve(
  withEnv(
    () => readRegistrationMailEnv((name) => Deno.env.get(name)),
    'Registration e-mails are not set up.',
    (request, env) => handleRegistrationMailRequest(request, env),
  ),
);
