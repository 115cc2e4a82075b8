/**
 * The look every e-mail of the site shares (docs/decisions/0036): the church's name as a header,
 * the message on a white card, and a plain footer, with inline styles only (mail clients ignore
 * style sheets). The send-alerts function builds its e-mails with {@link emailLayout}; the Auth
 * e-mail templates (supabase/templates/*.html, Go templates) are written in the same markup, and
 * supabase/local/api/auth/templates.test.ts checks that each renders to exactly this layout.
 *
 * No imports, so that Deno (the Edge Function) and Node (the local stack's tests) both load it.
 */

/** The inline styles of the parts, for the content too (headings, paragraphs, the button). */
export const EMAIL_STYLES = {
  heading: 'margin: 0 0 16px; font-size: 20px; line-height: 1.3; color: #0f172a',
  paragraph: 'margin: 0 0 16px',
  button:
    'display: inline-block; padding: 12px 20px; border-radius: 6px; background-color: #1a3fae; color: #ffffff; font-weight: bold; text-decoration: none',
  small: 'margin: 0; font-size: 13px; color: #475569; word-break: break-all',
} as const;

/** The parts of an e-mail, each already HTML (escaped where it holds text). */
export interface EmailParts {
  /** The document title (what some clients show for the message). */
  title: string;
  /** The church's name, the header of every e-mail. */
  church: string;
  /** The message: headings, paragraphs, links. */
  content: string;
  /** One plain sentence or two: who sent it and why. No links. */
  footer: string;
  /** The language the e-mail is written in (`<html lang>`); English when not given. */
  lang?: 'en' | 'es';
}

/** The whole HTML document of an e-mail. */
export function emailLayout({ title, church, content, footer, lang = 'en' }: EmailParts): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
</head>
<body style="margin: 0; padding: 0; background-color: #f1f5f9">
<div style="max-width: 560px; margin: 0 auto; padding: 24px 16px; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; font-size: 16px; line-height: 1.5; color: #1e293b">
<p style="margin: 0 0 16px; font-family: Georgia, Cambria, 'Times New Roman', serif; font-size: 20px; font-weight: bold; color: #1c326e">${church}</p>
<div style="padding: 24px; border: 1px solid #e2e8f0; border-radius: 8px; background-color: #ffffff">
${content}
</div>
<p style="margin: 16px 0 0; font-size: 13px; color: #475569">${footer}</p>
</div>
</body>
</html>
`;
}
