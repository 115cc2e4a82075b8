// @vitest-environment node
/**
 * Unit tests of web push sending (send.ts) with the real libraries the function uses
 * (`_shared/web-push-encrypt.ts` for RFC 8291, `jose` for the VAPID JWT) and the real local push
 * service (supabase/local/push/): the library's encryption reproduces the worked example of RFC
 * 8291 §5 byte for byte; a request built by the function is accepted, verified and decrypted by
 * the push service with its Urgency, TTL and Topic; a JWT valid for more than 24 hours or signed
 * with another key is refused; answers map to sent / gone / retry / failed and are reported; and
 * `deno check` passes on both push functions' Deno entry points.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { encryptPushMessage } from '../_shared/web-push-encrypt';
import { importJWK, SignJWT } from 'jose';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/testing/msw';
import { denoBinary } from '../../local/functions/runner';
import { RFC8291 } from '../../local/push/rfc8291-example';
import { newVapidKeys, startPushStandIn, type PushStandIn } from '../../local/push/stand-in';
import {
  type ClaimedDelivery,
  outcomeOf,
  pushRequest,
  runPushSend,
  vapidPrivateJwk,
  type PushSendEnv,
  type WebPushTools,
} from './send';

const vapid = newVapidKeys();
const env: PushSendEnv = {
  supabaseUrl: 'http://db.test',
  serviceKey: 'service-key',
  hookSecret: 'h'.repeat(64),
  vapidPublicKey: vapid.publicKey,
  vapidPrivateKey: vapid.privateKey,
  vapidSubject: 'mailto:office@example.org',
};

/** The tools as index.ts builds them, for a key pair. */
async function toolsFor(
  keys: { publicKey: string; privateKey: string },
  expiresIn?: number,
): Promise<WebPushTools> {
  const key = await importJWK(vapidPrivateJwk(keys.publicKey, keys.privateKey), 'ES256');
  return {
    encrypt: (subscription, plaintext) => encryptPushMessage(subscription.keys, plaintext),
    signJwt: (claims) =>
      new SignJWT({ ...claims, ...(expiresIn ? { exp: Math.floor(Date.now() / 1000) + expiresIn } : {}) })
        .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
        .sign(key),
  };
}

const b64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64url'));

describe('RFC 8291 §5 with the encryption the function uses', () => {
  it('encrypts the RFC’s plaintext with its keys and salt to exactly its message', async () => {
    const asPublic = b64(RFC8291.asPublic);
    const jwk = vapidPrivateJwk(RFC8291.asPublic, RFC8291.asPrivate);
    const keyPair = {
      privateKey: await crypto.subtle.importKey('jwk', jwk, { name: 'ECDH', namedCurve: 'P-256' }, false, [
        'deriveBits',
      ]),
      publicKey: await crypto.subtle.importKey(
        'raw',
        asPublic,
        { name: 'ECDH', namedCurve: 'P-256' },
        true,
        [],
      ),
    };
    const body = await encryptPushMessage(
      { p256dh: RFC8291.uaPublic, auth: RFC8291.authSecret },
      new TextEncoder().encode(RFC8291.plaintext),
      { keyPair, salt: b64(RFC8291.salt) },
    );
    expect(Buffer.from(body).toString('base64url')).toBe(RFC8291.body);
  });

  it('draws a new key pair and salt for every message, and refuses a message too long for one record', async () => {
    const keys = { p256dh: RFC8291.uaPublic, auth: RFC8291.authSecret };
    const a = await encryptPushMessage(keys, new TextEncoder().encode('same'));
    const b = await encryptPushMessage(keys, new TextEncoder().encode('same'));
    expect(Buffer.from(a.slice(0, 16)).equals(Buffer.from(b.slice(0, 16)))).toBe(false);
    await expect(encryptPushMessage(keys, new Uint8Array(3994))).rejects.toThrow(RangeError);
  });
});

describe('a request built by the function, at the local push service', () => {
  let push: PushStandIn;
  beforeAll(async () => {
    push = await startPushStandIn({ port: 0 });
  });
  afterAll(async () => {
    await push.close();
  });
  beforeEach(() => {
    server.use(http.all(`${push.url}/*`, () => passthrough()));
  });

  async function subscribe(applicationServerKey = vapid.publicKey) {
    const response = await fetch(`${push.url}/_local/subscriptions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ applicationServerKey }),
    });
    return (await response.json()) as { endpoint: string; keys: { p256dh: string; auth: string } };
  }

  function delivery(sub: { endpoint: string; keys: { p256dh: string; auth: string } }): ClaimedDelivery {
    return {
      id: 7,
      attempts: 1,
      endpoint: sub.endpoint,
      p256dh: sub.keys.p256dh,
      auth: sub.keys.auth,
      kind: 'live',
      title: "We're live",
      body: 'Grace Chapel is streaming now. Tap to watch.',
      url: '/live',
      topic: 'live',
      urgency: 'high',
      ttl: 3600,
    };
  }

  it('is accepted (201), verified and decrypted to the notification, with Urgency, TTL and Topic', async () => {
    const sub = await subscribe();
    const { url, init } = await pushRequest(delivery(sub), env, await toolsFor(vapid));
    const response = await fetch(url, init);
    expect(response.status).toBe(201);
    const { messages } = (await (await fetch(`${push.url}/_local/messages`)).json()) as {
      messages: {
        endpoint: string;
        headers: Record<string, unknown>;
        json: unknown;
        vapid: { exp: number };
      }[];
    };
    const got = messages.find((m) => m.endpoint === sub.endpoint);
    expect(got?.headers).toMatchObject({
      ttl: 3600,
      urgency: 'high',
      topic: 'live',
      contentEncoding: 'aes128gcm',
    });
    expect(got?.json).toEqual({
      title: "We're live",
      body: 'Grace Chapel is streaming now. Tap to watch.',
      url: '/live',
      tag: 'live',
      icon: '/icons/icon-192.png',
    });
    expect(got?.vapid.exp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 24 * 3600);
  });

  it('a Spanish reminder reaches the browser as written, with its language (`lang`)', async () => {
    const sub = await subscribe();
    const spanish: ClaimedDelivery = {
      ...delivery(sub),
      kind: 'reminder',
      title: 'Cena de Acción de Gracias',
      body: 'Empieza el dom 6 dic, 6:00 p. m. · Salón',
      url: '/es/events/e0000000-0000-4000-8000-000000000001',
      topic: 'r0123456789abcdef0123',
      language: 'es',
    };
    const { url, init } = await pushRequest(spanish, env, await toolsFor(vapid));
    expect((await fetch(url, init)).status).toBe(201);
    const { messages } = (await (await fetch(`${push.url}/_local/messages`)).json()) as {
      messages: { endpoint: string; json: unknown }[];
    };
    expect(messages.find((m) => m.endpoint === sub.endpoint)?.json).toEqual({
      title: 'Cena de Acción de Gracias',
      body: 'Empieza el dom 6 dic, 6:00 p. m. · Salón',
      url: '/es/events/e0000000-0000-4000-8000-000000000001',
      tag: 'r0123456789abcdef0123',
      icon: '/icons/icon-192.png',
      lang: 'es',
    });
  });

  it('refuses a JWT valid for more than 24 hours (401) and a key the subscription was not made with (403)', async () => {
    const sub = await subscribe();
    const tooLong = await pushRequest(delivery(sub), env, await toolsFor(vapid, 25 * 3600));
    expect((await fetch(tooLong.url, tooLong.init)).status).toBe(401);
    const other = newVapidKeys();
    const wrongKey = await pushRequest(
      delivery(sub),
      { ...env, vapidPublicKey: other.publicKey },
      await toolsFor(other),
    );
    expect((await fetch(wrongKey.url, wrongKey.init)).status).toBe(403);
  });

  it('reports an expired subscription as gone and an accepted one as sent', async () => {
    const live = await subscribe();
    const expired = await subscribe();
    await fetch(`${push.url}/_local/subscriptions/expire`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ endpoint: expired.endpoint }),
    });
    const reports: unknown[] = [];
    let claims = 0;
    const fetchFn = async (input: string, init?: RequestInit) => {
      if (input.endsWith('/rpc/push_claim')) {
        claims += 1;
        const rows = claims === 1 ? [delivery(live), { ...delivery(expired), id: 8 }] : [];
        return new Response(JSON.stringify(rows));
      }
      if (input.endsWith('/rpc/push_report')) {
        reports.push(JSON.parse(String(init?.body)));
        return new Response('"ok"');
      }
      return fetch(input, init);
    };
    const result = await runPushSend(env, await toolsFor(vapid), fetchFn);
    expect(result).toEqual({ sent: 1, gone: 1, retried: 0, failed: 0 });
    expect(reports).toContainEqual({ delivery_id: 7, outcome: 'sent', http_status: 201, error: null });
    expect(reports).toContainEqual({
      delivery_id: 8,
      outcome: 'gone',
      http_status: 410,
      error: 'push service answered 410',
    });
  });
});

describe('outcomeOf', () => {
  it('maps the push service’s answers', () => {
    expect([201, 202, 404, 410, 429, 500, 503, 400, 401, 403, 413].map(outcomeOf)).toEqual([
      'sent',
      'sent',
      'gone',
      'gone',
      'retry',
      'retry',
      'retry',
      'failed',
      'failed',
      'failed',
      'failed',
    ]);
  });
});

describe('the Deno entry points', () => {
  it('type-check with deno check', { timeout: 120_000 }, async () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const files = [path.join(here, 'index.ts'), path.join(here, '../push-subscribe/index.ts')];
    const { stderr } = await promisify(execFile)(denoBinary(), ['check', '--quiet', ...files], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...(process.env.DENO_DIR ? { DENO_DIR: process.env.DENO_DIR } : {}),
        NO_COLOR: '1',
        DENO_NO_UPDATE_CHECK: '1',
      },
    });
    expect(stderr).toBe('');
  });
});
