/**
 * The year-end statement e-mail (issues 31 "Pages" and 41; docs/decisions/0038): kind
 * 'statement' of the mail outbox, sent by send-giving-mail, in the shared e-mail layout
 * (docs/decisions/0036) with the shared escaping (../_shared/light-markup.ts). Each gift of the
 * year with its date in the church's time zone, fund, frequency and amount net of refunds; the
 * total; the IRS sentence (Publication 1771); the church's name, EIN and signer. The subject
 * names the church and the year only. In the donor's language (words.ts; issue 43,
 * docs/decisions/0055).
 */
import { EMAIL_STYLES, emailLayout } from '../_shared/email-layout.ts';
import { money } from '../_shared/giving.ts';
import { escapeHtml } from '../_shared/light-markup.ts';
import { textIn, type MailLanguage } from '../_shared/mail-language.ts';
import { GIVING_WORDS, irsParagraphs } from './words.ts';

/** One donor's statement as `giving_statements` returns it. */
export interface Statement {
  donor_email: string;
  donor_name: string | null;
  total_cents: number;
  /** Each gift: `fund_name` as given, `fund_name_es` its fund's Spanish name (null without one). */
  gifts: {
    given_at: string;
    fund_name: string;
    fund_name_es?: string | null;
    frequency: string;
    amount_cents: number;
  }[];
}

/** The church's details printed on each statement. */
export interface Church {
  name: string;
  ein: string | null;
  signer: string | null;
}

/**
 * Writes one statement e-mail in `language` (the donor's latest gift's; dates and amounts with
 * `en-US` / `es-US`, the IRS sentence in Spanish with the English beside it); the subject names
 * the church and the year only.
 */
export function composeStatement(
  year: number,
  statement: Statement,
  church: Church,
  timeZone: string,
  language: MailLanguage = 'en',
): { subject: string; text: string; html: string } {
  const words = GIVING_WORDS[language];
  const day = new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'medium',
    timeZone,
  });
  const cents = (n: number) => money(n, 'usd', language);
  const fund = (g: Statement['gifts'][number]) => textIn(language, g.fund_name, g.fund_name_es);
  const lines = statement.gifts.map(
    (g) =>
      `${day.format(new Date(g.given_at))}  ${fund(g)} (${words.frequency(g.frequency)})  ${cents(g.amount_cents)}`,
  );
  const details = `${church.name}${church.ein ? `, EIN ${church.ein}` : ''}`;
  const text = [
    words.statementSubject(year, church.name),
    '',
    ...lines,
    '',
    `${words.total}: ${cents(statement.total_cents)}`,
    '',
    ...words.irs.flatMap((sentence) => [sentence, '']),
    details,
    ...(church.signer ? [church.signer] : []),
  ].join('\n');
  const rows = statement.gifts
    .map(
      (g) =>
        `<tr><td style="padding: 4px 12px 4px 0">${escapeHtml(day.format(new Date(g.given_at)))}</td><td style="padding: 4px 12px 4px 0">${escapeHtml(fund(g))}</td><td style="padding: 4px 0; text-align: right">${cents(g.amount_cents)}</td></tr>`,
    )
    .join('');
  const content = [
    `<h1 style="${EMAIL_STYLES.heading}">${words.statementHeading(year)}</h1>`,
    `<table style="margin: 0 0 16px; border-collapse: collapse">${rows}<tr><td colspan="2" style="padding: 8px 12px 0 0"><strong>${words.total}</strong></td><td style="padding: 8px 0 0; text-align: right"><strong>${cents(statement.total_cents)}</strong></td></tr></table>`,
    irsParagraphs(language, EMAIL_STYLES.paragraph),
    `<p style="${EMAIL_STYLES.paragraph}">${escapeHtml(details)}${church.signer ? `<br>${escapeHtml(church.signer)}` : ''}</p>`,
  ].join('\n');
  return {
    subject: words.statementSubject(year, church.name),
    text,
    html: emailLayout({
      title: words.statementTitle(year),
      church: escapeHtml(church.name),
      content,
      footer: words.statementFooter(escapeHtml(church.name), year),
      lang: language,
    }),
  };
}
