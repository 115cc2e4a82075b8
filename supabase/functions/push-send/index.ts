/**
 * Edge Function `push-send` (Deno; docs/decisions/0049-push-notifications.md): called by the
 * database through pg_net when push messages are queued, and by the `push-notifications` cron
 * job while deliveries are due; sends them to the browsers' push services (send.ts).
 *
 * Encryption: `_shared/web-push-encrypt.ts` (RFC 8291 `aes128gcm`, Web Crypto). VAPID JWT:
 * `jose` (ES256). Deploy with `supabase functions deploy push-send --no-verify-jwt`. Secrets:
 * VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT and the alerts' ALERTS_HOOK_SECRET; the
 * runtime provides SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY. README, "Push notifications".
 */
import { importJWK, SignJWT } from 'npm:jose@6.1.0';
import { errorText, json, withEnv } from '../_shared/http.ts';
import { encryptPushMessage } from '../_shared/web-push-encrypt.ts';
import { handlePushSendRequest, readPushSendEnv, vapidPrivateJwk, type WebPushTools } from './send.ts';

let tools: WebPushTools | undefined;

/** The libraries' functions with this deployment's VAPID key (imported once). */
async function webPushTools(publicKey: string, privateKey: string): Promise<WebPushTools> {
  const key = await importJWK(vapidPrivateJwk(publicKey, privateKey), 'ES256');
  return {
    encrypt: (subscription, plaintext) => encryptPushMessage(subscription.keys, plaintext),
    signJwt: (claims) => new SignJWT(claims).setProtectedHeader({ alg: 'ES256', typ: 'JWT' }).sign(key),
  };
}

Deno.serve(
  withEnv(
    () => readPushSendEnv((name) => Deno.env.get(name)),
    'Push notifications are not set up.',
    async (request, env) => {
      try {
        tools ??= await webPushTools(env.vapidPublicKey, env.vapidPrivateKey);
      } catch (error) {
        console.error(errorText(error));
        return json(500, { error: 'Push notifications are not set up.' });
      }
      return handlePushSendRequest(request, env, tools);
    },
  ),
);
