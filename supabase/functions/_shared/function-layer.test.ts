/**
 * The Edge Functions' shared layer (docs/decisions/0053): the environment reader, the HTTP
 * helpers and the secret check, the one e-mail sender (idempotency, RFC 8058 headers, errors
 * without the API's message) and the outbox's sender loop (a retry after a lost answer sends the
 * same key, so the provider delivers once).
 */
import { describe, expect, it, vi } from 'vitest';
import { MissingVariable, readMailApi, readServiceDb, required } from './env';
import { handleHookRequest, json, sameSecret, withEnv } from './http';
import { listUnsubscribeHeaders, sendEmail } from './mail';
import { runMailOutbox, type ClaimedMail } from './outbox';

const vars = (record: Record<string, string>) => (name: string) => record[name];

describe('env', () => {
  it('names the missing variable', () => {
    expect(() => required(vars({}), 'RESEND_API_KEY')).toThrow(new MissingVariable('RESEND_API_KEY'));
    expect(() => required(vars({ RESEND_API_KEY: '' }), 'RESEND_API_KEY')).toThrow(
      'RESEND_API_KEY is not set',
    );
    expect(() => readServiceDb(vars({ SUPABASE_URL: 'u' }))).toThrow('SUPABASE_SECRET_KEY is not set');
  });

  it('takes the service-role key, else the secret key; the e-mail API defaults to Resend', () => {
    expect(readServiceDb(vars({ SUPABASE_URL: 'u', SUPABASE_SECRET_KEY: 'sb_secret_x' }))).toEqual({
      supabaseUrl: 'u',
      serviceKey: 'sb_secret_x',
    });
    expect(readMailApi(vars({ RESEND_API_KEY: 'r' }))).toEqual({
      resendApiUrl: 'https://api.resend.com',
      resendApiKey: 'r',
    });
  });
});

describe('http', () => {
  it('sameSecret is true only for the same non-empty string', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abd', 'abc')).toBe(false);
    expect(sameSecret('ab', 'abc')).toBe(false);
    expect(sameSecret(null, 'abc')).toBe(false);
    expect(sameSecret('', '')).toBe(false);
  });

  it('a hook needs POST and the secret, and answers the failure', async () => {
    const work = vi.fn(async () => ({ sent: 1 }));
    const post = (headers: Record<string, string>) => new Request('http://f/x', { method: 'POST', headers });
    expect((await handleHookRequest(new Request('http://f/x'), 'x-s', 'secret', work)).status).toBe(405);
    expect((await handleHookRequest(post({ 'x-s': 'wrong!' }), 'x-s', 'secret', work)).status).toBe(401);
    expect(work).not.toHaveBeenCalled();
    const ok = await handleHookRequest(post({ 'x-s': 'secret' }), 'x-s', 'secret', work);
    expect(await ok.json()).toEqual({ sent: 1 });
    const failed = await handleHookRequest(post({ 'x-s': 'secret' }), 'x-s', 'secret', () =>
      Promise.reject(new Error('down')),
    );
    expect([failed.status, await failed.json()]).toEqual([500, { error: 'down' }]);
  });

  it('withEnv answers a sentence when the environment is incomplete, and logs the variable', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = withEnv(
      () => required(vars({}), 'ALERTS_FROM'),
      'E-mail alerts are not set up.',
      () => json(200, {}),
    );
    const answer = await handler(new Request('http://f/x'));
    expect([answer.status, await answer.json()]).toEqual([500, { error: 'E-mail alerts are not set up.' }]);
    expect(log).toHaveBeenCalledWith('ALERTS_FROM is not set');
    log.mockRestore();
  });
});

const api = { resendApiUrl: 'https://mail.test/', resendApiKey: 're_key' };
const email = { from: '"Church" <a@c.example>', to: 'ann@example.org', subject: 'S', text: 't', html: 'h' };

describe('sendEmail', () => {
  it('sends the idempotency key, the headers of bulk mail and the attachments', async () => {
    const fetchFn = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ id: 'm1' }));
    const headers = listUnsubscribeHeaders('https://f.example/unsub?token=t', 'leave@c.example');
    expect(headers).toEqual({
      'List-Unsubscribe': '<https://f.example/unsub?token=t>, <mailto:leave@c.example?subject=unsubscribe>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await sendEmail(api, fetchFn, { ...email, headers }, 'key-1')).toEqual({
      providerId: 'm1',
      sentBefore: false,
    });
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe('https://mail.test/emails');
    expect(init?.headers).toMatchObject({ 'Idempotency-Key': 'key-1', Authorization: 'Bearer re_key' });
    expect(JSON.parse(String(init?.body))).toEqual({
      from: email.from,
      to: ['ann@example.org'],
      subject: 'S',
      text: 't',
      html: 'h',
      headers,
    });
  });

  it('a 409 for a key used before is sent, not sent again; other refusals name no address', async () => {
    const conflict = async () => Response.json({ name: 'invalid_idempotent_request' }, { status: 409 });
    expect(await sendEmail(api, conflict, email, 'key-1')).toEqual({ providerId: null, sentBefore: true });
    const refused = async () =>
      Response.json({ name: 'validation_error', message: 'Invalid `to`: ann@example.org' }, { status: 422 });
    const error = await sendEmail(api, refused, email, 'key-1').catch((e: unknown) => e as Error);
    expect(error.message).toBe('e-mail API answered 422 validation_error');
    await expect(sendEmail(api, refused, email, '')).rejects.toThrow('1 to 256 characters');
  });
});

describe('runMailOutbox', () => {
  it('a delivered e-mail whose answer was lost is retried with its key and delivered once', async () => {
    const delivered = new Map<string, number>();
    const reports: unknown[] = [];
    let lose = true;
    const row: ClaimedMail<{ to: string }> = {
      id: 5,
      kind: 'alert',
      idempotency_key: 'church-alert-5',
      attempts: 1,
      payload: { to: 'care@example.org' },
    };
    const claims = [[row], [{ ...row, attempts: 2 }]];
    const fetchFn = async (url: string | URL | Request, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      if (String(url).endsWith('/rpc/mail_claim')) return Response.json(claims.shift() ?? []);
      if (String(url).endsWith('/rpc/mail_report')) {
        reports.push(body);
        return Response.json('pending');
      }
      // The provider keeps one e-mail per key (what Resend does for 24 hours).
      const key = new Headers(init?.headers).get('Idempotency-Key') ?? '';
      delivered.set(key, (delivered.get(key) ?? 0) + (delivered.has(key) ? 0 : 1));
      if (lose) {
        lose = false;
        throw new Error('connection reset');
      }
      return Response.json({ id: `msg-${key}` });
    };
    const options = {
      db: { supabaseUrl: 'https://db.test', serviceKey: 'k' },
      api,
      kind: 'alert' as const,
      batch: 20,
      rounds: 10,
      concurrency: 5,
      compose: (r: ClaimedMail<{ to: string }>) => ({ ...email, to: r.payload.to }),
    };
    expect(await runMailOutbox(options, fetchFn)).toEqual({ sent: 0, failed: 1 });
    expect(await runMailOutbox(options, fetchFn)).toEqual({ sent: 1, failed: 0 });
    expect(reports).toEqual([
      { mail_id: 5, ok: false, error: 'connection reset' },
      { mail_id: 5, ok: true, provider_id: 'msg-church-alert-5' },
    ]);
    expect([...delivered]).toEqual([['church-alert-5', 1]]);
  });
});
