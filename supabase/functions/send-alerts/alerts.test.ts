/**
 * Unit tests of the send-alerts function's work (alerts.ts): the e-mails it writes, the Resend
 * request it sends, how it reports results, the shared-secret check; and `deno check` of the
 * Deno entry points (index.ts and the local runner's serve.deno.ts), which the Node type check
 * leaves out.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { denoBinary } from '../../local/functions/runner';
import {
  composeAlert,
  handleAlertsRequest,
  plainName,
  readAlertsEnv,
  runAlerts,
  type AlertsEnv,
  type ClaimedAlert,
} from './alerts';

const ITEM = '3f0c1e6a-8a51-4c55-9a3c-2a1b0c9d8e7f';
const base: ClaimedAlert = {
  id: 7,
  message: 'alert',
  to_email: 'care@example.org',
  kind: 'prayer_request',
  item_id: ITEM,
  first_name: 'Anna',
  more: null,
  period_start: null,
  period_end: null,
  items: null,
  site_url: 'https://church.example',
  church_name: 'Grace Chapel',
};
const env: AlertsEnv = {
  supabaseUrl: 'https://project.example',
  serviceKey: 'service-key',
  resendApiUrl: 'https://mail.example',
  resendApiKey: 're_key',
  from: 'Church inbox <alerts@church.example>',
  hookSecret: 's'.repeat(64),
};

/** Every `href` of an HTML body. */
const hrefs = (html: string): string[] => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? '');

describe('composeAlert', () => {
  it('has a fixed subject per kind, names the sender in the body and links to the item', () => {
    const mail = composeAlert(base);
    expect(mail.subject).toBe('New prayer request');
    expect(mail.text).toContain('Prayer request from Anna arrived on the website.');
    expect(mail.html).toContain('Prayer request from <strong>Anna</strong> arrived on the website.');
    expect(mail.text).toContain(`https://church.example/admin/inbox/prayer-request/${ITEM}`);
    expect(hrefs(mail.html)).toEqual([`https://church.example/admin/inbox/prayer-request/${ITEM}`]);
    expect(composeAlert({ ...base, kind: 'first_timer' }).subject).toBe('New first-timer card');
    const contact = composeAlert({ ...base, kind: 'contact_message' });
    expect(contact.subject).toBe('New contact message');
    expect(contact.text).toContain('/admin/inbox/contact-message/');
  });

  // Issue 29: a prayer request named `https://evil.example/staff-login` made the subject
  // 'New prayer request from https://evil.example/staff-login', which mail clients show as a link.
  it('says nothing a visitor chose where a link could hide', () => {
    const mail = composeAlert({ ...base, first_name: 'https://evil.example/staff-login' });
    expect(mail.subject).toBe('New prayer request');
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain('evil.example');
      expect(body).not.toContain('https://evil');
    }
    expect(mail.html).toContain('from <strong>https[:]//evil[.]example/staff-login</strong>');
    expect(mail.text).toContain('from https[:]//evil[.]example/staff-login arrived');
    expect(hrefs(mail.html)).toEqual([`https://church.example/admin/inbox/prayer-request/${ITEM}`]);
    // The digest, too: names as text, links only to the inbox.
    const digest = composeAlert({
      ...base,
      message: 'digest',
      kind: null,
      item_id: null,
      items: [
        {
          kind: 'contact_message',
          id: ITEM,
          first_name: 'www.evil.example',
          received_at: '2026-11-25T08:00:00Z',
        },
      ],
    });
    expect(digest.html).toContain('<strong>www[.]evil[.]example</strong>');
    expect(digest.html).not.toContain('evil.example');
    expect(hrefs(digest.html).every((h) => h.startsWith('https://church.example/admin/inbox'))).toBe(true);
  });

  it('escapes the name in HTML and keeps it on one line', () => {
    const mail = composeAlert({ ...base, first_name: '<b>Eve</b>\r\nBcc: x@example.com' });
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt; Bcc: x[@]example[.]com');
    expect(mail.subject).toBe('New prayer request');
  });

  it('uses the site layout: the church as header, a plain footer without links', () => {
    const mail = composeAlert(base);
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(mail.html).toContain('color: #1c326e">Grace Chapel</p>');
    expect(mail.html).toContain('<title>New prayer request</title>');
    expect(mail.html).toMatch(
      /<p style="margin: 16px 0 0; font-size: 13px; color: #475569">You receive these e-mails because of the alert choices on your account page[^<]*<\/p>/,
    );
    expect(mail.text.startsWith('Grace Chapel\n\n')).toBe(true);
    expect(composeAlert({ ...base, church_name: null }).html).toContain('color: #1c326e">Our Church</p>');
    expect(composeAlert({ ...base, church_name: 'A & <B>' }).html).toContain('>A &amp; &lt;B&gt;</p>');
  });

  it("writes 'and N more' with the hour and the inbox link", () => {
    const mail = composeAlert({
      ...base,
      message: 'more',
      kind: null,
      item_id: null,
      more: 12,
      period_start: '2026-11-25T14:00:00Z',
      period_end: '2026-11-25T15:00:00Z',
    });
    expect(mail.subject).toBe('And 12 more inbox items');
    expect(mail.text).toContain('14:00–15:00 UTC');
    expect(mail.text).toContain('https://church.example/admin/inbox\n');
    expect(hrefs(mail.html)).toEqual(['https://church.example/admin/inbox']);
    expect(composeAlert({ ...base, message: 'more', kind: null, item_id: null, more: 1 }).subject).toBe(
      'And 1 more inbox item',
    );
  });

  it('lists a digest with a link per item', () => {
    const mail = composeAlert({
      ...base,
      message: 'digest',
      kind: null,
      item_id: null,
      items: [
        { kind: 'contact_message', id: ITEM, first_name: 'Sam', received_at: '2026-11-25T08:00:00Z' },
        { kind: 'first_timer', id: ITEM, first_name: 'Ben', received_at: '2026-11-25T09:00:00Z' },
      ],
    });
    expect(mail.subject).toBe('Inbox digest: 2 new items');
    expect(mail.text).toContain(
      `- Contact message from Sam: https://church.example/admin/inbox/contact-message/${ITEM}`,
    );
    expect(mail.text).toContain('- First-timer card from Ben');
    expect(hrefs(mail.html)).toEqual([
      `https://church.example/admin/inbox/contact-message/${ITEM}`,
      `https://church.example/admin/inbox/first-timer/${ITEM}`,
      'https://church.example/admin/inbox',
    ]);
  });

  it('refuses rows that lack what they need, and a missing site URL', () => {
    expect(() => composeAlert({ ...base, site_url: null })).toThrow(/site_url/);
    expect(() => composeAlert({ ...base, item_id: null })).toThrow(/no item/);
    expect(() => composeAlert({ ...base, message: 'digest', items: [] })).toThrow(/no items/);
  });
});

describe('plainName', () => {
  it.each([
    ['Anna', 'Anna'],
    ['Anne-Marie', 'Anne-Marie'],
    ['José', 'José'],
    ['Dr.', 'Dr.'],
    ['  ', 'Anonymous'],
    ['https://evil.example/staff-login', 'https[:]//evil[.]example/staff-login'],
    ['evil.example', 'evil[.]example'],
    ['WWW.EVIL.COM', 'WWW[.]EVIL[.]COM'],
    ['ann@example.org', 'ann[@]example[.]org'],
    ['mailto:ann@example.org', 'mailto[:]ann[@]example[.]org'],
    ['javascript:alert(1)', 'javascript[:]alert(1)'],
    // Full-width and ideographic dots, and characters that hide between the letters.
    ['evil\uFF0Eexample', 'evil[.]example'],
    ['evil\u3002example', 'evil[.]example'],
    ['evil\u200B.example', 'evil [.]example'],
    ['\u202Eelpmaxe.live', 'elpmaxe[.]live'],
    ['a\r\nb\tc', 'a b c'],
    ['x'.repeat(70), 'x'.repeat(60)],
  ])('%j -> %j', (name, shown) => {
    expect(plainName(name)).toBe(shown);
  });
});

/** A fake of PostgREST and the e-mail API that records every request. */
function fakeServers(claims: ClaimedAlert[][], emailStatus: (n: number) => number) {
  const calls: { url: string; init: RequestInit; body: Record<string, unknown> }[] = [];
  let emails = 0;
  const fetchFn = async (url: string, init: RequestInit = {}) => {
    const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
    calls.push({ url, init, body });
    if (url.endsWith('/rest/v1/rpc/mail_claim')) {
      // The one claim of the mail outbox: the row's id and key, and the alert as its payload.
      const rows = (claims.shift() ?? []).map(({ id, ...payload }) => ({
        id,
        kind: 'alert',
        idempotency_key: `church-alert-${id}`,
        attempts: 1,
        payload,
      }));
      return Response.json(rows);
    }
    if (url.endsWith('/rest/v1/rpc/mail_report')) return Response.json('sent');
    if (url === 'https://mail.example/emails') {
      emails += 1;
      const status = emailStatus(emails);
      return status === 200
        ? Response.json({ id: `msg-${emails}` })
        : Response.json({ statusCode: status, name: 'application_error', message: 'Try later' }, { status });
    }
    return new Response('not found', { status: 404 });
  };
  return { calls, fetchFn };
}

describe('runAlerts', () => {
  it('sends each claimed alert through the Resend API and reports success or failure', async () => {
    const second = { ...base, id: 8, first_name: 'Ben' };
    const { calls, fetchFn } = fakeServers([[base, second]], (n) => (n === 1 ? 200 : 500));
    const result = await runAlerts(env, fetchFn);
    expect(result).toEqual({ sent: 1, failed: 1 });
    const claim = calls[0]!;
    expect(claim.init.headers).toMatchObject({ apikey: 'service-key', Authorization: 'Bearer service-key' });
    const sends = calls.filter((c) => c.url === 'https://mail.example/emails');
    expect(sends).toHaveLength(2);
    expect(sends[0]!.init.headers).toMatchObject({
      Authorization: 'Bearer re_key',
      'Idempotency-Key': 'church-alert-7',
    });
    expect(sends[0]!.body).toMatchObject({
      from: 'Church inbox <alerts@church.example>',
      to: ['care@example.org'],
      subject: 'New prayer request',
    });
    expect(claim.body).toEqual({ kind: 'alert', batch: 20 });
    const reports = calls.filter((c) => c.url.endsWith('/mail_report')).map((c) => c.body);
    expect(reports).toContainEqual({ mail_id: 7, ok: true, provider_id: 'msg-1' });
    // The API's error name only: its message may quote an address.
    expect(reports).toContainEqual({
      mail_id: 8,
      ok: false,
      error: 'e-mail API answered 500 application_error',
    });
  });

  it('claims again while full batches come back, and stops at an empty one', async () => {
    const batch = Array.from({ length: 20 }, (_, i) => ({ ...base, id: i + 1 }));
    const { calls, fetchFn } = fakeServers([batch, [{ ...base, id: 99 }]], () => 200);
    expect(await runAlerts(env, fetchFn)).toEqual({ sent: 21, failed: 0 });
    expect(calls.filter((c) => c.url.endsWith('/mail_claim'))).toHaveLength(2);
  });
});

describe('handleAlertsRequest', () => {
  it('refuses other methods and a wrong secret, and runs with the right one', async () => {
    const { fetchFn } = fakeServers([], () => 200);
    const get = await handleAlertsRequest(new Request('http://x/send-alerts'), env, fetchFn);
    expect(get.status).toBe(405);
    const wrong = await handleAlertsRequest(
      new Request('http://x/send-alerts', { method: 'POST', headers: { 'x-alerts-secret': 'nope' } }),
      env,
      fetchFn,
    );
    expect(wrong.status).toBe(401);
    const ok = await handleAlertsRequest(
      new Request('http://x/send-alerts', { method: 'POST', headers: { 'x-alerts-secret': env.hookSecret } }),
      env,
      fetchFn,
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ sent: 0, failed: 0 });
  });

  it('answers 500 with the reason when the database cannot be reached', async () => {
    const failing = async () => new Response('down', { status: 503 });
    const answer = await handleAlertsRequest(
      new Request('http://x/send-alerts', { method: 'POST', headers: { 'x-alerts-secret': env.hookSecret } }),
      env,
      failing,
    );
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ error: 'mail_claim answered 503: down' });
  });
});

describe('readAlertsEnv', () => {
  it('names the first missing variable and defaults the API URL to Resend', () => {
    expect(() => readAlertsEnv(() => undefined)).toThrow('SUPABASE_URL is not set');
    const values: Record<string, string> = {
      SUPABASE_URL: 'u',
      SUPABASE_SERVICE_ROLE_KEY: 'k',
      RESEND_API_KEY: 'r',
      ALERTS_FROM: 'f',
      ALERTS_HOOK_SECRET: 's',
    };
    expect(readAlertsEnv((n) => values[n]).resendApiUrl).toBe('https://api.resend.com');
  });
});

describe('Deno entry points', () => {
  it('type-check with deno check (offline, no remote imports)', { timeout: 60_000 }, async () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const files = [path.join(here, 'index.ts'), path.join(here, '../../local/functions/serve.deno.ts')];
    const run = promisify(execFile);
    const { stderr } = await run(denoBinary(), ['check', '--no-remote', '--quiet', ...files], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NO_COLOR: '1',
        DENO_NO_UPDATE_CHECK: '1',
      },
    });
    expect(stderr).toBe('');
  });
});
