/**
 * The gift e-mails to a donor (kind 'receipt' of the mail outbox, sent by send-giving-mail), in
 * the shared e-mail layout (docs/decisions/0036) with the shared escaping
 * (../_shared/light-markup.ts); subjects name the church only, nothing personal:
 *
 * - the gift receipt (issue 31 "Pages"; IRS Publication 1771): the church's name and EIN, the
 *   date, amount and fund, the donor's name made plain ({@link plainName}: the name Stripe
 *   collected, else the one typed in the form), the sentence that no goods or services were
 *   given, and for a recurring gift the link that opens the Stripe customer portal;
 * - a failed renewal of a recurring gift (issue 41): the amount and fund, and the portal link to
 *   update the card.
 */
import { EMAIL_STYLES, emailLayout } from '../_shared/email-layout.ts';
import { FREQUENCY_WORDS, money } from '../_shared/giving.ts';
import { escapeHtml } from '../_shared/light-markup.ts';
import { plainName } from '../_shared/plain-name.ts';

/** IRS Publication 1771: the written acknowledgment's statement about goods or services. */
export const IRS_SENTENCE =
  'No goods or services were provided in exchange for this contribution other than intangible religious benefits.';

/** A donation as the outbox hands it out for an e-mail (`private.stripe_gift_mail`). */
export interface ReceiptGift {
  id: string;
  amount_cents: number;
  currency: string;
  fund_name: string;
  /** 'one_time', 'monthly', 'quarterly' or 'annually'. */
  frequency: string;
  donor_name: string | null;
  donor_email: string | null;
  customer_id: string | null;
  /** ISO 8601. */
  given_at: string;
  church_name: string | null;
  ein: string | null;
}

/** A composed e-mail. */
export interface ReceiptEmail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Writes the receipt.
 *
 * @param portalUrl - the signed link to change or cancel a recurring gift (recurring gifts only).
 * @param timeZone - IANA zone the date is shown in (the church's).
 */
export function composeReceipt(gift: ReceiptGift, portalUrl: string | null, timeZone: string): ReceiptEmail {
  const church = (gift.church_name ?? '').trim() || 'Our Church';
  const amount = money(gift.amount_cents, gift.currency);
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(
    new Date(gift.given_at),
  );
  const kind =
    gift.frequency === 'one_time' ? 'gift' : `${FREQUENCY_WORDS[gift.frequency] ?? gift.frequency} gift`;
  const ein = gift.ein ? `EIN ${gift.ein}` : null;
  const donor = gift.donor_name?.trim() ? plainName(gift.donor_name) : null;
  const lines = [
    `Thank you for your ${kind} to ${church}.`,
    '',
    `Date: ${date}`,
    `Amount: ${amount}`,
    `Fund: ${gift.fund_name}`,
    `Receipt number: ${gift.id}`,
    ...(donor ? [`Donor: ${donor}`] : []),
    '',
    IRS_SENTENCE,
    '',
    `${church}${ein ? `, ${ein}` : ''}`,
    ...(portalUrl ? ['', `To change or cancel your recurring gift: ${portalUrl}`] : []),
  ];
  const row = (label: string, value: string) =>
    `<tr><td style="padding: 4px 16px 4px 0; color: #475569">${label}</td><td style="padding: 4px 0"><strong>${escapeHtml(value)}</strong></td></tr>`;
  const content = [
    `<h1 style="${EMAIL_STYLES.heading}">Thank you for your ${escapeHtml(kind)}</h1>`,
    `<table style="margin: 0 0 16px; border-collapse: collapse">${row('Date', date)}${row('Amount', amount)}${row('Fund', gift.fund_name)}${row('Receipt number', gift.id)}${donor ? row('Donor', donor) : ''}</table>`,
    `<p style="${EMAIL_STYLES.paragraph}">${IRS_SENTENCE}</p>`,
    `<p style="${EMAIL_STYLES.paragraph}">${escapeHtml(church)}${ein ? `, ${escapeHtml(ein)}` : ''}</p>`,
    portalUrl
      ? `<p style="${EMAIL_STYLES.paragraph}"><a href="${escapeHtml(portalUrl)}" style="${EMAIL_STYLES.button}">Change or cancel your recurring gift</a></p>`
      : '',
  ].join('\n');
  return {
    subject: `Your gift receipt from ${church}`,
    text: lines.join('\n'),
    html: emailLayout({
      title: 'Gift receipt',
      church: escapeHtml(church),
      content,
      footer: `You receive this receipt because you gave online to ${escapeHtml(church)}. Keep it for your tax records.`,
    }),
  };
}

/**
 * The e-mail after a renewal of a recurring gift failed: what did not go through, and the signed
 * link that opens the customer portal to update the card (Stripe tries the payment again).
 *
 * @param portalUrl - the signed portal link (`portalLink` of _shared/giving.ts).
 */
export function composePaymentFailed(gift: ReceiptGift, portalUrl: string): ReceiptEmail {
  const church = (gift.church_name ?? '').trim() || 'Our Church';
  const amount = money(gift.amount_cents, gift.currency);
  const every = FREQUENCY_WORDS[gift.frequency] ?? gift.frequency;
  const sentence = `The ${every} gift of ${amount} to ${gift.fund_name} could not be charged to your card.`;
  const ask = 'Please update your card so that your gift continues; nothing else needs to be done.';
  return {
    subject: `Your recurring gift to ${church} needs attention`,
    text: [sentence, ask, '', `Update your card: ${portalUrl}`, '', church].join('\n'),
    html: emailLayout({
      title: 'Recurring gift',
      church: escapeHtml(church),
      content: [
        `<h1 style="${EMAIL_STYLES.heading}">Your recurring gift needs attention</h1>`,
        `<p style="${EMAIL_STYLES.paragraph}">${escapeHtml(sentence)} ${escapeHtml(ask)}</p>`,
        `<p style="${EMAIL_STYLES.paragraph}"><a href="${escapeHtml(portalUrl)}" style="${EMAIL_STYLES.button}">Update your card</a></p>`,
      ].join('\n'),
      footer: `You receive this e-mail because you set up a recurring gift online to ${escapeHtml(church)}.`,
    }),
  };
}
