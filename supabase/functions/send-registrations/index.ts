/**
 * Edge Function `send-registrations` (Deno; docs/decisions/0039-event-registration.md): called by
 * the database through pg_net when a registration e-mail is queued, and by the
 * `registration-mail` cron job while e-mails are due; sends them through Resend's REST API with
 * the `.ics` attached. The same secrets as `send-alerts` (RESEND_API_KEY, ALERTS_FROM,
 * ALERTS_HOOK_SECRET, optionally RESEND_API_URL). Deploy with
 * `supabase functions deploy send-registrations --no-verify-jwt`.
 */
import { handleRegistrationMailRequest, readAlertsEnv } from './registrations.ts';

Deno.serve((request: Request) => {
  let env;
  try {
    env = readAlertsEnv((name) => Deno.env.get(name));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return new Response(JSON.stringify({ error: message }), {
      status: 500,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  return handleRegistrationMailRequest(request, env);
});
