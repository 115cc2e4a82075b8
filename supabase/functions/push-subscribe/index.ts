/**
 * Edge Function `push-subscribe` (Deno; docs/decisions/0049-push-notifications.md): the site's
 * 'Notify me', the footer's notification switches, 'Remind me' and the staff test write browser
 * subscriptions here, and nowhere else (subscribe.ts).
 *
 * Deploy with `supabase functions deploy push-subscribe --no-verify-jwt` (visitors call it with the
 * public key). Secrets: VAPID_PUBLIC_KEY; the runtime provides SUPABASE_URL, SUPABASE_ANON_KEY and
 * SUPABASE_SERVICE_ROLE_KEY. PUSH_EXTRA_ENDPOINT_ORIGINS is set only by the local stack (its push
 * service). README, "Push notifications".
 */
import { withEnv } from '../_shared/http.ts';
import { handleSubscribeRequest, readSubscribeEnv } from './subscribe.ts';

Deno.serve(
  withEnv(
    () => readSubscribeEnv((name) => Deno.env.get(name)),
    'Notifications are not set up.',
    (request, env) => handleSubscribeRequest(request, env),
  ),
);
