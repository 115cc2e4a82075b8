/**
 * The gift e-mails to a donor (kind 'receipt' of the mail outbox, sent by send-giving-mail), in
 * the shared e-mail layout (docs/decisions/0036) with the shared escaping
 * (../_shared/light-markup.ts); subjects name the church only, nothing personal:
 *
 * - the gift receipt (issue 31 "Pages"; IRS Publication 1771): the church's name and EIN, the
 *   date, amount and fund, the donor's name made plain ({@link plainName}: the name Stripe
 *   collected, else the one typed in the form), the sentence that no goods or services were
 *   given (in Spanish with the English beside it for a Spanish donor), and for a recurring gift
 *   the link that opens the Stripe customer portal;
 * - a failed renewal of a recurring gift (issue 41): the amount and fund, and the portal link to
 *   update the card.
 *
 * Each in the donor's language (words.ts; issue 43, docs/decisions/0055).
 */
import { EMAIL_STYLES, emailLayout } from '../_shared/email-layout.ts';
import { money } from '../_shared/giving.ts';
import { escapeHtml } from '../_shared/light-markup.ts';
import { mailLanguage, textIn, type MailLanguage } from '../_shared/mail-language.ts';
import { plainName } from '../_shared/plain-name.ts';
import { GIVING_WORDS, irsParagraphs } from './words.ts';

export { IRS_SENTENCE, IRS_SENTENCE_ES } from './words.ts';

/** A donation as the outbox hands it out for an e-mail (`private.gift_mail_payload`). */
export interface ReceiptGift {
  id: string;
  amount_cents: number;
  currency: string;
  fund_name: string;
  /** The fund's Spanish name, when it has one. */
  fund_name_es?: string | null;
  /** 'one_time', 'monthly', 'quarterly' or 'annually'. */
  frequency: string;
  donor_name: string | null;
  donor_email: string | null;
  customer_id: string | null;
  /** ISO 8601. */
  given_at: string;
  church_name: string | null;
  ein: string | null;
  /** The language the donor gave in (`donations.language`); English when absent. */
  language?: MailLanguage;
}

/** A composed e-mail. */
export interface ReceiptEmail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Writes the receipt in the donor's language (dates and amounts with `en-US` / `es-US`; a
 * Spanish receipt has the IRS sentence in Spanish and in English).
 *
 * @param portalUrl - the signed link to change or cancel a recurring gift (recurring gifts only).
 * @param timeZone - IANA zone the date is shown in (the church's).
 */
export function composeReceipt(gift: ReceiptGift, portalUrl: string | null, timeZone: string): ReceiptEmail {
  const language = mailLanguage(gift.language);
  const words = GIVING_WORDS[language];
  const church = (gift.church_name ?? '').trim() || 'Our Church';
  const amount = money(gift.amount_cents, gift.currency, language);
  const date = new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'long',
    timeZone,
  }).format(new Date(gift.given_at));
  const fund = textIn(language, gift.fund_name, gift.fund_name_es);
  const kind = words.gift(gift.frequency);
  const ein = gift.ein ? `EIN ${gift.ein}` : null;
  const donor = gift.donor_name?.trim() ? plainName(gift.donor_name) : null;
  const lines = [
    words.thanks(kind, church),
    '',
    `${words.date}: ${date}`,
    `${words.amount}: ${amount}`,
    `${words.fund}: ${fund}`,
    `${words.receiptNumber}: ${gift.id}`,
    ...(donor ? [`${words.donor}: ${donor}`] : []),
    '',
    ...words.irs.flatMap((sentence) => [sentence, '']),
    `${church}${ein ? `, ${ein}` : ''}`,
    ...(portalUrl ? ['', `${words.toChangeOrCancel}: ${portalUrl}`] : []),
  ];
  const row = (label: string, value: string) =>
    `<tr><td style="padding: 4px 16px 4px 0; color: #475569">${label}</td><td style="padding: 4px 0"><strong>${escapeHtml(value)}</strong></td></tr>`;
  const content = [
    `<h1 style="${EMAIL_STYLES.heading}">${escapeHtml(words.thanksHeading(kind))}</h1>`,
    `<table style="margin: 0 0 16px; border-collapse: collapse">${row(words.date, date)}${row(words.amount, amount)}${row(words.fund, fund)}${row(words.receiptNumber, gift.id)}${donor ? row(words.donor, donor) : ''}</table>`,
    irsParagraphs(language, EMAIL_STYLES.paragraph),
    `<p style="${EMAIL_STYLES.paragraph}">${escapeHtml(church)}${ein ? `, ${escapeHtml(ein)}` : ''}</p>`,
    portalUrl
      ? `<p style="${EMAIL_STYLES.paragraph}"><a href="${escapeHtml(portalUrl)}" style="${EMAIL_STYLES.button}">${words.changeOrCancel}</a></p>`
      : '',
  ].join('\n');
  return {
    subject: words.receiptSubject(church),
    text: lines.join('\n'),
    html: emailLayout({
      title: words.receiptTitle,
      church: escapeHtml(church),
      content,
      footer: words.receiptFooter(escapeHtml(church)),
      lang: language,
    }),
  };
}

/**
 * The e-mail after a renewal of a recurring gift failed, in the donor's language: what did not go
 * through, and the signed link that opens the customer portal to update the card (Stripe tries
 * the payment again).
 *
 * @param portalUrl - the signed portal link (`portalLink` of _shared/giving.ts).
 */
export function composePaymentFailed(gift: ReceiptGift, portalUrl: string): ReceiptEmail {
  const language = mailLanguage(gift.language);
  const words = GIVING_WORDS[language];
  const church = (gift.church_name ?? '').trim() || 'Our Church';
  const amount = money(gift.amount_cents, gift.currency, language);
  const fund = textIn(language, gift.fund_name, gift.fund_name_es);
  const sentence = words.failed(words.gift(gift.frequency), amount, fund);
  return {
    subject: words.failedSubject(church),
    text: [sentence, words.failedAsk, '', `${words.updateCard}: ${portalUrl}`, '', church].join('\n'),
    html: emailLayout({
      title: words.failedTitle,
      church: escapeHtml(church),
      content: [
        `<h1 style="${EMAIL_STYLES.heading}">${words.failedHeading}</h1>`,
        `<p style="${EMAIL_STYLES.paragraph}">${escapeHtml(sentence)} ${escapeHtml(words.failedAsk)}</p>`,
        `<p style="${EMAIL_STYLES.paragraph}"><a href="${escapeHtml(portalUrl)}" style="${EMAIL_STYLES.button}">${words.updateCard}</a></p>`,
      ].join('\n'),
      footer: words.failedFooter(escapeHtml(church)),
      lang: language,
    }),
  };
}
