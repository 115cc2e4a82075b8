/**
 * Unit tests of the send-giving-mail function (giving-mail.ts, receipt.ts, statement.ts) with the
 * database and the e-mail API answered by a fake fetch: the receipts and statements the outbox
 * hands out (kinds 'receipt' and 'statement') are sent from the visitor sender with each row's
 * idempotency key and reported; a refused e-mail is reported as failed (the database tries it
 * again); a recurring gift's receipt and a failed renewal link to the portal; the e-mails'
 * content (the shared escaping, the name made plain). Through the real stack:
 * tests/db/giving-functions.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { ClaimedMail } from '../_shared/outbox';
import {
  composeStatementMail,
  handleGivingMailRequest,
  type GiftMail,
  type GivingMailEnv,
  type StatementMail,
} from './giving-mail';
import {
  composePaymentFailed,
  composeReceipt,
  IRS_SENTENCE,
  IRS_SENTENCE_ES,
  type ReceiptGift,
} from './receipt';

const env: GivingMailEnv = {
  supabaseUrl: 'http://db.test',
  serviceKey: 'service-key',
  resendApiUrl: 'http://mail.test',
  resendApiKey: 're_test',
  visitorAddress: 'no-reply@example.org',
  hookSecret: 'hook-secret',
  linkSecret: 'link-secret',
};

const gift: ReceiptGift = {
  id: '11111111-2222-4333-8444-555555555555',
  amount_cents: 25000,
  currency: 'usd',
  fund_name: 'Missions',
  frequency: 'one_time',
  donor_name: 'Grace Giver',
  donor_email: 'giver@example.org',
  customer_id: 'cus_test_1',
  given_at: '2026-11-27T18:00:00Z',
  church_name: 'Grace Chapel',
  ein: '12-3456789',
};

const statementMail = (email: string): StatementMail => ({
  year: 2030,
  time_zone: 'America/Indiana/Indianapolis',
  to_email: email,
  statement: {
    donor_email: email,
    donor_name: 'Ann Giver',
    total_cents: 4000,
    gifts: [
      { given_at: '2030-03-01T12:00:00Z', fund_name: 'Tithe', frequency: 'one_time', amount_cents: 4000 },
    ],
  },
  church_name: 'Grace "Downtown" Chapel',
  ein: '12-3456789',
  signer: 'Pastor Ann',
});

type Row = ClaimedMail<GiftMail> | ClaimedMail<StatementMail>;

/** A fake PostgREST and e-mail API: what each kind's claim hands out once, and every call. */
function fake(rows: Row[], emailStatus = 200) {
  const calls: { url: string; headers: Record<string, string>; body: Record<string, unknown> | null }[] = [];
  const claimed = new Set<string>();
  const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string>, body });
    const answer = (status: number, value: unknown) => new Response(JSON.stringify(value), { status });
    if (url.endsWith('/rpc/mail_claim')) {
      const kind = String(body?.kind);
      if (claimed.has(kind)) return answer(200, []);
      claimed.add(kind);
      return answer(
        200,
        rows.filter((r) => r.kind === kind),
      );
    }
    if (url.endsWith('/rpc/mail_report')) return answer(200, 'sent');
    if (url.includes('site_settings'))
      return answer(200, [
        { setting_key: 'site_identity', setting_value: { name: 'Grace "Downtown" Chapel' } },
        { setting_key: 'visitor_email_address', setting_value: 'giving@example.org' },
      ]);
    if (url.endsWith('/emails'))
      return answer(emailStatus, emailStatus === 200 ? { id: 'mail' } : { name: 'application_error' });
    return answer(404, {});
  };
  const mails = () => calls.filter((c) => c.url.endsWith('/emails'));
  const reports = () => calls.filter((c) => c.url.endsWith('/rpc/mail_report')).map((c) => c.body);
  return { calls, fetchFn, mails, reports };
}

const receiptRow = (id: number, payload: GiftMail, key = `gift-receipt-${payload.id}`): Row => ({
  id,
  kind: 'receipt',
  idempotency_key: key,
  attempts: 1,
  payload,
});

function kick(secret = env.hookSecret): Request {
  return new Request('http://fn.test/send-giving-mail', {
    method: 'POST',
    headers: { 'x-alerts-secret': secret, 'Content-Type': 'application/json' },
    body: '{}',
  });
}

describe('handleGivingMailRequest', () => {
  it('sends the receipts and statements the outbox hands out, each with its key, and reports them', async () => {
    const db = fake([
      receiptRow(1, { kind: 'receipt', ...gift }),
      receiptRow(
        2,
        { kind: 'payment_failed', ...gift, id: 'd-2', frequency: 'monthly', amount_cents: 5181 },
        'gift-payment-failed-d-2',
      ),
      {
        id: 3,
        kind: 'statement',
        idempotency_key: 'giving-statement-s-1',
        attempts: 1,
        payload: statementMail('a@example.org'),
      },
    ]);
    const response = await handleGivingMailRequest(kick(), env, db.fetchFn);
    expect(await response.json()).toEqual({
      receipts: { sent: 2, failed: 0 },
      statements: { sent: 1, failed: 0 },
    });
    // A round shorter than the batch is the last: one claim of each kind.
    expect(db.calls.filter((c) => c.url.endsWith('/rpc/mail_claim')).map((c) => c.body)).toEqual([
      { kind: 'receipt', batch: 20 },
      { kind: 'statement', batch: 20 },
    ]);
    const mails = db.mails();
    expect(mails.map((m) => m.headers['Idempotency-Key'])).toEqual([
      `gift-receipt-${gift.id}`,
      'gift-payment-failed-d-2',
      'giving-statement-s-1',
    ]);
    // From the visitor sender: the church's name, quoted with its quotes escaped, at the set address.
    expect(new Set(mails.map((m) => m.body?.from))).toEqual(
      new Set(['"Grace \\"Downtown\\" Chapel" <giving@example.org>']),
    );
    expect(mails.map((m) => m.body?.subject)).toEqual([
      'Your gift receipt from Grace Chapel',
      'Your recurring gift to Grace Chapel needs attention',
      'Your 2030 giving statement from Grace "Downtown" Chapel',
    ]);
    expect(String(mails[1]!.body?.text)).toMatch(
      /Update your card: http:\/\/db\.test\/functions\/v1\/giving-checkout\/portal\?customer=cus_test_1&sig=[0-9a-f]{64}/,
    );
    const statement = String(mails[2]!.body?.text);
    for (const part of [
      'Mar 1, 2030',
      'Tithe',
      'Total: $40.00',
      'EIN 12-3456789',
      'Pastor Ann',
      IRS_SENTENCE,
    ])
      expect(statement).toContain(part);
    expect(String(mails[2]!.body?.html)).toContain('Grace &quot;Downtown&quot; Chapel');
    expect(db.reports()).toEqual([1, 2, 3].map((id) => ({ mail_id: id, ok: true, provider_id: 'mail' })));
  });

  it('an e-mail the API refuses is reported as failed, for the database to try again', async () => {
    const db = fake([receiptRow(7, { kind: 'receipt', ...gift })], 500);
    const response = await handleGivingMailRequest(kick(), env, db.fetchFn);
    expect(await response.json()).toMatchObject({ receipts: { sent: 0, failed: 1 } });
    expect(db.reports()).toEqual([
      { mail_id: 7, ok: false, error: 'e-mail API answered 500 application_error' },
    ]);
  });

  it('a recurring gift links to the customer portal through a signed link', async () => {
    const db = fake([receiptRow(1, { kind: 'receipt', ...gift, frequency: 'monthly' })]);
    await handleGivingMailRequest(kick(), env, db.fetchFn);
    expect(String(db.mails()[0]!.body?.html)).toMatch(
      /href="http:\/\/db\.test\/functions\/v1\/giving-checkout\/portal\?customer=cus_test_1&amp;sig=[0-9a-f]{64}"/,
    );
    expect(String(db.mails()[0]!.body?.text)).toMatch(
      /\nTo change or cancel your recurring gift: http:\/\/db\.test\/functions\/v1\/giving-checkout\/portal\?customer=cus_test_1&sig=[0-9a-f]{64}$/,
    );
  });

  it('refuses a call without the secret, and sends nothing', async () => {
    const db = fake([receiptRow(1, { kind: 'receipt', ...gift })]);
    expect((await handleGivingMailRequest(kick('wrong'), env, db.fetchFn)).status).toBe(401);
    expect(db.calls).toEqual([]);
  });
});

describe('composeReceipt', () => {
  it('names the church, EIN, date, amount, fund and the IRS sentence; the subject nothing personal', () => {
    const email = composeReceipt(gift, null, 'America/Indiana/Indianapolis');
    expect(email.subject).toBe('Your gift receipt from Grace Chapel');
    for (const part of [
      'Grace Chapel, EIN 12-3456789',
      'November 27, 2026',
      '$250.00',
      'Missions',
      IRS_SENTENCE,
    ]) {
      expect(email.text).toContain(part);
      expect(email.html).toContain(part);
    }
    expect(email.text).not.toContain('recurring');
  });

  it('escapes a donor name in the HTML with the shared escaping', () => {
    const email = composeReceipt({ ...gift, donor_name: '<b>x</b>' }, null, 'UTC');
    expect(email.html).not.toContain('<b>x</b>');
    expect(email.html).toContain('&lt;b&gt;x&lt;/b&gt;');
  });

  it('prints the name made plain, as alert e-mails do: nothing becomes a link, at most 60 characters', () => {
    const email = composeReceipt(
      { ...gift, donor_name: `https://evil.example/login\u202e ${'x'.repeat(100)}` },
      null,
      'UTC',
    );
    expect(email.text).toContain('Donor: https[:]//evil[.]example/login ');
    expect(email.text).not.toContain('https://evil.example');
    expect(email.html).not.toContain('evil.example');
    // 60 characters, and the two pairs of brackets around ':' and '.'.
    expect(/Donor: (.*)/.exec(email.text)![1]!.length).toBe(60 + 4);
    expect(composeReceipt({ ...gift, donor_name: '  ' }, null, 'UTC').text).not.toContain('Donor:');
  });

  it('the failed renewal names the amount and fund, links to update the card, and says nothing personal in the subject', () => {
    const email = composePaymentFailed({ ...gift, frequency: 'quarterly' }, 'https://fn.test/portal?x=1');
    expect(email.subject).toBe('Your recurring gift to Grace Chapel needs attention');
    expect(email.html).toContain('href="https://fn.test/portal?x=1"');
    expect(email.text).toContain(
      'The quarterly gift of $250.00 to Missions could not be charged to your card.',
    );
  });
});

describe("in the donor's language (issue 43, item 6)", () => {
  const spanish: ReceiptGift = { ...gift, amount_cents: 123450, language: 'es', fund_name_es: 'Misiones' };

  it('a Spanish receipt: Spanish words, es-US date and $1,234.50, the IRS sentence in Spanish and in English', () => {
    const email = composeReceipt(spanish, null, 'America/Indiana/Indianapolis');
    expect(email.subject).toBe('Recibo de su donativo a Grace Chapel');
    for (const part of [
      'Gracias por su donativo a Grace Chapel.',
      'Fecha: 27 de noviembre de 2026',
      'Monto: $1,234.50',
      'Fondo: Misiones',
      'Donante: Grace Giver',
      IRS_SENTENCE_ES,
      IRS_SENTENCE,
    ])
      expect(email.text).toContain(part);
    expect(email.html).toContain('<html lang="es">');
    expect(email.html).toContain(`<p style="margin: 0 0 16px">${IRS_SENTENCE_ES}</p>`);
    expect(email.html).toContain(`<p style="margin: 0 0 16px" lang="en">${IRS_SENTENCE}</p>`);
  });

  it('a Spanish failed renewal and a fund without Spanish keep the English fund name', () => {
    const email = composePaymentFailed(
      { ...spanish, frequency: 'monthly', fund_name_es: null },
      'https://fn.test/portal?x=1',
    );
    expect(email.subject).toBe('Su donativo periódico a Grace Chapel necesita atención');
    expect(email.text).toContain(
      'No se pudo cobrar a su tarjeta el donativo mensual de $1,234.50 para Missions.',
    );
    expect(email.text).toContain('Actualizar mi tarjeta: https://fn.test/portal?x=1');
  });

  it('a Spanish statement: Spanish dates and words, both IRS sentences; English reads as before', () => {
    const mail = { ...statementMail('ann@example.org'), language: 'es' as const };
    const email = composeStatementMail(mail, 'Our Church');
    expect(email.subject).toBe('Su constancia de donativos de 2030 de Grace "Downtown" Chapel');
    for (const part of ['1 mar 2030', 'Tithe (único)', 'Total: $40.00', IRS_SENTENCE_ES, IRS_SENTENCE])
      expect(email.text).toContain(part);
    const english = composeStatementMail(statementMail('ann@example.org'), 'Our Church');
    expect(english.text).not.toContain(IRS_SENTENCE_ES);
    expect(english.html).toContain('<html lang="en">');
  });

  it("a statement names each fund in the donor's language: the Spanish name where it has one", () => {
    const base = statementMail('ann@example.org');
    const gifts = [
      { ...base.statement.gifts[0]!, fund_name_es: 'Diezmo' },
      { ...base.statement.gifts[0]!, fund_name: 'Missions', fund_name_es: null },
    ];
    const statement = { ...base.statement, gifts };
    const email = composeStatementMail({ ...base, statement, language: 'es' }, 'Our Church');
    expect(email.text).toContain('Diezmo (único)');
    expect(email.text).toContain('Missions (único)');
    expect(email.text).not.toContain('Tithe');
    expect(email.html).toContain('>Diezmo</td>');
    const english = composeStatementMail({ ...base, statement }, 'Our Church');
    expect(english.text).toContain('Tithe (one-time)');
    expect(english.text).not.toContain('Diezmo');
  });
});
