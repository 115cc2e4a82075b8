/**
 * What `send-registrations` writes (docs/decisions/0039, 0047): the shapes of a claimed e-mail
 * and the e-mail itself, in the shared layout (../_shared/email-layout.ts), in the registration's
 * language (words.ts; docs/decisions/0055). No Deno APIs.
 */
import { EMAIL_STYLES, emailLayout } from '../_shared/email-layout.ts';
import { mailLanguage, sitePage, textIn, type MailLanguage } from '../_shared/mail-language.ts';
import { escapeHtml, plainName } from '../send-alerts/alerts.ts';
import { base64, registrationIcs, untilText, whenText } from './ics.ts';
import { REGISTRATION_WORDS, type RegistrationMailKind } from './words.ts';

export { REGISTRATION_WORDS, type RegistrationMailKind, type RegistrationWords } from './words.ts';

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

/** One claimed registration e-mail: the payload `public.mail_claim` gives for kind 'registration', with the row's id. */
export interface ClaimedRegistrationMail {
  /** The mail outbox row's id. */
  id: number;
  kind: RegistrationMailKind;
  /** A staff message ('E-mail registrants'), else null. */
  message: string | null;
  payload: {
    to: string;
    name: string;
    party_size: number;
    status: 'awaiting' | 'confirmed' | 'waitlisted' | 'cancelled' | 'expired';
    waitlist_number: number | null;
    /** The e-mail's own key of `/registrations/<token>`; null for e-mails without a link. */
    token: string | null;
    /** ISO 8601: until when the seats are held (awaiting; kept once expired), else null. */
    hold_expires_at?: string | null;
    event: MailEvent | null;
    /** e.g. `https://www.example-church.org`; null when not configured. */
    site_url: string | null;
    church_name: string | null;
    /** The language the person registered in (`event_registrations.language`); English when absent. */
    language?: MailLanguage;
    /**
     * The date's Spanish title and place and the event's Spanish confirmation message (null
     * where the event has none).
     */
    event_es?: { title: string | null; location: string | null; confirmation_message?: string | null } | null;
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

/**
 * The status sentence of an e-mail, from the registration's status when it is written: a hold
 * asks for the link to be opened by the hold's end, in the event's zone.
 */
export function statusSentence(mail: ClaimedRegistrationMail): string {
  const p = mail.payload;
  const language = mailLanguage(p.language);
  const words = REGISTRATION_WORDS[language];
  const zone = p.event?.time_zone ?? 'UTC';
  const until = p.hold_expires_at ? untilText(p.hold_expires_at, zone, language) : null;
  if (mail.kind === 'cancel_confirmation') return words.cancelledByYou;
  if (mail.kind === 'cancellation' || p.status === 'cancelled') return words.cancelled;
  if (mail.kind === 'released' || p.status === 'expired') return words.released(p.party_size);
  if (p.status === 'waitlisted') return words.waitlisted(p.waitlist_number ?? 1);
  if (p.status === 'awaiting') {
    return mail.kind === 'offer' ? words.offer(p.party_size, until) : words.hold(p.party_size, until);
  }
  return words.registered(p.party_size);
}

/**
 * The e-mail's link and what its button says: the registration's own, or the event page, under
 * `/es/` for a Spanish registration.
 */
function linkOf(mail: ClaimedRegistrationMail, site: string): { href: string; label: string } | null {
  const p = mail.payload;
  const language = mailLanguage(p.language);
  const words = REGISTRATION_WORDS[language];
  if (p.token) {
    const href = sitePage(site, language, `/registrations/${p.token}`);
    return { href, label: p.status === 'awaiting' ? words.confirmSeat : words.seeOrChange };
  }
  if ((mail.kind === 'released' || mail.kind === 'cancel_confirmation') && p.event) {
    return {
      href: sitePage(site, language, `/events/${p.event.event_id}/${p.event.occurrence_date}`),
      label: words.registerAgain,
    };
  }
  return null;
}

/**
 * Writes one e-mail in the registration's language (the event's Spanish title, place and
 * confirmation message where it has them). Subject: '<what>: <event title>'. Body: greeting by first name (plain
 * text, see plainName), the status sentence, the event's date, time and place, the
 * confirmation message or the staff message, and the link (to confirm a hold, to see or change
 * the registration, or after a release or the person's own cancellation to the event page).
 * `.ics` attached when the seat is confirmed and the e-mail carries the registration's link.
 *
 * @throws Error when the registration's date no longer exists (the report retries, then gives up).
 */
export function composeRegistrationMail(mail: ClaimedRegistrationMail, now = new Date()): RegistrationEmail {
  const p = mail.payload;
  const event = p.event;
  if (!event) throw new Error('the date of this registration no longer exists');
  const language = mailLanguage(p.language);
  const words = REGISTRATION_WORDS[language];
  const title = textIn(language, event.title, p.event_es?.title);
  const location = event.location ? textIn(language, event.location, p.event_es?.location) : null;
  const church = p.church_name?.trim() || 'Our Church';
  const site = (p.site_url ?? '').replace(/\/+$/, '');
  const link = linkOf(mail, site);
  const first = plainName(p.name.split(/\s+/)[0] ?? '');
  const status = statusSentence(mail);
  const details = [whenText(event, language), ...(location ? [location] : [])];
  const confirmed = p.status === 'confirmed' && mail.kind !== 'cancellation' && p.token !== null;
  const extra =
    mail.kind === 'message'
      ? (mail.message ?? '')
      : confirmed
        ? textIn(language, event.confirmation_message ?? '', p.event_es?.confirmation_message)
        : '';
  const subject = `${words.subjects[mail.kind]}: ${title}`;
  const text = [
    words.hello(first),
    '',
    status,
    '',
    title,
    ...details,
    ...(extra ? ['', extra] : []),
    ...(link ? ['', `${link.label}: ${link.href}`] : []),
    '',
    `${church}`,
  ].join('\n');
  const paragraphs = (value: string) =>
    value
      .split(/\n{2,}/)
      .map((part) => `<p style="${EMAIL_STYLES.paragraph}">${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
      .join('\n');
  const content = [
    `<h1 style="${EMAIL_STYLES.heading}">${escapeHtml(title)}</h1>`,
    `<p style="${EMAIL_STYLES.paragraph}">${escapeHtml(words.hello(first))}</p>`,
    `<p style="${EMAIL_STYLES.paragraph}">${escapeHtml(status)}</p>`,
    `<p style="${EMAIL_STYLES.paragraph}">${details.map(escapeHtml).join('<br>')}</p>`,
    extra ? paragraphs(extra) : '',
    link
      ? `<p style="${EMAIL_STYLES.paragraph}"><a href="${escapeHtml(link.href)}" style="${EMAIL_STYLES.button}">${escapeHtml(link.label)}</a></p>\n<p style="${EMAIL_STYLES.small}">${escapeHtml(link.href)}</p>`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
  const html = emailLayout({
    title: escapeHtml(subject),
    church: escapeHtml(church),
    content,
    footer: words.footer(escapeHtml(church)),
    lang: language,
  });
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
