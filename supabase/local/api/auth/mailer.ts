/**
 * The Auth mailer: GoTrue's e-mails (`internal/mailer/templatemailer`) sent over SMTP with
 * nodemailer to the local mail catcher.
 *
 * Subjects and bodies are the defaults a hosted project's dashboard shows under Authentication →
 * Emails ('Confirm Your Signup', 'Your Magic Link', 'Reset Your Password', 'You have been
 * invited'), unless config.toml names a custom template (`[auth.email.template.<kind>]`
 * `subject` / `content_path`). Templates are Go templates; the variables GoTrue passes are
 * replaced (`{{ .ConfirmationURL }}`, `{{ .Token }}`, `{{ .TokenHash }}`, `{{ .SiteURL }}`,
 * `{{ .Email }}`, `{{ .RedirectTo }}`, `{{ .Data.<key> }}`), HTML-escaped as Go's html/template
 * does; other template actions (`if`, `range`) are not evaluated.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { AuthConfig, EmailTemplateKind } from '../../auth-config';

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
};

const escape = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;' })[c] ?? c,
  );

/**
 * Replaces `{{ .Name }}` and `{{ .Data.key }}` in a Go template.
 *
 * @param values - Top-level variables; `Data` holds the user's metadata.
 */
export function renderTemplate(
  template: string,
  values: { [name: string]: string | Record<string, unknown> | undefined; Data?: Record<string, unknown> },
): string {
  return template.replace(
    /\{\{\s*\.([A-Za-z]+)(?:\.([A-Za-z0-9_]+))?\s*\}\}/g,
    (whole, name: string, key?: string) => {
      if (name === 'Data' && key !== undefined) {
        const v = values.Data?.[key];
        return v === undefined || v === null ? '' : escape(String(v));
      }
      const v = (values as Record<string, unknown>)[name];
      return typeof v === 'string' ? escape(v) : whole;
    },
  );
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
   * @throws Error when the SMTP server refuses it.
   */
  async send(params: MailParams): Promise<void> {
    const kind = KIND[params.action];
    const custom = this.config.templates[kind];
    const values = {
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
    };
    const html = renderTemplate(custom?.content ?? DEFAULT_BODY[kind], values);
    const subject = renderTemplate(custom?.subject ?? DEFAULT_SUBJECT[kind], values)
      .replace(/&amp;/g, '&')
      .replace(/&#39;/g, "'");
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
