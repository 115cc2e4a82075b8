/**
 * Unit tests of the push-subscribe function (subscribe.ts) with the database answered by a fake
 * fetch: only known push services' endpoints (and the local one named by the stack) are taken,
 * the subscription's keys are checked and normalised, topics are checked, and the database's
 * refusals become the visitor's sentences; a test send needs an admin's or editor's token.
 */
import { describe, expect, it } from 'vitest';
import { endpointAllowed, handleSubscribeRequest, parseSubscription, type SubscribeEnv } from './subscribe';

const env: SubscribeEnv = {
  supabaseUrl: 'http://db.test',
  serviceKey: 'service-key',
  anonKey: 'anon-key',
  vapidPublicKey: 'BPublicKey',
  extraOrigins: ['http://127.0.0.1:54327'],
};
const P256DH = `B${'A'.repeat(86)}`;
const AUTH = 'A'.repeat(22);
const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  keys: { p256dh: P256DH, auth: AUTH },
};

function fakeDb(answers: Record<string, { status: number; body: unknown }>) {
  const calls: { name: string; body: unknown; authorization: string | null }[] = [];
  const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
    const name = String(input).replace(/^.*\/rpc\//, '');
    calls.push({
      name,
      body: init?.body ? JSON.parse(String(init.body)) : null,
      authorization: new Headers(init?.headers).get('authorization'),
    });
    const answer = answers[name] ?? { status: 404, body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  };
  return { calls, fetchFn };
}

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://fn.test/push-subscribe', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-forwarded-for': '203.0.113.9', ...headers },
    body: JSON.stringify(body),
  });
}

describe('endpointAllowed', () => {
  it('takes the browsers’ push services over https, and the named extra origins', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/x',
      'https://updates.push.services.mozilla.com/wpush/v2/x',
      'https://web.push.apple.com/QG9x',
      'https://wns2-by3p.notify.windows.com/w/?token=x',
      'http://127.0.0.1:54327/push/x',
    ]) {
      expect(endpointAllowed(endpoint, env.extraOrigins), endpoint).toBe(true);
    }
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/x',
      'https://evil.example/fcm.googleapis.com',
      'https://fcm.googleapis.com.evil.example/x',
      'https://user:pw@fcm.googleapis.com/x',
      'http://127.0.0.1:5432/x',
      'not a url',
    ]) {
      expect(endpointAllowed(endpoint, env.extraOrigins), endpoint).toBe(false);
    }
  });
});

describe('parseSubscription', () => {
  it('normalises base64 keys to unpadded base64url and refuses short ones', () => {
    const padded = { ...subscription, keys: { p256dh: `${P256DH}=`, auth: 'A+/AAAAAAAAAAAAAAAAAAA==' } };
    expect(parseSubscription(padded, [])).toEqual({
      endpoint: subscription.endpoint,
      p256dh: P256DH,
      auth: 'A-_AAAAAAAAAAAAAAAAAAA',
    });
    expect(() => parseSubscription({ ...subscription, keys: { p256dh: 'short', auth: AUTH } }, [])).toThrow(
      /incomplete/,
    );
  });
});

describe('handleSubscribeRequest', () => {
  it('answers the VAPID public key to GET', async () => {
    const answer = await handleSubscribeRequest(new Request('http://fn.test/push-subscribe'), env);
    expect(await answer.json()).toEqual({ publicKey: 'BPublicKey' });
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });

  it('subscribes with the checked topics, language and the client address', async () => {
    const db = fakeDb({ push_subscribe: { status: 200, body: { subscribed: true, topics: ['live'] } } });
    const answer = await handleSubscribeRequest(
      post({ action: 'subscribe', subscription, topics: ['live', 'live'], language: 'en-US' }),
      env,
      db.fetchFn,
    );
    expect(answer.status).toBe(200);
    expect(db.calls[0]).toMatchObject({
      name: 'push_subscribe',
      body: {
        ...{ endpoint: subscription.endpoint, p256dh: P256DH, auth: AUTH },
        topics: ['live'],
        language: 'en-US',
        client: '203.0.113.9',
      },
      authorization: 'Bearer service-key',
    });
  });

  it('refuses an unknown topic and an endpoint of no push service, storing nothing', async () => {
    const db = fakeDb({});
    const bad = await handleSubscribeRequest(
      post({ action: 'subscribe', subscription, topics: ['ads'] }),
      env,
      db.fetchFn,
    );
    expect(bad.status).toBe(400);
    const evil = await handleSubscribeRequest(
      post({
        action: 'subscribe',
        subscription: { ...subscription, endpoint: 'https://evil.example/x' },
        topics: [],
      }),
      env,
      db.fetchFn,
    );
    expect(await evil.json()).toEqual({ error: 'This browser’s push service is not supported.' });
    expect(db.calls).toEqual([]);
  });

  it('turns the database’s refusals into the visitor’s sentences', async () => {
    const db = fakeDb({
      push_unsubscribe: { status: 403, body: { code: '42501', message: 'belongs to another browser' } },
      push_remind: {
        status: 400,
        body: { code: '22023', message: 'Reminders are for confirmed registrations.' },
      },
    });
    const stolen = await handleSubscribeRequest(
      post({ action: 'unsubscribe', subscription }),
      env,
      db.fetchFn,
    );
    expect(stolen.status).toBe(403);
    const remind = await handleSubscribeRequest(
      post({ action: 'remind', subscription, registration: 'tok', remind: true }),
      env,
      db.fetchFn,
    );
    expect(await remind.json()).toEqual({ error: 'Reminders are for confirmed registrations.' });
  });

  it('sends a test only for a token the database names as an admin or editor', async () => {
    const refused = fakeDb({ push_test_sender: { status: 403, body: { code: '42501' } } });
    const anonymous = await handleSubscribeRequest(
      post({ action: 'test', subscription }),
      env,
      refused.fetchFn,
    );
    expect(anonymous.status).toBe(403);
    const member = await handleSubscribeRequest(
      post({ action: 'test', subscription }, { Authorization: 'Bearer member-token' }),
      env,
      refused.fetchFn,
    );
    expect(member.status).toBe(403);
    expect(refused.calls.map((c) => c.name)).toEqual(['push_test_sender']);

    const staff = fakeDb({
      push_test_sender: { status: 200, body: 'staff-id' },
      push_queue_test: { status: 200, body: 'message-id' },
    });
    const sent = await handleSubscribeRequest(
      post({ action: 'test', subscription }, { Authorization: 'Bearer staff-token' }),
      env,
      staff.fetchFn,
    );
    expect(await sent.json()).toEqual({ queued: 'message-id' });
    expect(staff.calls[0]?.authorization).toBe('Bearer staff-token');
    expect(staff.calls[1]).toMatchObject({ name: 'push_queue_test', body: { staff_id: 'staff-id' } });
  });
});
