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
import { handleSubscribeRequest, readSubscribeEnv } from './subscribe.ts';
import { json } from '../_shared/giving.ts';

Deno.serve((request: Request) => {
  let env;
  try {
    env = readSubscribeEnv((name) => Deno.env.get(name));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return json(500, { error: 'Notifications are not set up.' });
  }
  return handleSubscribeRequest(request, env);
});
