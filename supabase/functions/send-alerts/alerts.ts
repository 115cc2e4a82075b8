/**
 * The work of the `send-alerts` Edge Function (docs/decisions/0027-inbox-email-alerts.md),
 * without Deno APIs so that it runs in Deno (index.ts) and in the unit tests alike:
 *
 * 1. claim due alerts (kind 'alert' of the one mail outbox, `public.mail_claim`, through the
 *    shared sender loop ../_shared/outbox.ts, docs/decisions/0053);
 * 2. write each e-mail: the kind, the sender's first name and the item's link, never what the
 *    visitor wrote (the database never hands it out). The subject is fixed per kind and the name
 *    appears only in the body, as plain text with anything that could become a link broken up
 *    (issue 29); the only links go to the staff inbox. The look is the site's e-mail layout
 *    (../_shared/email-layout.ts, decision 0036);
 * 3. send it through the one sender (../_shared/mail.ts, Resend's REST API) from ALERTS_FROM,
 *    with the outbox row's `Idempotency-Key` so that a retry after a lost answer cannot send it
 *    twice;
 * 4. report each result with `public.mail_report` (the database schedules retries).
 */

import type { Fetch } from '../_shared/db.ts';
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
import { escapeHtml } from '../_shared/light-markup.ts';
import { runMailOutbox, type OutboxRun } from '../_shared/outbox.ts';
import { plainName } from '../_shared/plain-name.ts';

export { escapeHtml, plainName };

/** A kind of inbox item (`public.inbox_items.kind`). */
export type AlertKind = 'prayer_request' | 'contact_message' | 'first_timer';

/** The label and address segment of each kind (as the inbox shows them). */
export const ALERT_KINDS: Record<AlertKind, { label: string; slug: string }> = {
  prayer_request: { label: 'Prayer request', slug: 'prayer-request' },
  contact_message: { label: 'Contact message', slug: 'contact-message' },
  first_timer: { label: 'First-timer card', slug: 'first-timer' },
};

/** One item of a digest, as the claimed payload lists it. */
export interface DigestItem {
  kind: AlertKind;
  id: string;
  first_name: string;
  /** ISO 8601. */
  received_at: string;
}

/** One claimed alert: the payload `public.mail_claim` gives for kind 'alert', with the row's id. */
export interface ClaimedAlert {
  id: number;
  message: 'alert' | 'more' | 'digest';
  to_email: string;
  kind: AlertKind | null;
  item_id: string | null;
  first_name: string | null;
  more: number | null;
  /** ISO 8601: the hour of a 'more' row, the period of a digest. */
  period_start: string | null;
  period_end: string | null;
  items: DigestItem[] | null;
  /** e.g. `https://www.example-church.org` (no trailing slash); null when not configured. */
  site_url: string | null;
  /** The church's name (`site_identity.name`, default 'Our Church'), the e-mail's header. */
  church_name: string | null;
}

/** An e-mail ready for the API. */
export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
}

/** What the function needs from its environment (secrets and the runtime's variables). */
export interface AlertsEnv extends ServiceDb, MailApi {
  /** ALERTS_FROM, e.g. `Church inbox <alerts@example-church.org>` (a sender the API accepts). */
  from: string;
  /** ALERTS_HOOK_SECRET: what the database sends as `x-alerts-secret`. */
  hookSecret: string;
}

/** `HH:MM` in UTC of an ISO time. */
function hourMinute(iso: string | null): string {
  return iso ? new Date(iso).toISOString().slice(11, 16) : '';
}

/**
 * The address of an item in the staff inbox: `<site>/admin/inbox/<kind slug>/<id>`.
 *
 * @throws Error when the site URL is missing (private.alert_settings.site_url).
 */
export function itemLink(siteUrl: string | null, kind: AlertKind, id: string): string {
  if (!siteUrl) throw new Error('site_url is not set in private.alert_settings');
  return `${siteUrl.replace(/\/+$/, '')}/admin/inbox/${ALERT_KINDS[kind].slug}/${encodeURIComponent(id)}`;
}

function paragraph(html: string): string {
  return `<p style="${EMAIL_STYLES.paragraph}">${html}</p>`;
}

function button(href: string, label: string): string {
  return paragraph(`<a href="${escapeHtml(href)}" style="${EMAIL_STYLES.button}">${escapeHtml(label)}</a>`);
}

/** The footer of every alert: plain text, no link. */
const FOOTER =
  'You receive these e-mails because of the alert choices on your account page of the staff pages (Account, under your name).';

/** The e-mail of one kind of message, in the site's layout, with its plain-text twin. */
function compose(
  alert: ClaimedAlert,
  subject: string,
  content: { html: string[]; text: string[] },
): ComposedEmail {
  const church = (alert.church_name ?? '').trim() || 'Our Church';
  return {
    subject,
    text: `${church}\n\n${content.text.join('\n\n')}\n\n--\n${FOOTER}\n`,
    html: emailLayout({
      title: escapeHtml(subject),
      church: escapeHtml(church),
      content: [`<h1 style="${EMAIL_STYLES.heading}">${escapeHtml(subject)}</h1>`, ...content.html].join(
        '\n',
      ),
      footer: escapeHtml(FOOTER),
    }),
  };
}

/**
 * Writes the e-mail of one claimed row (subject, plain text and HTML). Only the kind, the
 * sender's first name ({@link plainName}, in the body only), counts, times and links to the
 * staff inbox appear: the row carries nothing else, and the subject is fixed.
 *
 * - alert: 'New prayer request' ('New contact message', 'New first-timer card'), naming the sender
 *   in the body, with the item's link;
 * - more: 'And 12 more inbox items' for the hour over the cap (30 alerts an hour);
 * - digest: 'Inbox digest: 3 new items' listing kind and first name of each, each with its link.
 *
 * @throws Error when the row lacks what its kind needs, or the site URL is not configured.
 */
export function composeAlert(alert: ClaimedAlert): ComposedEmail {
  const site = alert.site_url;
  if (!site) throw new Error('site_url is not set in private.alert_settings');
  const inbox = `${site.replace(/\/+$/, '')}/admin/inbox`;

  if (alert.message === 'alert') {
    if (!alert.kind || !alert.item_id) throw new Error(`alert ${alert.id} has no item`);
    const name = plainName(alert.first_name ?? '');
    const label = ALERT_KINDS[alert.kind].label;
    const href = itemLink(site, alert.kind, alert.item_id);
    return compose(alert, `New ${label.toLowerCase()}`, {
      html: [
        paragraph(`${escapeHtml(label)} from <strong>${escapeHtml(name)}</strong> arrived on the website.`),
        button(href, 'Open it in the inbox'),
        paragraph('What they wrote is only in the inbox.'),
      ],
      text: [
        `${label} from ${name} arrived on the website.`,
        `Open it in the inbox:\n${href}`,
        'What they wrote is only in the inbox.',
      ],
    });
  }

  if (alert.message === 'more') {
    const more = alert.more ?? 0;
    if (more < 1) throw new Error(`alert ${alert.id} has no count`);
    const span = `${hourMinute(alert.period_start)}–${hourMinute(alert.period_end)} UTC`;
    const items = more === 1 ? 'inbox item' : 'inbox items';
    return compose(alert, `And ${more} more ${items}`, {
      html: [
        paragraph(
          `And <strong>${more}</strong> more ${items} arrived between ${escapeHtml(span)}. You get at most 30 alerts an hour; these are in the inbox.`,
        ),
        button(inbox, 'Open the inbox'),
      ],
      text: [
        `And ${more} more ${items} arrived between ${span}. You get at most 30 alerts an hour; these are in the inbox:\n${inbox}`,
      ],
    });
  }

  const list = alert.items ?? [];
  if (list.length === 0) throw new Error(`digest ${alert.id} has no items`);
  const count = list.length === 1 ? '1 new item' : `${list.length} new items`;
  const lines = list.map((item) => ({
    label: ALERT_KINDS[item.kind].label,
    name: plainName(item.first_name),
    href: itemLink(site, item.kind, item.id),
  }));
  return compose(alert, `Inbox digest: ${count}`, {
    html: [
      paragraph(`${escapeHtml(count)} arrived since the last digest:`),
      `<ul style="${EMAIL_STYLES.paragraph}; padding-left: 20px">${lines
        .map(
          (l) =>
            `<li>${escapeHtml(l.label)} from <strong>${escapeHtml(l.name)}</strong>: <a href="${escapeHtml(l.href)}">open it</a></li>`,
        )
        .join('')}</ul>`,
      button(inbox, 'Open the inbox'),
    ],
    text: [
      `${count} arrived since the last digest:\n\n${lines.map((l) => `- ${l.label} from ${l.name}: ${l.href}`).join('\n')}`,
      `The inbox: ${inbox}`,
    ],
  });
}

/**
 * Claims and sends every due alert (kind 'alert' of the mail outbox, rounds of 20, at most 10
 * rounds per call; the every-minute job calls again for the rest) from ALERTS_FROM.
 *
 * @returns how many were sent and how many failed (those are retried by the database's schedule).
 * @throws RpcError when the database cannot be reached (claimed rows come back after five minutes).
 */
export function runAlerts(env: AlertsEnv, fetchFn: Fetch = fetch): Promise<OutboxRun> {
  return runMailOutbox<Omit<ClaimedAlert, 'id'>>(
    {
      db: env,
      api: env,
      kind: 'alert',
      batch: 20,
      rounds: 10,
      concurrency: 20,
      compose: (row) => {
        const alert: ClaimedAlert = { ...row.payload, id: row.id };
        return { from: env.from, to: alert.to_email, ...composeAlert(alert) };
      },
    },
    fetchFn,
  );
}

/**
 * The HTTP handler: `POST` with the `x-alerts-secret` header (the value in
 * private.alert_settings.hook_secret and the ALERTS_HOOK_SECRET secret) runs {@link runAlerts};
 * anything else is refused (405, 401). Answers JSON `{ sent, failed }` or `{ error }` (500).
 */
export function handleAlertsRequest(
  request: Request,
  env: AlertsEnv,
  fetchFn: Fetch = fetch,
): Promise<Response> {
  return handleHookRequest(request, 'x-alerts-secret', env.hookSecret, () => runAlerts(env, fetchFn));
}

/**
 * Reads the environment the function needs.
 *
 * @throws MissingVariable naming the first missing variable.
 */
export function readAlertsEnv(get: ReadVariable): AlertsEnv {
  return {
    ...readServiceDb(get),
    ...readMailApi(get),
    from: required(get, 'ALERTS_FROM'),
    hookSecret: required(get, 'ALERTS_HOOK_SECRET'),
  };
}
