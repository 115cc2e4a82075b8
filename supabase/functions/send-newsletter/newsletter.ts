/**
 * The work of the `send-newsletter` Edge Function (docs/decisions/0040-newsletter-sending.md),
 * without Deno APIs so that it runs in Deno (index.ts) and in the unit tests alike:
 *
 * 1. claim due rows (kind 'newsletter' of the one mail outbox, `public.mail_claim`, through the
 *    shared sender loop ../_shared/outbox.ts, docs/decisions/0053), in batches;
 * 2. write each e-mail: the confirmation (double opt-in), an issue, or a test of an issue to a
 *    staff member, in the site's e-mail layout. An issue carries 'View in your browser' (the
 *    archive page), a visible unsubscribe link and the church's postal address (CAN-SPAM), and
 *    the headers `List-Unsubscribe` (RFC 2369: the one-click https address, plus a mailto when
 *    configured) and `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058);
 * 3. send it through the one sender (../_shared/mail.ts) with the row's `Idempotency-Key`
 *    (one per recipient and issue), so that a retry after a lost answer is not delivered twice
 *    (https://resend.com/docs/dashboard/emails/idempotency-keys), from the visitor sender: the
 *    church's name and its visitor address (../_shared/visitor-sender.ts);
 * 4. report each result with `public.mail_report` (the database schedules retries).
 *
 * It also answers the one-click unsubscribe (RFC 8058): `POST …/send-newsletter/unsubscribe?token=…`
 * removes the subscription without a page.
 */

import { rpc, type Fetch } from '../_shared/db.ts';
import { EMAIL_STYLES, emailLayout } from '../_shared/email-layout.ts';
import {
  readMailApi,
  readServiceDb,
  required,
  type MailApi,
  type ReadVariable,
  type ServiceDb,
} from '../_shared/env.ts';
import { handleHookRequest } from '../_shared/http.ts';
import { escapeHtml, lightMarkupToHtml, lightMarkupToText } from '../_shared/light-markup.ts';
import { mailLanguage, sitePage, type MailLanguage } from '../_shared/mail-language.ts';
import { listUnsubscribeHeaders } from '../_shared/mail.ts';
import { once, runMailOutbox, type OutboxRun } from '../_shared/outbox.ts';
import { readVisitorFromAddress, readVisitorSender } from '../_shared/visitor-sender.ts';

/**
 * One claimed newsletter e-mail: the payload `public.mail_claim` gives for kind 'newsletter'
 * (its idempotency key is `newsletter-<issue id>-<subscriber id>` for an issue), with the
 * outbox row's id.
 */
export interface ClaimedSend {
  id: number;
  kind: 'confirm' | 'issue' | 'test';
  to_email: string;
  /** The subscriber's language (a staff test: English); English when absent. */
  language?: MailLanguage;
  /**
   * The edition to send: a Spanish subscriber's is the Spanish one when the issue has it
   * (`language: 'es'`), else the English.
   */
  issue: {
    id: string;
    slug: string;
    subject: string;
    preheader: string;
    body: string;
    language?: MailLanguage;
  } | null;
  unsubscribe_token: string | null;
  confirmation_token: string | null;
  /** e.g. `https://www.example-church.org` (no trailing slash). */
  site_url: string | null;
  church_name: string | null;
  /** One line, e.g. `12 Main St, Springfield, IL 62701`; null when the settings have none. */
  postal_address: string | null;
  /** The mailbox of the optional `mailto:` unsubscribe. */
  unsubscribe_mailto: string | null;
}

/** An e-mail ready for the API. */
export interface NewsletterEmail {
  subject: string;
  text: string;
  html: string;
  /** Extra headers (Resend's `headers` field). */
  headers: Record<string, string>;
}

/** What the function needs from its environment (SUPABASE_URL is also the one-click address's base). */
export interface NewsletterEnv extends ServiceDb, MailApi {
  /** The visitor sender's address when the settings set none (VISITOR_FROM_ADDRESS). */
  visitorAddress: string;
  /** ALERTS_HOOK_SECRET: what the database sends as `x-alerts-secret`. */
  hookSecret: string;
}

/** Rows claimed per round, and e-mails sent at once within a round. */
export const BATCH_SIZE = 50;
export const CONCURRENCY = 5;

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The one-click unsubscribe address (RFC 8058) of a subscriber's token, in the e-mail's language:
 * a Spanish e-mail's ends in `&lang=es`, so that the function answers it in Spanish (the
 * subscription is gone after the first POST, so its language cannot be read then).
 */
export function oneClickUrl(supabaseUrl: string, token: string, language: MailLanguage = 'en'): string {
  return `${trimSlash(supabaseUrl)}/functions/v1/send-newsletter/unsubscribe?token=${encodeURIComponent(token)}${
    language === 'es' ? '&lang=es' : ''
  }`;
}

/** What the newsletter's e-mails say around an issue, per language (the issue's own text is the church's). */
export const NEWSLETTER_WORDS: Record<
  MailLanguage,
  {
    confirmSubject: (church: string) => string;
    confirmHeading: string;
    confirmAsk: string;
    confirmButton: string;
    confirmFooter: string;
    browser: string;
    unsubscribe: string;
    why: (church: string) => string;
    /** The one-click address's page (GET) and answers (POST). */
    leaveButton: string;
    left: string;
    badToken: string;
    tryLater: string;
  }
> = {
  en: {
    confirmSubject: (church) => `Confirm your subscription to the ${church} newsletter`,
    confirmHeading: 'Confirm your subscription',
    confirmAsk: 'Please confirm that you want to receive our newsletter.',
    confirmButton: 'Confirm my subscription',
    confirmFooter:
      'Someone entered this address in the newsletter form on our website. If it was not you, ignore this e-mail: nothing will be sent and the address is deleted after 7 days.',
    browser: 'View in your browser',
    unsubscribe: 'Unsubscribe',
    why: (church) => `You receive this because you subscribed to the ${church} newsletter.`,
    leaveButton: 'Unsubscribe from the newsletter',
    left: 'Unsubscribed.',
    badToken: 'Unknown or malformed token.',
    tryLater: 'Please try again later.',
  },
  es: {
    confirmSubject: (church) => `Confirme su suscripción al boletín de ${church}`,
    confirmHeading: 'Confirme su suscripción',
    confirmAsk: 'Confirme, por favor, que desea recibir nuestro boletín.',
    confirmButton: 'Confirmar mi suscripción',
    confirmFooter:
      'Alguien escribió esta dirección en el formulario del boletín de nuestro sitio web. Si no fue usted, ignore este correo: no se le enviará nada y la dirección se borrará en 7 días.',
    browser: 'Ver en el navegador',
    unsubscribe: 'Cancelar la suscripción',
    why: (church) => `Recibe este correo porque se suscribió al boletín de ${church}.`,
    leaveButton: 'Cancelar mi suscripción al boletín',
    left: 'Se canceló su suscripción.',
    badToken: 'El enlace no es válido.',
    tryLater: 'Inténtelo de nuevo más tarde.',
  },
};

function paragraph(html: string): string {
  return `<p style="${EMAIL_STYLES.paragraph}">${html}</p>`;
}

/**
 * Writes the e-mail of one claimed row.
 *
 * @throws Error when the row lacks what its kind needs or the site URL is not configured.
 */
export function composeNewsletter(
  row: ClaimedSend,
  env: Pick<NewsletterEnv, 'supabaseUrl'>,
): NewsletterEmail {
  const site = row.site_url ? trimSlash(row.site_url) : '';
  if (!site) throw new Error('site_url is not set in private.alert_settings');
  const church = (row.church_name ?? '').trim() || 'Our Church';

  const language = mailLanguage(row.language);
  const words = NEWSLETTER_WORDS[language];

  if (row.kind === 'confirm') {
    if (!row.confirmation_token) throw new Error(`send ${row.id} has no confirmation token`);
    const link = sitePage(
      site,
      language,
      `/newsletter/confirm?token=${encodeURIComponent(row.confirmation_token)}`,
    );
    const subject = words.confirmSubject(church);
    const footer = words.confirmFooter;
    return {
      subject,
      headers: {},
      text: `${church}\n\n${words.confirmAsk.replace(/\.$/, ':')}\n${link}\n\n--\n${footer}\n`,
      html: emailLayout({
        title: escapeHtml(subject),
        church: escapeHtml(church),
        content: [
          `<h1 style="${EMAIL_STYLES.heading}">${words.confirmHeading}</h1>`,
          paragraph(words.confirmAsk),
          paragraph(
            `<a href="${escapeHtml(link)}" style="${EMAIL_STYLES.button}">${words.confirmButton}</a>`,
          ),
        ].join('\n'),
        footer: escapeHtml(footer),
        lang: language,
      }),
    };
  }

  const issue = row.issue;
  if (!issue) throw new Error(`send ${row.id} has no issue`);
  const isTest = row.kind === 'test';
  const subject = isTest ? `[Test] ${issue.subject}` : issue.subject;
  const browser = sitePage(site, language, `/newsletter/${encodeURIComponent(issue.slug)}`);
  const headers: Record<string, string> = {};
  let unsubscribe = sitePage(site, language, '/unsubscribe');
  if (!isTest) {
    if (!row.unsubscribe_token) throw new Error(`send ${row.id} has no unsubscribe token`);
    unsubscribe = sitePage(site, language, `/unsubscribe?token=${encodeURIComponent(row.unsubscribe_token)}`);
    Object.assign(
      headers,
      listUnsubscribeHeaders(
        oneClickUrl(env.supabaseUrl, row.unsubscribe_token, language),
        row.unsubscribe_mailto,
      ),
    );
  }
  const address = (row.postal_address ?? '').trim();
  const why = words.why(church);
  const preheader = issue.preheader.trim();
  // An English edition in a Spanish e-mail (the issue has no Spanish) says so to screen readers.
  const edition = mailLanguage(issue.language);
  const langOf = edition === language ? '' : ` lang="${edition}"`;
  const html = emailLayout({
    title: escapeHtml(subject),
    church: escapeHtml(church),
    content: [
      preheader
        ? `<div style="display: none; max-height: 0; overflow: hidden">${escapeHtml(preheader)}</div>`
        : '',
      `<p style="${EMAIL_STYLES.small}"><a href="${escapeHtml(browser)}">${words.browser}</a></p>`,
      langOf ? `<div${langOf}>` : '',
      `<h1 style="${EMAIL_STYLES.heading}; margin-top: 16px">${escapeHtml(issue.subject)}</h1>`,
      lightMarkupToHtml(issue.body),
      langOf ? '</div>' : '',
    ]
      .filter(Boolean)
      .join('\n'),
    footer: [
      escapeHtml(why),
      `<a href="${escapeHtml(unsubscribe)}" style="color: #475569">${words.unsubscribe}</a>`,
      address ? escapeHtml(`${church}, ${address}`) : escapeHtml(church),
    ].join('<br>'),
    lang: language,
  });
  const text = [
    preheader,
    `${words.browser}: ${browser}`,
    issue.subject,
    lightMarkupToText(issue.body),
    `--\n${why}\n${words.unsubscribe}: ${unsubscribe}\n${address ? `${church}, ${address}` : church}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return { subject, headers, html, text: `${text}\n` };
}

/**
 * Claims and sends every due e-mail (kind 'newsletter' of the mail outbox) in batches of
 * {@link BATCH_SIZE} (at most 20 batches per call; the every-minute job calls again for the
 * rest), {@link CONCURRENCY} at once, from the visitor sender.
 *
 * @throws RpcError when the database cannot be reached (claimed rows come back after five
 *   minutes, and their idempotency keys keep the provider from delivering them twice).
 */
export function runNewsletter(env: NewsletterEnv, fetchFn: Fetch = fetch): Promise<OutboxRun> {
  const sender = once(() =>
    readVisitorSender({ supabaseUrl: env.supabaseUrl, apiKey: env.serviceKey }, fetchFn, env.visitorAddress),
  );
  return runMailOutbox<Omit<ClaimedSend, 'id'>>(
    {
      db: env,
      api: env,
      kind: 'newsletter',
      batch: BATCH_SIZE,
      rounds: 20,
      concurrency: CONCURRENCY,
      compose: async (row) => {
        const send: ClaimedSend = { ...row.payload, id: row.id };
        return { from: (await sender()).from, to: send.to_email, ...composeNewsletter(send, env) };
      },
    },
    fetchFn,
  );
}

/** The page a GET of the one-click address answers: one button that sends the POST. */
function unsubscribePage(language: MailLanguage): string {
  const words = NEWSLETTER_WORDS[language];
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${words.unsubscribe}</title></head><body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem">
<h1>${words.unsubscribe}</h1><form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${words.leaveButton}</button></form></body></html>`;
}

/**
 * The one-click unsubscribe (RFC 8058): `POST ?token=…` (body `List-Unsubscribe=One-Click`, as
 * mail providers send it) removes the subscription through `public.newsletter_unsubscribe` and
 * answers 200 `Unsubscribed.` without a page, for a known or an unknown token alike; `GET`
 * answers a page with one button that does the same (a person who opened the address). With
 * `lang=es` (a Spanish e-mail's address, {@link oneClickUrl}) the page and the answers are
 * Spanish (`Content-Language: es`); anything else is English.
 */
export async function handleUnsubscribe(
  request: Request,
  env: NewsletterEnv,
  fetchFn: Fetch = fetch,
): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const language = mailLanguage(query.get('lang'));
  const words = NEWSLETTER_WORDS[language];
  const answer = (body: string, status = 200, type = 'text/plain') =>
    new Response(body, {
      status,
      headers: { 'Content-Type': `${type}; charset=utf-8`, 'Content-Language': language },
    });
  if (request.method === 'GET') return answer(unsubscribePage(language), 200, 'text/html');
  if (request.method !== 'POST') return new Response('Use POST.', { status: 405 });
  const token = query.get('token') ?? '';
  if (!/^[0-9a-f]{64}$/.test(token)) return answer(words.badToken, 400);
  try {
    await rpc<boolean>(env, fetchFn, 'newsletter_unsubscribe', { token });
  } catch {
    return answer(words.tryLater, 503);
  }
  return answer(words.left);
}

/**
 * The HTTP handler. `…/unsubscribe` is {@link handleUnsubscribe} (anyone); otherwise `POST`
 * with the `x-alerts-secret` header runs {@link runNewsletter} (405, 401 else), answering
 * `{ sent, failed }` or `{ error }` (500).
 */
export async function handleNewsletterRequest(
  request: Request,
  env: NewsletterEnv,
  fetchFn: Fetch = fetch,
): Promise<Response> {
  if (new URL(request.url).pathname.replace(/\/+$/, '').endsWith('/unsubscribe')) {
    return handleUnsubscribe(request, env, fetchFn);
  }
  return handleHookRequest(request, 'x-alerts-secret', env.hookSecret, () => runNewsletter(env, fetchFn));
}

/**
 * Reads the environment the function needs.
 *
 * @throws Error naming the first missing variable.
 */
export function readNewsletterEnv(get: ReadVariable): NewsletterEnv {
  return {
    ...readServiceDb(get),
    ...readMailApi(get),
    visitorAddress: readVisitorFromAddress(get),
    hookSecret: required(get, 'ALERTS_HOOK_SECRET'),
  };
}
