/**
 * The Auth mailer: GoTrue's e-mails (`internal/mailer/templatemailer`) sent over SMTP with
 * nodemailer to the local mail catcher.
 *
 * Subjects and bodies are the project's templates when config.toml names them
 * (`[auth.email.template.<kind>]` `subject` / `content_path`: supabase/templates/, decision 0036),
 * else the defaults a hosted project's dashboard shows under Authentication → Emails ('Confirm
 * Your Signup', 'Your Magic Link', 'Reset Your Password', 'You have been invited', 'Confirm Email
 * Change'). Both are Go templates, rendered as GoTrue renders them: subject and body with
 * html/template (./go-template.ts), with the variables GoTrue passes (`.SiteURL`,
 * `.ConfirmationURL`, `.Email`, `.Token`, `.TokenHash`, `.RedirectTo`, `.Data`: the user's
 * metadata as stored after any trigger ran; for an e-mail change also `.NewEmail` and
 * `.SendingTo`). Like GoTrue, the subject is HTML-escaped too (supabase/auth#1361): a value with
 * `&` or `'` shows its entity in the subject.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { AuthConfig, EmailTemplateKind } from '../../auth-config';
import { renderGoTemplate } from './go-template';

/** The four e-mails this stack sends, by GoTrue's verification type. */
export type MailAction = 'signup' | 'magiclink' | 'recovery' | 'invite';

const KIND: Record<MailAction, EmailTemplateKind> = {
  signup: 'confirmation',
  magiclink: 'magic_link',
  recovery: 'recovery',
  invite: 'invite',
};

const DEFAULT_SUBJECT: Record<EmailTemplateKind, string> = {
  confirmation: 'Confirm Your Signup',
  magic_link: 'Your Magic Link',
  recovery: 'Reset Your Password',
  invite: 'You have been invited',
  email_change: 'Confirm Email Change',
};

const DEFAULT_BODY: Record<EmailTemplateKind, string> = {
  confirmation: `<h2>Confirm your signup</h2>

<p>Follow this link to confirm your user:</p>
<p><a href="{{ .ConfirmationURL }}">Confirm your mail</a></p>
<p>Alternatively, enter the code: {{ .Token }}</p>`,
  magic_link: `<h2>Magic Link</h2>

<p>Follow this link to login:</p>
<p><a href="{{ .ConfirmationURL }}">Log In</a></p>
<p>Alternatively, enter the code: {{ .Token }}</p>`,
  recovery: `<h2>Reset Password</h2>

<p>Follow this link to reset the password for your user:</p>
<p><a href="{{ .ConfirmationURL }}">Reset Password</a></p>
<p>Alternatively, enter the code: {{ .Token }}</p>`,
  invite: `<h2>You have been invited</h2>

<p>You have been invited to create a user on {{ .SiteURL }}. Follow this link to accept the invite:</p>
<p><a href="{{ .ConfirmationURL }}">Accept the invite</a></p>
<p>Alternatively, enter the code: {{ .Token }}</p>`,
  email_change: `<h2>Confirm Change of Email</h2>

<p>Follow this link to confirm the update of your email from {{ .Email }} to {{ .NewEmail }}:</p>
<p><a href="{{ .ConfirmationURL }}">Change Email</a></p>
<p>Alternatively, enter the code: {{ .Token }}</p>`,
};

/** The variables GoTrue gives an e-mail template. */
export interface TemplateValues {
  SiteURL: string;
  ConfirmationURL: string;
  Email: string;
  Token: string;
  TokenHash: string;
  RedirectTo: string;
  /** The user's metadata (`raw_user_meta_data`); `{}` when there is none. */
  Data: Record<string, unknown>;
  /** E-mail change only: the new address, and the address this copy goes to. */
  NewEmail?: string;
  SendingTo?: string;
}

/**
 * The subject and HTML body of one Auth e-mail: the configured template of `kind`, else the
 * default, rendered as GoTrue does.
 *
 * @throws GoTemplateError when a template cannot be parsed or executed (GoTrue then answers 500
 *   and sends nothing).
 */
export function renderAuthEmail(
  config: Pick<AuthConfig, 'templates'>,
  kind: EmailTemplateKind,
  values: TemplateValues,
): { subject: string; html: string } {
  const custom = config.templates[kind];
  const data = { ...values, Data: values.Data ?? {} };
  return {
    subject: renderGoTemplate(custom?.subject ?? DEFAULT_SUBJECT[kind], data),
    html: renderGoTemplate(custom?.content ?? DEFAULT_BODY[kind], data),
  };
}

/** Plain-text alternative of an HTML body (links kept as `text (url)`). */
function textOf(html: string): string {
  return html
    .replace(
      /<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi,
      (_m, href: string, text: string) => `${text} ( ${href} )`,
    )
    .replace(/<(br|\/p|\/h[1-6]|\/div|\/li)\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#34;|&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#43;/g, '+')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** What one e-mail needs. */
export interface MailParams {
  action: MailAction;
  to: string;
  /** The 6-digit code (`{{ .Token }}`). */
  otp: string;
  /** The stored token hash, with `pkce_` for PKCE (`{{ .TokenHash }}`, the link's `token`). */
  tokenHash: string;
  /** Validated redirect (`{{ .RedirectTo }}`). */
  redirectTo: string;
  /** `API_EXTERNAL_URL`, e.g. `http://127.0.0.1:54321/auth/v1`. */
  externalUrl: string;
  userMetadata: Record<string, unknown>;
}

/** Sends GoTrue's e-mails. */
export class AuthMailer {
  private readonly transport: Transporter;

  /**
   * @param smtpPort - SMTP port of the mail catcher on 127.0.0.1.
   */
  constructor(
    private readonly config: AuthConfig,
    smtpPort: number,
  ) {
    this.transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: smtpPort,
      secure: false,
      ignoreTLS: true,
    });
  }

  /**
   * The link of an e-mail, as GoTrue's `getPath` builds it:
   * `<external>/verify?token=<hash>&type=<type>&redirect_to=<url>`.
   */
  static actionLink(externalUrl: string, tokenHash: string, type: MailAction, redirectTo: string): string {
    const redirect = /[&=#]/.test(redirectTo) ? encodeURIComponent(redirectTo) : redirectTo;
    return `${externalUrl}/verify?token=${encodeURIComponent(tokenHash)}&type=${type}&redirect_to=${redirect}`;
  }

  /**
   * Renders and sends one e-mail.
   *
   * @throws GoTemplateError when a template cannot be rendered; Error when the SMTP server
   *   refuses the message.
   */
  async send(params: MailParams): Promise<void> {
    const { subject, html } = renderAuthEmail(this.config, KIND[params.action], {
      SiteURL: this.config.siteUrl,
      ConfirmationURL: AuthMailer.actionLink(
        params.externalUrl,
        params.tokenHash,
        params.action,
        params.redirectTo,
      ),
      Email: params.to,
      Token: params.otp,
      TokenHash: params.tokenHash,
      RedirectTo: params.redirectTo,
      Data: params.userMetadata,
    });
    await this.transport.sendMail({
      from: this.config.senderName
        ? { name: this.config.senderName, address: this.config.senderEmail }
        : this.config.senderEmail,
      to: params.to,
      subject,
      html,
      text: textOf(html),
    });
  }

  /** Closes the SMTP connection pool. */
  close(): void {
    this.transport.close();
  }
}
