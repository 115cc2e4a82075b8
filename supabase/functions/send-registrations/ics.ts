/**
 * The calendar file of a registered date (RFC 5545) and the date as e-mails write it, for
 * `send-registrations` (docs/decisions/0039). No Deno APIs, so that the unit tests load it too.
 */
import { INTL_TAG, mailLanguage, sitePage, textIn, type MailLanguage } from '../_shared/mail-language.ts';
import type { ClaimedRegistrationMail, MailEvent } from './compose.ts';
import { REGISTRATION_WORDS } from './words.ts';

/**
 * When a hold ends, in the event's zone and the e-mail's language: '10:42 AM EST on Saturday,
 * December 5'; in Spanish 'sábado, 5 de diciembre, a las 10:42 a.m. EST'.
 */
export function untilText(iso: string, timeZone: string, language: MailLanguage = 'en'): string {
  const date = new Date(iso);
  const time = new Intl.DateTimeFormat(INTL_TAG[language], {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
  const day = new Intl.DateTimeFormat(INTL_TAG[language], {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(date);
  return REGISTRATION_WORDS[language].until(time, day);
}

/**
 * When the event starts, in its zone and the e-mail's language: 'Saturday, December 5, 2026 at
 * 10:00 AM'; in Spanish 'sábado, 5 de diciembre de 2026, a las 10:00 a.m.'.
 */
export function whenText(
  event: Pick<MailEvent, 'start_time' | 'time_zone'>,
  language: MailLanguage = 'en',
): string {
  const date = new Date(event.start_time);
  const day = new Intl.DateTimeFormat(INTL_TAG[language], {
    timeZone: event.time_zone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(date);
  const time = new Intl.DateTimeFormat(INTL_TAG[language], {
    timeZone: event.time_zone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
  return REGISTRATION_WORDS[language].when(day, time);
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
 * place and the registration's link (when the e-mail carries one), in the registration's
 * language (the Spanish title and place where the event has them, the link under `/es/`). No
 * personal data but the party size.
 */
export function registrationIcs(mail: ClaimedRegistrationMail, now = new Date()): string {
  const event = mail.payload.event!;
  const language = mailLanguage(mail.payload.language);
  const spanish = mail.payload.event_es;
  const title = textIn(language, event.title, spanish?.title);
  const location = event.location ? textIn(language, event.location, spanish?.location) : null;
  const site = (mail.payload.site_url ?? '').replace(/\/+$/, '');
  const host = site ? new URL(site).host : 'church.invalid';
  const link = mail.payload.token ? sitePage(site, language, `/registrations/${mail.payload.token}`) : '';
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
    `SUMMARY:${icsText(title)}`,
    ...(location ? [`LOCATION:${icsText(location)}`] : []),
    `DESCRIPTION:${icsText(REGISTRATION_WORDS[language].icsDescription(mail.payload.party_size, link))}`,
    ...(site && link ? [`URL:${link}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** Base64 of the UTF-8 bytes of `text` (Resend's attachment content). */
export function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}
