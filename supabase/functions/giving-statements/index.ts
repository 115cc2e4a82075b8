/**
 * Edge Function `giving-statements` (Deno; docs/decisions/0038-online-giving-with-stripe.md):
 * 'E-mail statements' of /admin/giving sends every donor their year-end statement
 * (statements.ts). Called with the signed-in staff member's token (verify_jwt stays on); the
 * database decides that only admin and finance read the gifts.
 *
 * Deploy with `supabase functions deploy giving-statements`. Secrets: RESEND_API_KEY,
 * VISITOR_FROM_ADDRESS (the visitor sender's address when the settings set none; README
 * "Visitor e-mail"), optionally RESEND_API_URL; the runtime provides SUPABASE_URL and
 * SUPABASE_ANON_KEY. README, "Taking gifts with Stripe".
 */
import { withEnv } from '../_shared/http.ts';
import { handleStatementsRequest, readStatementsEnv } from './statements.ts';

Deno.serve(
  withEnv(
    () => readStatementsEnv((name) => Deno.env.get(name)),
    'Giving statements are not set up.',
    (request, env) => handleStatementsRequest(request, env),
  ),
);
