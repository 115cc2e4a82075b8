/**
 * Unit tests of the giving-statements function (statements.ts) with the database and the e-mail
 * API answered by a fake fetch: each donor's statement is e-mailed once per year (a second press
 * sends nothing and says when), 'Send again' e-mails only the chosen donors, each e-mail's
 * idempotency key is its send's id (a retry of a press sends nothing twice), what was sent is
 * recorded; refusals. The database side is in tests/db/stripe-events.test.ts and
 * giving-functions.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { handleStatementsRequest, type Statement, type StatementsEnv } from './statements';

const env: StatementsEnv = {
  supabaseUrl: 'http://db.test',
  anonKey: 'anon',
  resendApiUrl: 'http://mail.test',
  resendApiKey: 're_test',
  visitorAddress: 'no-reply@example.org',
};
const REQUEST = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

const statement = (email: string): Statement => ({
  donor_email: email,
  donor_name: 'Ann Giver',
  total_cents: 4000,
  gifts: [
    { given_at: '2030-03-01T12:00:00Z', fund_name: 'Tithe', frequency: 'one_time', amount_cents: 4000 },
  ],
});

type Send = { id: string; donor_email: string; sent_at: string | null };

/** A fake PostgREST and e-mail API: the statements, the claimed sends, and every call. */
function fake(
  statements: Statement[],
  claimed: Send[],
  statementsStatus = 200,
  identity: Record<string, unknown> = { name: 'Grace "Downtown" Chapel' },
) {
  const calls: { url: string; headers: Record<string, string>; body: Record<string, unknown> | null }[] = [];
  const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({
      url,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null,
    });
    const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (url.endsWith('/rpc/giving_statements')) return answer(statementsStatus, statements);
    if (url.endsWith('/rpc/claim_giving_statement_sends')) return answer(200, claimed);
    if (url.endsWith('/rpc/finish_giving_statement_sends')) return answer(200, 1);
    if (url.includes('giving_settings')) return answer(200, [{ ein: '12-3456789', statement_signer: null }]);
    if (url.includes('site_settings'))
      return answer(200, [
        { setting_key: 'site_identity', setting_value: identity },
        { setting_key: 'visitor_email_address', setting_value: 'giving@example.org' },
      ]);
    if (url.endsWith('/emails')) return answer(200, { id: 'mail' });
    return answer(404, {});
  };
  return { calls, fetchFn };
}

function press(body: Record<string, unknown>): Request {
  return new Request('http://fn.test/giving-statements', {
    method: 'POST',
    headers: { Authorization: 'Bearer staff-token', 'Content-Type': 'application/json' },
    body: JSON.stringify({ year: 2030, request_id: REQUEST, ...body }),
  });
}

describe('handleStatementsRequest', () => {
  it('the first press e-mails each claimed statement with its send as the key, and records them', async () => {
    const db = fake(
      [statement('a@example.org'), statement('b@example.org')],
      [
        { id: 'send-a', donor_email: 'a@example.org', sent_at: null },
        { id: 'send-b', donor_email: 'b@example.org', sent_at: null },
      ],
    );
    const response = await handleStatementsRequest(press({}), env, db.fetchFn);
    expect(await response.json()).toEqual({ sent: 2, failed: 0, already_sent: 0, last_sent_at: null });
    const claim = db.calls.find((c) => c.url.endsWith('/rpc/claim_giving_statement_sends'))!;
    expect(claim.body).toEqual({
      year: 2030,
      request_id: REQUEST,
      donor_emails: ['a@example.org', 'b@example.org'],
      again: false,
    });
    expect(claim.headers.Authorization).toBe('Bearer staff-token');
    const mails = db.calls.filter((c) => c.url.endsWith('/emails'));
    expect(mails.map((m) => m.headers['Idempotency-Key'])).toEqual([
      'giving-statement-send-a',
      'giving-statement-send-b',
    ]);
    // From the visitor sender: the church's name, quoted with its quotes escaped, at the set address.
    expect(mails.map((m) => m.body?.from)).toEqual([
      '"Grace \\"Downtown\\" Chapel" <giving@example.org>',
      '"Grace \\"Downtown\\" Chapel" <giving@example.org>',
    ]);
    expect(mails[0]!.body?.subject).toBe('Your 2030 giving statement from Grace "Downtown" Chapel');
    expect(db.calls.find((c) => c.url.endsWith('/rpc/finish_giving_statement_sends'))!.body).toEqual({
      ids: ['send-a', 'send-b'],
    });
  });

  it('reads the year and writes the dates in the church’s time zone, the site setting (decision 0052)', async () => {
    const late = statement('a@example.org');
    late.gifts[0]!.given_at = '2030-03-01T20:00:00Z';
    const db = fake([late], [{ id: 'send-a', donor_email: 'a@example.org', sent_at: null }], 200, {
      name: 'Grace Chapel',
      time_zone: 'Asia/Tokyo',
    });
    // A zone in the request is not a second source: the setting decides.
    await handleStatementsRequest(press({ time_zone: 'America/Chicago' }), env, db.fetchFn);
    expect(db.calls.find((c) => c.url.endsWith('/rpc/giving_statements'))!.body).toEqual({
      year: 2030,
      time_zone: 'Asia/Tokyo',
    });
    // 20:00 UTC on 1 March is 2 March in Tokyo.
    expect(db.calls.find((c) => c.url.endsWith('/emails'))!.body?.text).toContain('Mar 2, 2030');
  });

  it('a second press: every statement was sent already; nothing is e-mailed and the date is given', async () => {
    const db = fake(
      [statement('a@example.org'), statement('b@example.org')],
      [
        { id: 'send-a', donor_email: 'a@example.org', sent_at: '2031-01-05T15:00:00Z' },
        { id: 'send-b', donor_email: 'b@example.org', sent_at: '2031-01-06T15:00:00Z' },
      ],
    );
    const response = await handleStatementsRequest(press({}), env, db.fetchFn);
    expect(await response.json()).toEqual({
      sent: 0,
      failed: 0,
      already_sent: 2,
      last_sent_at: '2031-01-06T15:00:00Z',
    });
    expect(db.calls.filter((c) => c.url.endsWith('/emails') || c.url.includes('finish'))).toEqual([]);
  });

  it('Send again claims and e-mails the chosen donors only', async () => {
    const db = fake(
      [statement('a@example.org'), statement('b@example.org')],
      [{ id: 'again-b', donor_email: 'b@example.org', sent_at: null }],
    );
    const response = await handleStatementsRequest(press({ again: ['B@example.org'] }), env, db.fetchFn);
    expect(await response.json()).toMatchObject({ sent: 1, already_sent: 0 });
    expect(db.calls.find((c) => c.url.endsWith('/rpc/claim_giving_statement_sends'))!.body).toMatchObject({
      donor_emails: ['b@example.org'],
      again: true,
    });
    const mails = db.calls.filter((c) => c.url.endsWith('/emails'));
    expect(mails.map((m) => [m.body!.to, m.headers['Idempotency-Key']])).toEqual([
      [['b@example.org'], 'giving-statement-again-b'],
    ]);
  });

  it('refuses a press without its request id, and a caller who is not admin or finance', async () => {
    const db = fake([statement('a@example.org')], []);
    expect((await handleStatementsRequest(press({ request_id: 'x' }), env, db.fetchFn)).status).toBe(400);
    const refused = fake([], [], 403);
    expect((await handleStatementsRequest(press({}), env, refused.fetchFn)).status).toBe(403);
    expect(refused.calls.some((c) => c.url.endsWith('/emails'))).toBe(false);
  });
});
