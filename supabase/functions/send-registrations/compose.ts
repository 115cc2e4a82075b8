/**
 * What `send-registrations` writes (docs/decisions/0039, 0047): the shapes of a claimed e-mail
 * and the e-mail itself, in the shared layout (../_shared/email-layout.ts). No Deno APIs.
 */
import { EMAIL_STYLES, emailLayout } from '../_shared/email-layout.ts';
import { escapeHtml, plainName } from '../send-alerts/alerts.ts';
import { base64, registrationIcs, untilText, whenText } from './ics.ts';

/**
 * What the queue says to send (`private.registration_mail.kind`; decisions 0039, 0047):
 * 'hold' (confirm your seat), 'offer' (a seat opened from the waitlist: confirm it),
 * 'confirmation' (you're registered), 'waitlist', 'promotion' (moved from the waitlist by staff),
 * 'released' (a hold ran out), 'cancellation' (by staff), 'cancel_confirmation' (the person
 * cancelled through the link; issue 45), 'link' (sent again) and 'message' (from staff).
 */
export type RegistrationMailKind =
  | 'hold'
  | 'offer'
  | 'confirmation'
  | 'waitlist'
  | 'promotion'
  | 'released'
  | 'cancellation'
  | 'cancel_confirmation'
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

/** The subject's start per kind; the event's title follows. Never the person's name or address. */
const SUBJECTS: Record<RegistrationMailKind, string> = {
  hold: 'Confirm your seat',
  offer: 'A seat opened',
  confirmation: "You're registered",
  waitlist: "You're on the waitlist",
  promotion: "A seat opened: you're registered",
  released: 'Your seat was released',
  cancellation: 'Your registration was cancelled',
  cancel_confirmation: 'Your registration is cancelled',
  link: 'Your registration',
  message: 'A message about',
};

function seatsText(n: number): string {
  return n === 1 ? '1 seat' : `${n} seats`;
}

/**
 * The status sentence of an e-mail, from the registration's status when it is written: a hold
 * asks for the link to be opened by the hold's end, in the event's zone.
 */
export function statusSentence(mail: ClaimedRegistrationMail): string {
  const p = mail.payload;
  const zone = p.event?.time_zone ?? 'UTC';
  const until = p.hold_expires_at ? untilText(p.hold_expires_at, zone) : 'soon';
  if (mail.kind === 'cancel_confirmation')
    return 'Your registration is cancelled, as you asked, and your seats are free for others.';
  if (mail.kind === 'cancellation' || p.status === 'cancelled')
    return 'Your registration has been cancelled.';
  if (mail.kind === 'released' || p.status === 'expired') {
    return `We held ${seatsText(p.party_size)} for you, but the link in our e-mail was not opened in time, so the seats were released.`;
  }
  if (p.status === 'waitlisted') {
    return `You're on the waitlist, number ${p.waitlist_number ?? 1}. If a seat opens, we'll e-mail you a link to take it.`;
  }
  if (p.status === 'awaiting') {
    return mail.kind === 'offer'
      ? `A seat opened for your party of ${p.party_size}. Open the link below by ${until} to confirm it; after that it goes to the next person on the waitlist.`
      : `We're holding ${seatsText(p.party_size)} for you. Open the link below by ${until} to confirm your registration; after that the seats are released.`;
  }
  return `You're registered, party of ${p.party_size}.`;
}

/** The e-mail's link and what its button says: the registration's own, or the event page. */
function linkOf(mail: ClaimedRegistrationMail, site: string): { href: string; label: string } | null {
  const p = mail.payload;
  if (p.token) {
    return p.status === 'awaiting'
      ? { href: `${site}/registrations/${p.token}`, label: 'Confirm your seat' }
      : { href: `${site}/registrations/${p.token}`, label: 'See or change your registration' };
  }
  if ((mail.kind === 'released' || mail.kind === 'cancel_confirmation') && p.event) {
    return {
      href: `${site}/events/${p.event.event_id}/${p.event.occurrence_date}`,
      label: 'Register again if seats are left',
    };
  }
  return null;
}

/**
 * Writes one e-mail. Subject: '<what>: <event title>'. Body: greeting by first name (plain
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
  const church = p.church_name?.trim() || 'Our Church';
  const site = (p.site_url ?? '').replace(/\/+$/, '');
  const link = linkOf(mail, site);
  const first = plainName(p.name.split(/\s+/)[0] ?? '');
  const status = statusSentence(mail);
  const details = [whenText(event), ...(event.location ? [event.location] : [])];
  const confirmed = p.status === 'confirmed' && mail.kind !== 'cancellation' && p.token !== null;
  const extra =
    mail.kind === 'message' ? (mail.message ?? '') : confirmed ? (event.confirmation_message ?? '') : '';
  const subject = `${SUBJECTS[mail.kind]}: ${event.title}`;
  const text = [
    `Hello ${first},`,
    '',
    status,
    '',
    event.title,
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
    `<h1 style="${EMAIL_STYLES.heading}">${escapeHtml(event.title)}</h1>`,
    `<p style="${EMAIL_STYLES.paragraph}">Hello ${escapeHtml(first)},</p>`,
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
    footer: `You receive this e-mail because you registered for an event of ${escapeHtml(church)}.`,
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
