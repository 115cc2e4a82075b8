/**
 * The gift receipt e-mail (issue 31 "Pages"; IRS Publication 1771): the church's name and EIN,
 * the date, amount and fund, the sentence that no goods or services were given, and for a
 * recurring gift the link that opens the Stripe customer portal. The shared e-mail layout
 * (docs/decisions/0036). The subject names the church only: nothing personal.
 */
import { EMAIL_STYLES, emailLayout } from '../_shared/email-layout.ts';
import { FREQUENCY_WORDS, money } from '../_shared/giving.ts';

/** IRS Publication 1771: the written acknowledgment's statement about goods or services. */
export const IRS_SENTENCE =
  'No goods or services were provided in exchange for this contribution other than intangible religious benefits.';

/** The new donation as `apply_stripe_event` returns it. */
export interface ReceiptGift {
  id: string;
  amount_cents: number;
  currency: string;
  fund_name: string;
  frequency: 'one_time' | 'monthly' | 'quarterly' | 'annually';
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

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
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
  const kind = gift.frequency === 'one_time' ? 'gift' : `${FREQUENCY_WORDS[gift.frequency]} gift`;
  const ein = gift.ein ? `EIN ${gift.ein}` : null;
  const lines = [
    `Thank you for your ${kind} to ${church}.`,
    '',
    `Date: ${date}`,
    `Amount: ${amount}`,
    `Fund: ${gift.fund_name}`,
    `Receipt number: ${gift.id}`,
    ...(gift.donor_name ? [`Donor: ${gift.donor_name}`] : []),
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
    `<table style="margin: 0 0 16px; border-collapse: collapse">${row('Date', date)}${row('Amount', amount)}${row('Fund', gift.fund_name)}${row('Receipt number', gift.id)}${gift.donor_name ? row('Donor', gift.donor_name) : ''}</table>`,
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
