/**
 * Edge Function `send-newsletter` (Deno; docs/decisions/0040-newsletter-sending.md): called by
 * the database through pg_net when newsletter e-mails are queued and by the `newsletter` cron job
 * while rows are due; sends them through Resend's REST API. `…/send-newsletter/unsubscribe` is the
 * one-click unsubscribe of RFC 8058 (the `List-Unsubscribe` address of every issue).
 *
 * Deploy with `supabase functions deploy send-newsletter --no-verify-jwt`. Secrets: RESEND_API_KEY,
 * ALERTS_HOOK_SECRET, VISITOR_FROM_ADDRESS (the visitor sender's address when the settings set
 * none; README "Visitor e-mail"), optionally RESEND_API_URL.
 */
import { handleNewsletterRequest, readNewsletterEnv } from './newsletter.ts';

Deno.serve((request: Request) => {
  let env;
  try {
    env = readNewsletterEnv((name) => Deno.env.get(name));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return new Response(JSON.stringify({ error: message }), {
      status: 500,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  return handleNewsletterRequest(request, env);
});
