/**
 * The work of the `send-registrations` Edge Function (docs/decisions/0039-event-registration.md),
 * without Deno APIs so that it runs in Deno (index.ts) and in the unit tests alike. The same
 * pipeline as the inbox alerts (decision 0027):
 *
 * 1. claim due e-mails with `public.registration_mail_claim` (PostgREST RPC, service role);
 * 2. write each: the church's name as header (../_shared/email-layout.ts), the event's title,
 *    date, time and place, the party, the link `/registrations/<token>`, and for a confirmed
 *    seat an `.ics` attachment (RFC 5545). The subject names the event only, never the person;
 * 3. send it through Resend's REST API with `attachments` and an `Idempotency-Key` per queued
 *    e-mail, so a retry after a lost answer never sends it twice (a 409 for the same key means it
 *    was sent before);
 * 4. report each result with `public.registration_mail_report` (the database schedules retries).
 */

import { EMAIL_STYLES, emailLayout } from '../_shared/email-layout.ts';
import { escapeHtml, plainName, readAlertsEnv, type AlertsEnv } from '../send-alerts/alerts.ts';
import { sameSecret, serviceRpc, type Fetch } from '../_shared/service-rpc.ts';

/** What the queue says to send (`private.registration_mail.kind`). */
export type RegistrationMailKind =
  | 'confirmation'
  | 'waitlist'
  | 'promotion'
  | 'cancellation'
  | 'link'
  | 'message';

/** The event's date as `registration_mail_claim` gives it. */
export interface MailEvent {
  event_id: string;
  occurrence_date: string;
  title: string;
  location: string | null;
  /** ISO 8601. */
  start_time: string;
  end_time: string | null;
  /** IANA zone the church's times are shown in. */
  time_zone: string;
  confirmation_message: string | null;
}

/** One claimed row of `public.registration_mail_claim`. */
export interface ClaimedRegistrationMail {
  id: string;
  kind: RegistrationMailKind;
  /** A staff message ('E-mail registrants'), else null. */
  message: string | null;
  payload: {
    to: string;
    name: string;
    party_size: number;
    status: 'confirmed' | 'waitlisted' | 'cancelled';
    waitlist_number: number | null;
    token: string;
    event: MailEvent | null;
    /** e.g. `https://www.example-church.org`; null when not configured. */
    site_url: string | null;
    church_name: string | null;
  };
}

/** An e-mail ready for the API. */
export interface RegistrationEmail {
  subject: string;
  text: string;
  html: string;
  /** Resend's attachment shape: base64 content. */
  attachments: { filename: string; content: string; content_type: string }[];
}

/** 'Saturday, December 5, 2026 at 10:00 AM' in the event's zone. */
export function whenText(event: Pick<MailEvent, 'start_time' | 'time_zone'>): string {
  const date = new Date(event.start_time);
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone: event.time_zone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(date);
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: event.time_zone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
  return `${day} at ${time}`;
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and line breaks escaped. */
function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets folded with CRLF and a space. */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = new TextEncoder().encode(ch).length;
    if (size + n > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** `YYYYMMDDTHHMMSSZ` of an ISO time. */
function icsTime(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * The `.ics` of a registered date (RFC 5545): one VEVENT with the UID `<event>-<date>@<host>`
 * (the same date of the same event is the same calendar entry), UTC start and end, the title,
 * place and the registration's link. No personal data but the party size.
 */
export function registrationIcs(mail: ClaimedRegistrationMail, now = new Date()): string {
  const event = mail.payload.event!;
  const site = (mail.payload.site_url ?? '').replace(/\/+$/, '');
  const host = site ? new URL(site).host : 'church.invalid';
  const link = `${site}/registrations/${mail.payload.token}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(mail.payload.church_name ?? 'Our Church')}//Event registration//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.event_id}-${event.occurrence_date}@${host}`,
    `DTSTAMP:${icsTime(now.toISOString())}`,
    `DTSTART:${icsTime(event.start_time)}`,
    ...(event.end_time ? [`DTEND:${icsTime(event.end_time)}`] : []),
    `SUMMARY:${icsText(event.title)}`,
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    `DESCRIPTION:${icsText(`Party of ${mail.payload.party_size}. Your registration: ${link}`)}`,
    ...(site ? [`URL:${link}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

const SUBJECTS: Record<RegistrationMailKind, string> = {
  confirmation: "You're registered",
  waitlist: "You're on the waitlist",
  promotion: "A seat opened: you're registered",
  cancellation: 'Your registration was cancelled',
  link: 'Your registration',
  message: 'A message about',
};

/**
 * Writes one e-mail. Subject: '<what>: <event title>'. Body: greeting by first name (plain
 * text, see plainName), the status sentence, the event's date, time and place, the
 * confirmation message or the staff message, and the link. `.ics` attached when the seat is
 * confirmed (confirmation, promotion, a resent link of a confirmed registration).
 *
 * @throws Error when the registration's date no longer exists (the report retries, then gives up).
 */
export function composeRegistrationMail(mail: ClaimedRegistrationMail, now = new Date()): RegistrationEmail {
  const p = mail.payload;
  const event = p.event;
  if (!event) throw new Error('the date of this registration no longer exists');
  const church = p.church_name?.trim() || 'Our Church';
  const site = (p.site_url ?? '').replace(/\/+$/, '');
  const link = `${site}/registrations/${p.token}`;
  const first = plainName(p.name.split(/\s+/)[0] ?? '');
  const status =
    mail.kind === 'cancellation' || p.status === 'cancelled'
      ? 'Your registration has been cancelled.'
      : p.status === 'waitlisted'
        ? `You're on the waitlist, number ${p.waitlist_number ?? 1}. We'll e-mail you if a seat opens.`
        : `You're registered, party of ${p.party_size}.`;
  const details = [whenText(event), ...(event.location ? [event.location] : [])];
  const extra =
    mail.kind === 'message'
      ? (mail.message ?? '')
      : p.status === 'confirmed'
        ? (event.confirmation_message ?? '')
        : '';
  const subject = `${SUBJECTS[mail.kind]}: ${event.title}`;
  const text = [
    `Hello ${first},`,
    '',
    status,
    '',
    event.title,
    ...details,
    ...(extra ? ['', extra] : []),
    '',
    `See, change or cancel your registration: ${link}`,
    '',
    `${church}`,
  ].join('\n');
  const paragraphs = (value: string) =>
    value
      .split(/\n{2,}/)
      .map((part) => `<p style="${EMAIL_STYLES.paragraph}">${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
      .join('\n');
  const content = [
    `<h1 style="${EMAIL_STYLES.heading}">${escapeHtml(event.title)}</h1>`,
    `<p style="${EMAIL_STYLES.paragraph}">Hello ${escapeHtml(first)},</p>`,
    `<p style="${EMAIL_STYLES.paragraph}">${escapeHtml(status)}</p>`,
    `<p style="${EMAIL_STYLES.paragraph}">${details.map(escapeHtml).join('<br>')}</p>`,
    extra ? paragraphs(extra) : '',
    `<p style="${EMAIL_STYLES.paragraph}"><a href="${escapeHtml(link)}" style="${EMAIL_STYLES.button}">See or change your registration</a></p>`,
    `<p style="${EMAIL_STYLES.small}">${escapeHtml(link)}</p>`,
  ]
    .filter(Boolean)
    .join('\n');
  const html = emailLayout({
    title: escapeHtml(subject),
    church: escapeHtml(church),
    content,
    footer: `You receive this e-mail because you registered for an event of ${escapeHtml(church)}.`,
  });
  const confirmed = p.status === 'confirmed' && mail.kind !== 'cancellation';
  return {
    subject,
    text,
    html,
    attachments: confirmed
      ? [
          {
            filename: 'event.ics',
            content: base64(registrationIcs(mail, now)),
            content_type: 'text/calendar',
          },
        ]
      : [],
  };
}

/**
 * Sends one e-mail through Resend's API shape, with its attachments.
 *
 * @returns 'sent', or 'sent before' when the API answers 409 for the idempotency key.
 * @throws Error with the status and the API's message when it refuses, or the network error.
 */
export async function sendRegistrationEmail(
  env: AlertsEnv,
  fetchFn: Fetch,
  to: string,
  email: RegistrationEmail,
  idempotencyKey: string,
): Promise<'sent' | 'sent before'> {
  const response = await fetchFn(`${env.resendApiUrl.replace(/\/+$/, '')}/emails`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${env.resendApiKey}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': idempotencyKey,
    },
    body: JSON.stringify({
      from: env.from,
      to: [to],
      subject: email.subject,
      text: email.text,
      html: email.html,
      ...(email.attachments.length > 0 ? { attachments: email.attachments } : {}),
    }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  if (response.status === 409 && /idempotent/i.test(text)) return 'sent before';
  if (!response.ok) throw new Error(`e-mail API answered ${response.status}: ${text.slice(0, 300)}`);
  return 'sent';
}

/**
 * Claims and sends every due registration e-mail (rounds of 20, at most 10 per call; the cron
 * job calls again for the rest), reporting each result.
 *
 * @throws Error when the database cannot be reached (claimed rows are claimed again after five minutes).
 */
export async function runRegistrationMail(
  env: AlertsEnv,
  fetchFn: Fetch = fetch,
): Promise<{ sent: number; failed: number }> {
  const result = { sent: 0, failed: 0 };
  for (let round = 0; round < 10; round += 1) {
    const claimed = await serviceRpc<ClaimedRegistrationMail[]>(env, fetchFn, 'registration_mail_claim', {
      max_rows: 20,
    });
    if (claimed.length === 0) break;
    await Promise.all(
      claimed.map(async (mail) => {
        try {
          const email = composeRegistrationMail(mail);
          await sendRegistrationEmail(env, fetchFn, mail.payload.to, email, `church-registration-${mail.id}`);
          await serviceRpc(env, fetchFn, 'registration_mail_report', { mail_id: mail.id, sent: true });
          result.sent += 1;
        } catch (error) {
          result.failed += 1;
          const message = error instanceof Error ? error.message : String(error);
          await serviceRpc(env, fetchFn, 'registration_mail_report', {
            mail_id: mail.id,
            sent: false,
            error: message,
          });
        }
      }),
    );
    if (claimed.length < 20) break;
  }
  return result;
}

/**
 * The HTTP handler: `POST` with the inbox alerts' `x-alerts-secret` header runs
 * {@link runRegistrationMail}; anything else is refused (405, 401). Answers `{ sent, failed }`
 * or `{ error }` (500).
 */
export async function handleRegistrationMailRequest(
  request: Request,
  env: AlertsEnv,
  fetchFn: Fetch = fetch,
): Promise<Response> {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  if (request.method !== 'POST') return json(405, { error: 'Use POST.' });
  if (!sameSecret(request.headers.get('x-alerts-secret'), env.hookSecret)) {
    return json(401, { error: 'Missing or wrong x-alerts-secret.' });
  }
  try {
    return json(200, await runRegistrationMail(env, fetchFn));
  } catch (error) {
    return json(500, { error: error instanceof Error ? error.message : String(error) });
  }
}

export { readAlertsEnv };
