/**
 * Unit tests of the send-newsletter function's work (newsletter.ts, docs/decisions/0040): the
 * e-mails and their headers, batching, a retry that sends the same Idempotency-Key (so the
 * provider never delivers twice), the one-click unsubscribe; and `deno check` of index.ts.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { denoBinary } from '../../local/functions/runner';
import { lightMarkupToHtml, lightMarkupToText } from '../_shared/light-markup';
import {
  BATCH_SIZE,
  composeNewsletter,
  handleNewsletterRequest,
  oneClickUrl,
  runNewsletter,
  type ClaimedSend,
  type NewsletterEnv,
} from './newsletter';

const TOKEN = 'a'.repeat(64);
const env: NewsletterEnv = {
  supabaseUrl: 'https://project.example',
  serviceKey: 'service-key',
  resendApiUrl: 'https://mail.example',
  resendApiKey: 're_key',
  visitorAddress: 'no-reply@church.example',
  hookSecret: 's'.repeat(64),
};
const row = (id: number, over: Partial<ClaimedSend> = {}): ClaimedSend => ({
  id,
  kind: 'issue',
  to_email: `r${id}@example.org`,
  issue: {
    id: 'i1',
    slug: 'week-of-2026-11-27',
    subject: 'This week',
    preheader: 'Hello',
    body: '## Coming up\n\n**Worship** Sunday',
  },
  unsubscribe_token: TOKEN,
  confirmation_token: null,
  site_url: 'https://church.example',
  church_name: 'Grace Chapel',
  postal_address: '12 Main St, Springfield, IL 62701',
  unsubscribe_mailto: null,
  ...over,
});

/** A fake of PostgREST and Resend: `claims` are answered in turn; Resend stores by Idempotency-Key. */
function fakeBackend(claims: ClaimedSend[][], failFirstSendOf = new Set<number>()) {
  const delivered = new Map<string, { to: string; body: Record<string, unknown> }>();
  const reports: { mail_id: number; ok: boolean }[] = [];
  const claimSizes: number[] = [];
  let round = 0;
  const failed = new Set<number>();
  const fetchFn = async (url: string, init?: RequestInit): Promise<Response> => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    if (url.endsWith('/rpc/mail_claim')) {
      claimSizes.push(body.batch as number);
      // The one claim of the mail outbox: the row's id, kind and key, and the send as its payload.
      const rows = (claims[round++] ?? []).map(({ id, ...payload }) => ({
        id,
        kind: 'newsletter',
        idempotency_key: `newsletter-issue-${id}`,
        attempts: 1,
        payload,
      }));
      return Response.json(rows);
    }
    if (url.endsWith('/rpc/mail_report')) {
      reports.push(body as { mail_id: number; ok: boolean });
      return Response.json('sent');
    }
    if (url.includes('/rest/v1/site_settings?')) {
      return Response.json([
        { setting_key: 'site_identity', setting_value: { name: 'Grace Chapel, Springfield' } },
        { setting_key: 'visitor_email_address', setting_value: 'office@church.example' },
      ]);
    }
    if (url.endsWith('/emails')) {
      const key = new Headers(init?.headers).get('Idempotency-Key') ?? '';
      const id = Number(key.split('-').pop());
      const seen = delivered.get(key);
      if (!seen) delivered.set(key, { to: (body.to as string[])[0] ?? '', body });
      if (failFirstSendOf.has(id) && !failed.has(id)) {
        failed.add(id);
        // Delivered, but the answer is lost.
        throw new Error('connection reset');
      }
      return Response.json({ id: `msg-${key}` });
    }
    return new Response('not found', { status: 404 });
  };
  return { fetchFn, delivered, reports, claimSizes };
}

describe('composeNewsletter', () => {
  it('carries List-Unsubscribe (https + mailto), One-Click, the visible link, the address and the archive link', () => {
    const mail = composeNewsletter(row(1, { unsubscribe_mailto: 'leave@church.example' }), env);
    expect(mail.subject).toBe('This week');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<https://project.example/functions/v1/send-newsletter/unsubscribe?token=${TOKEN}>, <mailto:leave@church.example?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.html).toContain(`href="https://church.example/unsubscribe?token=${TOKEN}"`);
    expect(mail.html).toContain('href="https://church.example/newsletter/week-of-2026-11-27"');
    expect(mail.html).toContain('View in your browser');
    expect(mail.html).toContain('Grace Chapel, 12 Main St, Springfield, IL 62701');
    expect(mail.html).toContain('<strong>Worship</strong>');
    expect(mail.text).toContain(`Unsubscribe: https://church.example/unsubscribe?token=${TOKEN}`);
    expect(mail.text).toContain('View in your browser: https://church.example/newsletter/week-of-2026-11-27');
  });

  it('writes the confirmation e-mail with the confirm link, and a test without unsubscribe headers', () => {
    const confirm = composeNewsletter(
      row(2, { kind: 'confirm', issue: null, confirmation_token: TOKEN }),
      env,
    );
    expect(confirm.subject).toBe('Confirm your subscription to the Grace Chapel newsletter');
    expect(confirm.text).toContain(`https://church.example/newsletter/confirm?token=${TOKEN}`);
    const test = composeNewsletter(row(3, { kind: 'test', unsubscribe_token: null }), env);
    expect(test.subject).toBe('[Test] This week');
    expect(test.headers).toEqual({});
  });

  it('renders the light markup safely', () => {
    const html = lightMarkupToHtml(
      '## Hi <b>\n\n[x](javascript:alert(1)) [ok](https://a.example/?q=1&r=2) *it*',
    );
    expect(html).toContain('Hi &lt;b&gt;</h2>');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('href="https://a.example/?q=1&amp;r=2"');
    expect(html).toContain('<em>it</em>');
    expect(lightMarkupToText('**Bold** [site](https://a.example/)')).toBe('Bold site (https://a.example/)');
  });
});

describe("in the subscriber's language (issue 43, item 6)", () => {
  it('a Spanish confirmation: Spanish subject and words, the confirm page under /es/', () => {
    const email = composeNewsletter(
      row(7, { kind: 'confirm', issue: null, confirmation_token: TOKEN, language: 'es' }),
      env,
    );
    expect(email.subject).toBe('Confirme su suscripción al boletín de Grace Chapel');
    expect(email.text).toContain(`https://church.example/es/newsletter/confirm?token=${TOKEN}`);
    expect(email.html).toContain('<html lang="es">');
    expect(email.html).toContain('>Confirmar mi suscripción</a>');
  });

  it("the Spanish edition: links under /es/, Spanish words around it; the one-click address stays the function's", () => {
    const email = composeNewsletter(
      row(8, {
        language: 'es',
        issue: {
          id: 'i1',
          slug: 'week-of-2026-11-27',
          subject: 'Esta semana',
          preheader: 'Hola',
          body: '## Próximamente',
          language: 'es',
        },
      }),
      env,
    );
    expect(email.subject).toBe('Esta semana');
    expect(email.text).toContain(
      'Ver en el navegador: https://church.example/es/newsletter/week-of-2026-11-27',
    );
    expect(email.text).toContain(
      `Cancelar la suscripción: https://church.example/es/unsubscribe?token=${TOKEN}`,
    );
    expect(email.text).toContain('Recibe este correo porque se suscribió al boletín de Grace Chapel.');
    expect(email.html).not.toContain(' lang="en"');
    expect(email.headers['List-Unsubscribe']).toBe(
      `<https://project.example/functions/v1/send-newsletter/unsubscribe?token=${TOKEN}&lang=es>`,
    );
  });

  it('an issue without Spanish reaches a Spanish subscriber in English, marked lang="en"', () => {
    const email = composeNewsletter(row(9, { language: 'es' }), env);
    expect(email.subject).toBe('This week');
    expect(email.html).toContain('<div lang="en">');
    expect(email.text).toContain('Ver en el navegador: https://church.example/es/newsletter/');
  });
});

describe('runNewsletter', () => {
  it('claims in batches until a short batch, sending each row once', async () => {
    const first = Array.from({ length: BATCH_SIZE }, (_, i) => row(i + 1));
    const second = [row(BATCH_SIZE + 1), row(BATCH_SIZE + 2)];
    const backend = fakeBackend([first, second]);
    const result = await runNewsletter(env, backend.fetchFn);
    expect(result).toEqual({ sent: BATCH_SIZE + 2, failed: 0 });
    // From the church's name (quoted: it has a comma) at the address the settings give.
    expect(new Set([...backend.delivered.values()].map((d) => d.body.from))).toEqual(
      new Set(['"Grace Chapel, Springfield" <office@church.example>']),
    );
    expect(backend.claimSizes).toEqual([BATCH_SIZE, BATCH_SIZE]);
    expect(backend.delivered.size).toBe(BATCH_SIZE + 2);
    const sent = backend.delivered.get('newsletter-issue-1')!.body;
    expect(sent.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('a lost answer is reported as a failure and the retry sends the same Idempotency-Key: delivered once', async () => {
    const backend = fakeBackend([[row(7)], [row(7)]], new Set([7]));
    expect(await runNewsletter(env, backend.fetchFn)).toEqual({ sent: 0, failed: 1 });
    expect(backend.reports).toEqual([expect.objectContaining({ mail_id: 7, ok: false })]);
    expect(await runNewsletter(env, backend.fetchFn)).toEqual({ sent: 1, failed: 0 });
    expect(backend.delivered.size).toBe(1);
  });
});

describe('handleNewsletterRequest', () => {
  it('needs the shared secret to send; the one-click POST unsubscribes without one', async () => {
    const backend = fakeBackend([]);
    const refused = await handleNewsletterRequest(
      new Request('https://project.example/send-newsletter', { method: 'POST' }),
      env,
      backend.fetchFn,
    );
    expect(refused.status).toBe(401);
    const calls: string[] = [];
    const oneClick = await handleNewsletterRequest(
      new Request(`https://project.example/send-newsletter/unsubscribe?token=${TOKEN}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
      env,
      async (url, init) => {
        calls.push(`${url} ${String(init?.body)}`);
        return Response.json(true);
      },
    );
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toBe('Unsubscribed.');
    expect(calls).toEqual([
      `https://project.example/rest/v1/rpc/newsletter_unsubscribe {"token":"${TOKEN}"}`,
    ]);
  });

  it("a Spanish e-mail's one-click address answers in Spanish: the GET page, the POST and its errors", async () => {
    const url = oneClickUrl('https://project.example', TOKEN, 'es');
    expect(url).toBe(
      `https://project.example/functions/v1/send-newsletter/unsubscribe?token=${TOKEN}&lang=es`,
    );
    const ok = async () => Response.json(true);
    const page = await handleNewsletterRequest(new Request(url), env, ok);
    expect(page.headers.get('Content-Language')).toBe('es');
    const html = await page.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<h1>Cancelar la suscripción</h1>');
    expect(html).toContain('<button type="submit">Cancelar mi suscripción al boletín</button>');
    const post = (address: string, fetchFn: typeof ok) =>
      handleNewsletterRequest(
        new Request(address, { method: 'POST', body: 'List-Unsubscribe=One-Click' }),
        env,
        fetchFn,
      );
    expect(await (await post(url, ok)).text()).toBe('Se canceló su suscripción.');
    const bad = await post(url.replace(TOKEN, 'nope'), ok);
    expect([bad.status, await bad.text()]).toEqual([400, 'El enlace no es válido.']);
    const down = await post(url, async () => new Response('', { status: 500 }));
    expect([down.status, await down.text()]).toEqual([503, 'Inténtelo de nuevo más tarde.']);

    const english = await handleNewsletterRequest(
      new Request(oneClickUrl('https://project.example', TOKEN)),
      env,
      ok,
    );
    const englishHtml = await english.text();
    expect(englishHtml).toContain('<html lang="en">');
    expect(englishHtml).toContain('<button type="submit">Unsubscribe from the newsletter</button>');
  });
});

describe('deno check', () => {
  it('type-checks the Deno entry point', { timeout: 120_000 }, async () => {
    const dir = path.dirname(fileURLToPath(import.meta.url));
    await promisify(execFile)(denoBinary(), ['check', '--no-remote', '--quiet', path.join(dir, 'index.ts')], {
      env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
    });
  });
});
