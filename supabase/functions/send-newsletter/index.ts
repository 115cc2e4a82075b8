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
import { withEnv } from '../_shared/http.ts';
import { handleNewsletterRequest, readNewsletterEnv } from './newsletter.ts';

Deno.serve(
  withEnv(
    () => readNewsletterEnv((name) => Deno.env.get(name)),
    'Newsletter sending is not set up.',
    (request, env) => handleNewsletterRequest(request, env),
  ),
);
