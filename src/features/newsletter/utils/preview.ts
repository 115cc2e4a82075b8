import { emailLayout } from '../../../../supabase/functions/_shared/email-layout';
import {
  escapeHtml,
  lightMarkupToHtml,
  lightMarkupToText,
} from '../../../../supabase/functions/_shared/light-markup';

/**
 * The preview of an issue (docs/decisions/0040): the same layout and markup conversion the
 * send-newsletter function uses (supabase/functions/_shared), with stand-in links for the
 * unsubscribe and archive addresses, which are made per recipient when it is sent.
 */
export function previewEmail(
  issue: { subject: string; preheader: string; body: string; slug: string },
  church: string,
  address: string,
): { html: string; text: string } {
  const why = `You receive this because you subscribed to the ${church} newsletter.`;
  const html = emailLayout({
    title: escapeHtml(issue.subject),
    church: escapeHtml(church),
    content: [
      '<p style="margin: 0; font-size: 13px; color: #475569"><a href="#">View in your browser</a></p>',
      `<h1 style="margin: 16px 0 16px; font-size: 20px; line-height: 1.3; color: #0f172a">${escapeHtml(issue.subject)}</h1>`,
      lightMarkupToHtml(issue.body),
    ].join('\n'),
    footer: [escapeHtml(why), '<a href="#" style="color: #475569">Unsubscribe</a>', escapeHtml(address)].join(
      '<br>',
    ),
  });
  const text = [
    issue.preheader,
    `View in your browser: /newsletter/${issue.slug}`,
    issue.subject,
    lightMarkupToText(issue.body),
    `--\n${why}\nUnsubscribe: (your link)\n${address}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return { html, text };
}
