/**
 * The year-end statement e-mail (issues 31 "Pages" and 41; docs/decisions/0038): kind
 * 'statement' of the mail outbox, sent by send-giving-mail, in the shared e-mail layout
 * (docs/decisions/0036) with the shared escaping (../_shared/light-markup.ts). Each gift of the
 * year with its date in the church's time zone, fund, frequency and amount net of refunds; the
 * total; the IRS sentence (Publication 1771); the church's name, EIN and signer. The subject
 * names the church and the year only.
 */
import { EMAIL_STYLES, emailLayout } from '../_shared/email-layout.ts';
import { FREQUENCY_WORDS, money } from '../_shared/giving.ts';
import { escapeHtml } from '../_shared/light-markup.ts';
import { IRS_SENTENCE } from './receipt.ts';

/** One donor's statement as `giving_statements` returns it. */
export interface Statement {
  donor_email: string;
  donor_name: string | null;
  total_cents: number;
  gifts: { given_at: string; fund_name: string; frequency: string; amount_cents: number }[];
}

/** The church's details printed on each statement. */
export interface Church {
  name: string;
  ein: string | null;
  signer: string | null;
}

/** Writes one statement e-mail; the subject names the church and the year only. */
export function composeStatement(
  year: number,
  statement: Statement,
  church: Church,
  timeZone: string,
): { subject: string; text: string; html: string } {
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone });
  const lines = statement.gifts.map(
    (g) =>
      `${day.format(new Date(g.given_at))}  ${g.fund_name} (${FREQUENCY_WORDS[g.frequency] ?? g.frequency})  ${money(g.amount_cents)}`,
  );
  const details = `${church.name}${church.ein ? `, EIN ${church.ein}` : ''}`;
  const text = [
    `Your ${year} giving statement from ${church.name}`,
    '',
    ...lines,
    '',
    `Total: ${money(statement.total_cents)}`,
    '',
    IRS_SENTENCE,
    '',
    details,
    ...(church.signer ? [church.signer] : []),
  ].join('\n');
  const rows = statement.gifts
    .map(
      (g) =>
        `<tr><td style="padding: 4px 12px 4px 0">${escapeHtml(day.format(new Date(g.given_at)))}</td><td style="padding: 4px 12px 4px 0">${escapeHtml(g.fund_name)}</td><td style="padding: 4px 0; text-align: right">${money(g.amount_cents)}</td></tr>`,
    )
    .join('');
  const content = [
    `<h1 style="${EMAIL_STYLES.heading}">Your ${year} giving statement</h1>`,
    `<table style="margin: 0 0 16px; border-collapse: collapse">${rows}<tr><td colspan="2" style="padding: 8px 12px 0 0"><strong>Total</strong></td><td style="padding: 8px 0 0; text-align: right"><strong>${money(statement.total_cents)}</strong></td></tr></table>`,
    `<p style="${EMAIL_STYLES.paragraph}">${IRS_SENTENCE}</p>`,
    `<p style="${EMAIL_STYLES.paragraph}">${escapeHtml(details)}${church.signer ? `<br>${escapeHtml(church.signer)}` : ''}</p>`,
  ].join('\n');
  return {
    subject: `Your ${year} giving statement from ${church.name}`,
    text,
    html: emailLayout({
      title: `${year} giving statement`,
      church: escapeHtml(church.name),
      content,
      footer: `You receive this statement because you gave online to ${escapeHtml(church.name)} in ${year}. Keep it for your tax records.`,
    }),
  };
}
