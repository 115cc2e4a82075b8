/**
 * The project's Auth e-mail templates (supabase/templates/*.html, named by config.toml;
 * docs/decisions/0036), rendered as GoTrue renders them (./go-template.ts): every kind with the
 * metadata an invitation carries and with none at all, in the site's e-mail layout, never
 * showing the code or the invitation's secret.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailLayout } from '../../../functions/_shared/email-layout';
import { readAuthConfig, type AuthConfig, type EmailTemplateKind } from '../../auth-config';
import { renderAuthEmail, type TemplateValues } from './mailer';

const KINDS: EmailTemplateKind[] = ['invite', 'magic_link', 'confirmation', 'recovery', 'email_change'];
const LINK =
  'http://127.0.0.1:54321/auth/v1/verify?token=0123456789abcdef&type=magiclink&redirect_to=http://localhost:5173/admin/welcome';

let config: AuthConfig;

beforeAll(async () => {
  ({ auth: config } = await readAuthConfig(path.resolve('supabase')));
});

function values(data: Record<string, unknown>, extra: Partial<TemplateValues> = {}): TemplateValues {
  return {
    SiteURL: 'http://localhost:5173',
    ConfirmationURL: LINK,
    Email: 'ann@example.org',
    Token: '987654',
    TokenHash: 'hash-of-the-token',
    RedirectTo: 'http://localhost:5173/admin/welcome',
    Data: data,
    NewEmail: 'ann.new@example.org',
    ...extra,
  };
}

/** What an invitation's `options.data` carries (the invitation flow's contract). */
const INVITATION = {
  church_name: 'Grace Chapel',
  invited_by_name: 'Pastor Ann',
  role_label: 'Pastoral care',
  invitation: 'secret-invitation-0f3c9a',
};

/** The visible text of an HTML body: tags dropped, entities of the escaper read back. */
function visible(html: string): string {
  return html
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<\/?(strong|a)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#34;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#43;/g, '+')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('config.toml', () => {
  it('names a template with a subject for invitation, magic link, sign-up, recovery and e-mail change', () => {
    for (const kind of KINDS) {
      expect(config.templates[kind]?.subject, kind).toBeTruthy();
      expect(config.templates[kind]?.content, kind).toMatch(/^<!doctype html>/);
    }
    // An invitation arrives as any of these three, depending on settings (decision 0024).
    expect(config.templates.magic_link).toEqual(config.templates.invite);
    expect(config.templates.confirmation).toEqual(config.templates.invite);
  });

  it("sends as the church, from [local_smtp]'s sender", () => {
    expect(config.senderName).toBe('Our Church');
    expect(config.senderEmail).toBe('no-reply@example.org');
  });

  it('shows no code: no page accepts one', () => {
    for (const kind of KINDS) {
      const template = `${config.templates[kind]?.subject} ${config.templates[kind]?.content}`;
      expect(template).not.toMatch(/\.Token\b|\.TokenHash\b|\.Data\.invitation\b/);
      const { subject, html } = renderAuthEmail(config, kind, values(INVITATION));
      expect(`${subject} ${html}`, kind).not.toContain('987654');
      expect(`${subject} ${html}`, kind).not.toContain(INVITATION.invitation);
    }
  });
});

describe('the invitation', () => {
  it('names the church, who invited them and as what', () => {
    const { subject, html } = renderAuthEmail(config, 'magic_link', values(INVITATION));
    expect(subject).toBe('You are invited to the Grace Chapel staff pages');
    const text = visible(html);
    expect(text).toContain(
      'Pastor Ann has invited you to the staff pages of Grace Chapel, with the role Pastoral care.',
    );
    expect(text).toContain('ask Pastor Ann to send the invitation again from the Staff page');
    expect(text).toContain('The button works once, for one hour.');
    expect(text).toContain('Sent by the website of Grace Chapel to ann@example.org.');
    expect(html).toContain(`<a href="${LINK.replace(/&/g, '&amp;')}"`);
  });

  it('reads sensibly for an account whose metadata lacks the keys', () => {
    const { subject, html } = renderAuthEmail(config, 'invite', values({ display_name: 'Ann' }));
    expect(subject).toBe('You are invited to the staff pages');
    const text = visible(html);
    expect(text.startsWith('Staff pages You are invited to the staff pages')).toBe(true);
    expect(text).toContain(
      'You have been invited to the staff pages of the church website at http://localhost:5173.',
    );
    expect(text).toContain('ask an administrator to send the invitation again');
    expect(text).toContain('Sent by http://localhost:5173 to ann@example.org.');
  });
});

describe('the password reset', () => {
  it('names the church and the account', () => {
    const { subject, html } = renderAuthEmail(
      config,
      'recovery',
      values({ church_name: 'Grace Chapel', role_label: 'Editor' }),
    );
    expect(subject).toBe('Reset your password for the Grace Chapel staff pages');
    const text = visible(html);
    expect(text).toContain(
      'Someone asked to reset the password of the account ann@example.org on the staff pages of Grace Chapel.',
    );
    expect(text).toContain('your password stays as it is');
    expect(renderAuthEmail(config, 'recovery', values({})).subject).toBe(
      'Reset your password for the staff pages',
    );
  });
});

describe('the e-mail change', () => {
  it('names both addresses', () => {
    const { subject, html } = renderAuthEmail(
      config,
      'email_change',
      values({ church_name: 'Grace Chapel' }),
    );
    expect(subject).toBe('Confirm your new e-mail address for the Grace Chapel staff pages');
    expect(visible(html)).toContain(
      'change the e-mail address of the account ann@example.org on the staff pages of Grace Chapel to ann.new@example.org',
    );
  });
});

describe('what a user could put in their own metadata', () => {
  it('is escaped in the subject and the body, and a link cannot be swapped for javascript:', () => {
    const hostile = {
      church_name: '<img src=x onerror=alert(1)>',
      invited_by_name: '"><script>alert(1)</script>',
      role_label: 'Admin & more',
    };
    const { subject, html } = renderAuthEmail(config, 'invite', values(hostile));
    expect(subject).toBe('You are invited to the &lt;img src=x onerror=alert(1)&gt; staff pages');
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain('&#34;&gt;&lt;script&gt;alert(1)&lt;/script&gt; has invited you');
    expect(html).toContain('<strong>Admin &amp; more</strong>');
    const swapped = renderAuthEmail(
      config,
      'recovery',
      values({}, { ConfirmationURL: 'javascript:alert(1)' }),
    );
    expect(swapped.html).toContain('<a href="#ZgotmplZ"');
  });
});

describe('the layout', () => {
  /** The layout with markers in its four slots, as a pattern that captures them. */
  const slots = { title: '@@title@@', church: '@@church@@', content: '@@content@@', footer: '@@footer@@' };
  const pattern = new RegExp(
    `^${emailLayout(slots)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/@@(title|church|content|footer)@@/g, '([\\s\\S]*?)')}$`,
  );

  it('is the one the alert e-mails use: church name header, the card, a plain footer', () => {
    for (const kind of KINDS) {
      for (const data of [INVITATION, {}]) {
        const { html } = renderAuthEmail(config, kind, values(data));
        const parts = pattern.exec(html);
        expect(parts, `${kind} does not follow email-layout.ts`).not.toBeNull();
        const [, title = '', church = '', content = '', footer = ''] = parts ?? [];
        expect(emailLayout({ title, church, content, footer })).toBe(html);
        expect(church).toBe('church_name' in data ? 'Grace Chapel' : 'Staff pages');
        expect(footer).not.toContain('<a ');
      }
    }
  });
});
