/**
 * The local mail catcher: what `supabase start` runs as Mailpit (formerly Inbucket) on ports
 * 54324 (web) and 54325 (SMTP). Every message the local Auth (or later the site) sends arrives
 * here over real SMTP (`smtp-server`), is parsed with `mailparser`, kept in memory (newest
 * first, at most {@link MAX_MESSAGES}) and shown on a web page, with a JSON API in Mailpit's
 * shape (https://mailpit.axllent.org/docs/api-v1/) that tests read:
 *
 *   GET    /api/v1/messages        { total, unread, count, start, messages: [summary] }
 *   GET    /api/v1/message/{ID}    { ID, From, To, Subject, Date, Text, HTML, Attachments, … }
 *   GET    /api/v1/message/{ID}/part/{PartID}  one attachment's bytes (Resend `attachments` only)
 *   GET    /api/v1/message/{ID}/headers  { Name: [values] } every header of the message
 *   DELETE /api/v1/messages        all messages (Mailpit deletes the IDs of a JSON body, or all)
 *   GET    /                       the inbox page; /view/{ID} one message
 *   POST   /emails                 Resend's "send e-mail" API (https://resend.com/docs/api-reference/emails/send-email):
 *                                  what the site's Edge Functions send locally (RESEND_API_URL), stored
 *                                  like an SMTP message
 *
 * The HTML of a message is shown in a sandboxed iframe (`srcdoc`, no scripts), every other
 * value is HTML-escaped. Nothing here is reachable from outside 127.0.0.1.
 */
import { createHash, randomUUID } from 'node:crypto';
import addressparser from 'nodemailer/lib/addressparser';
import Fastify, { type FastifyInstance } from 'fastify';
import getPort from 'get-port';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Messages kept; older ones are dropped first (Mailpit's `--max` default is 500). */
export const MAX_MESSAGES = 500;

/** One address as Mailpit's API gives it. */
export interface MailAddress {
  Name: string;
  Address: string;
}

/** A caught message (Mailpit's message object, the fields this project reads). */
export interface CaughtMessage {
  ID: string;
  MessageID: string;
  From: MailAddress;
  To: MailAddress[];
  Subject: string;
  /** ISO 8601 time the catcher received the message. */
  Created: string;
  /** ISO 8601 `Date:` header (or the receipt time). */
  Date: string;
  Text: string;
  HTML: string;
  Size: number;
  Read: boolean;
  /** Every header by name, as Mailpit's `/headers` answers (`{ "List-Unsubscribe": ["<…>"] }`). */
  Headers: Record<string, string[]>;
  /** Attachments sent through Resend's API (`attachments`: filename, base64 content). */
  Attachments?: CaughtAttachment[];
}

/** One attachment as Mailpit lists it, with its bytes (base64) for the part endpoint. */
export interface CaughtAttachment {
  PartID: string;
  FileName: string;
  ContentType: string;
  Size: number;
  /** base64 */
  Content: string;
}

/** Options of {@link startMailCatcher}. */
export interface MailCatcherOptions {
  /** SMTP port on 127.0.0.1; 0 picks a free port. */
  smtpPort: number;
  /** Web port on 127.0.0.1; 0 picks a free port. */
  webPort: number;
}

/** A running catcher. */
export interface MailCatcher {
  /** e.g. `http://127.0.0.1:54324` (inbox page and `/api/v1`). */
  url: string;
  smtpPort: number;
  /** The caught messages, newest first. */
  messages(): readonly CaughtMessage[];
  close(): Promise<void>;
}

function addresses(value: AddressObject | AddressObject[] | undefined): MailAddress[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((group) => group.value.map((a) => ({ Name: a.name ?? '', Address: a.address ?? '' })));
}

/** Mailpit's `Snippet`: the first 250 characters of the text, whitespace collapsed. */
function snippet(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 250);
}

function summary(m: CaughtMessage): Record<string, unknown> {
  return {
    ID: m.ID,
    MessageID: m.MessageID,
    Read: m.Read,
    From: m.From,
    To: m.To,
    Cc: [],
    Bcc: [],
    ReplyTo: [],
    Subject: m.Subject,
    Created: m.Created,
    Tags: [],
    Size: m.Size,
    Attachments: m.Attachments?.length ?? 0,
    Snippet: snippet(m.Text),
  };
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

const PAGE_STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
  body { margin: 0 auto; max-width: 60rem; padding: 1rem; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #8886; vertical-align: top; }
  a { color: LinkText; }
  a:focus-visible, button:focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
  iframe { width: 100%; min-height: 24rem; border: 1px solid #8886; background: #fff; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; }
  dt { font-weight: 600; }
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

const who = (a: MailAddress): string => (a.Name ? `${a.Name} <${a.Address}>` : a.Address);

function inboxPage(list: readonly CaughtMessage[]): string {
  const rows = list
    .map(
      (
        m,
      ) => `<tr><td><a href="/view/${encodeURIComponent(m.ID)}">${escapeHtml(m.Subject || '(no subject)')}</a></td>
<td>${escapeHtml(m.To.map(who).join(', '))}</td><td>${escapeHtml(who(m.From))}</td>
<td><time datetime="${escapeHtml(m.Created)}">${escapeHtml(m.Created.replace('T', ' ').slice(0, 19))}</time></td></tr>`,
    )
    .join('\n');
  const table = list.length
    ? `<table><caption>Caught messages, newest first</caption>
<thead><tr><th scope="col">Subject</th><th scope="col">To</th><th scope="col">From</th><th scope="col">Received (UTC)</th></tr></thead>
<tbody>${rows}</tbody></table>`
    : '<p>No messages yet. Everything the local stack sends by e-mail appears here.</p>';
  return page(
    'Local inbox',
    `<h1>Local inbox</h1><p>${list.length} message${list.length === 1 ? '' : 's'}. JSON: <a href="/api/v1/messages">/api/v1/messages</a>.</p>${table}`,
  );
}

function messagePage(m: CaughtMessage): string {
  const html = m.HTML
    ? `<h2>HTML</h2><iframe title="Message body" sandbox="" srcdoc="${escapeHtml(m.HTML)}"></iframe>`
    : '';
  return page(
    m.Subject || '(no subject)',
    `<p><a href="/">Back to the inbox</a></p><h1>${escapeHtml(m.Subject || '(no subject)')}</h1>
<dl><dt>From</dt><dd>${escapeHtml(who(m.From))}</dd><dt>To</dt><dd>${escapeHtml(m.To.map(who).join(', '))}</dd>
<dt>Date</dt><dd>${escapeHtml(m.Date)}</dd></dl>${html}<h2>Text</h2><pre>${escapeHtml(m.Text)}</pre>`,
  );
}

/** The headers of an SMTP message by name (a header that appears twice has two values). */
function smtpHeaders(lines: readonly { key: string; line: string }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const { line } of lines) {
    const colon = line.indexOf(':');
    if (colon < 1) continue;
    const name = line.slice(0, colon).trim();
    (out[name] ??= []).push(
      line
        .slice(colon + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim(),
    );
  }
  return out;
}

/** Resend's error body (`statusCode`, `name`, `message`). */
function resendError(statusCode: number, name: string, message: string) {
  return { statusCode, name, message };
}

/** Addresses of a Resend field (a string or a list of strings, each `a@b` or `Name <a@b>`). */
function resendAddresses(value: unknown): MailAddress[] | undefined {
  const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value : undefined;
  if (!list || list.length === 0 || list.length > 50 || !list.every((v) => typeof v === 'string'))
    return undefined;
  const parsed = list.flatMap((v) => addressparser(v, { flatten: true }));
  if (parsed.length !== list.length || parsed.some((a) => !/^[^\s@]+@[^\s@]+$/.test(a.address)))
    return undefined;
  return parsed.map((a) => ({ Name: a.name, Address: a.address }));
}

/** A content type from a file name's extension (the attachments this project sends). */
function contentTypeOf(filename: string): string {
  if (/\.ics$/i.test(filename)) return 'text/calendar';
  if (/\.csv$/i.test(filename)) return 'text/csv';
  return 'application/octet-stream';
}

/**
 * Resend's `attachments` (a list of `{ filename, content: base64, content_type? }`; `path` is not
 * fetched locally), or undefined when the field is malformed. Absent: an empty list.
 */
function resendAttachments(value: unknown): CaughtAttachment[] | undefined {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > 20) return undefined;
  const result: CaughtAttachment[] = [];
  for (const [i, a] of value.entries()) {
    const item = (a && typeof a === 'object' ? a : {}) as Record<string, unknown>;
    if (typeof item.filename !== 'string' || typeof item.content !== 'string') return undefined;
    if (!/^[A-Za-z0-9+/=\s]*$/.test(item.content)) return undefined;
    const bytes = Buffer.from(item.content, 'base64');
    result.push({
      PartID: String(i + 2),
      FileName: item.filename,
      ContentType: typeof item.content_type === 'string' ? item.content_type : contentTypeOf(item.filename),
      Size: bytes.length,
      Content: bytes.toString('base64'),
    });
  }
  return result;
}

/**
 * Checks a Resend send request (`from`, `to`, `subject`, and `html` or `text`) and returns the
 * message to store, or Resend's error (422 `missing_required_field` / `validation_error`).
 */
export function resendMessage(
  body: unknown,
):
  | { ok: true; message: Omit<CaughtMessage, 'ID' | 'Created' | 'Read'> }
  | { ok: false; error: ReturnType<typeof resendError> } {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  for (const field of ['from', 'to', 'subject'] as const) {
    if (b[field] === undefined || b[field] === null || b[field] === '') {
      return { ok: false, error: resendError(422, 'missing_required_field', `Missing \`${field}\` field.`) };
    }
  }
  const from = resendAddresses(b.from);
  if (!from || from.length !== 1) {
    return {
      ok: false,
      error: resendError(
        422,
        'validation_error',
        'Invalid `from` field. The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.',
      ),
    };
  }
  const to = resendAddresses(b.to);
  if (!to) return { ok: false, error: resendError(422, 'validation_error', 'Invalid `to` field.') };
  if (typeof b.subject !== 'string')
    return { ok: false, error: resendError(422, 'validation_error', 'Invalid `subject` field.') };
  const text = typeof b.text === 'string' ? b.text : '';
  const html = typeof b.html === 'string' ? b.html : '';
  if (!text && !html) {
    return { ok: false, error: resendError(422, 'validation_error', 'Missing `html` or `text` field.') };
  }
  const attachments = resendAttachments(b.attachments);
  if (!attachments) {
    return { ok: false, error: resendError(422, 'validation_error', 'Invalid `attachments` field.') };
  }
  // Resend's `headers`: an object of custom header names and string values.
  const custom: Record<string, string[]> = {};
  if (b.headers !== undefined) {
    if (!b.headers || typeof b.headers !== 'object' || Array.isArray(b.headers))
      return { ok: false, error: resendError(422, 'validation_error', 'Invalid `headers` field.') };
    for (const [name, value] of Object.entries(b.headers as Record<string, unknown>)) {
      if (typeof value !== 'string' || !/^[!-9;-~]+$/.test(name) || /[\r\n]/.test(value))
        return { ok: false, error: resendError(422, 'validation_error', 'Invalid `headers` field.') };
      custom[name] = [value];
    }
  }
  const now = new Date().toISOString();
  const messageId = `<${randomUUID()}@resend.local>`;
  return {
    ok: true,
    message: {
      Headers: {
        From: [typeof b.from === 'string' ? b.from : String(b.from)],
        To: [to.map(who).join(', ')],
        Subject: [b.subject],
        Date: [new Date(now).toUTCString()],
        'Message-ID': [messageId],
        ...custom,
      },
      ...(attachments.length > 0 ? { Attachments: attachments } : {}),
      MessageID: messageId,
      From: from[0]!,
      To: to,
      Subject: b.subject,
      Date: now,
      Text: text,
      HTML: html,
      Size: Buffer.byteLength(JSON.stringify(b)),
    },
  };
}

/**
 * Starts the SMTP server and the web server on 127.0.0.1.
 *
 * @returns The inbox URL, the SMTP port, the messages and `close()`.
 * @throws Error when a port is taken.
 */
export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  const store: CaughtMessage[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    banner: 'local mail catcher',
    size: 10 * 1024 * 1024,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            const now = new Date().toISOString();
            const from = addresses(parsed.from)[0] ?? { Name: '', Address: '' };
            store.unshift({
              ID: randomUUID(),
              MessageID: parsed.messageId ?? '',
              From: from,
              To: addresses(parsed.to),
              Subject: parsed.subject ?? '',
              Created: now,
              Date: parsed.date ? parsed.date.toISOString() : now,
              Text: parsed.text ?? '',
              HTML: typeof parsed.html === 'string' ? parsed.html : '',
              Size: raw.length,
              Read: false,
              Headers: smtpHeaders(parsed.headerLines),
            });
            store.length = Math.min(store.length, MAX_MESSAGES);
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      });
    },
  });
  smtp.on('error', () => undefined);
  const smtpPort = options.smtpPort === 0 ? await getPort({ host: '127.0.0.1' }) : options.smtpPort;
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(smtpPort, '127.0.0.1', () => {
      smtp.server.off('error', reject);
      resolve();
    });
  });

  const web: FastifyInstance = Fastify({ logger: false });
  // Resend's API: Bearer key required (any value locally), Idempotency-Key honoured for 24 h as
  // Resend does (the same key and body answer the first id and store nothing; another body: 409).
  const idempotent = new Map<string, { id: string; hash: string; at: number }>();
  web.post('/emails', async (request, reply) => {
    const authorization = request.headers.authorization;
    if (!authorization || !/^Bearer\s+\S+/.test(authorization)) {
      return reply
        .code(401)
        .send(
          resendError(
            401,
            'missing_api_key',
            'Missing API key in the authorization header. Include the following header in the request: Authorization: Bearer YOUR_API_KEY',
          ),
        );
    }
    const key = request.headers['idempotency-key'];
    const hash = createHash('sha256')
      .update(JSON.stringify(request.body ?? null))
      .digest('hex');
    for (const [k, v] of idempotent) if (Date.now() - v.at > 24 * 3600_000) idempotent.delete(k);
    if (typeof key === 'string' && (key.length < 1 || key.length > 256)) {
      return reply
        .code(400)
        .send(resendError(400, 'invalid_idempotency_key', 'The key must be between 1-256 chars.'));
    }
    if (typeof key === 'string' && key) {
      const seen = idempotent.get(key);
      if (seen && seen.hash === hash) return reply.send({ id: seen.id });
      if (seen) {
        return reply
          .code(409)
          .send(
            resendError(
              409,
              'invalid_idempotent_request',
              'Same idempotency key used with a different request payload.',
            ),
          );
      }
    }
    const checked = resendMessage(request.body);
    if (!checked.ok) return reply.code(checked.error.statusCode).send(checked.error);
    const id = randomUUID();
    store.unshift({ ...checked.message, ID: id, Created: new Date().toISOString(), Read: false });
    store.length = Math.min(store.length, MAX_MESSAGES);
    if (typeof key === 'string' && key) idempotent.set(key, { id, hash, at: Date.now() });
    return reply.send({ id });
  });
  web.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(inboxPage(store)));
  web.get<{ Params: { id: string } }>('/view/:id', async (request, reply) => {
    const m = store.find((x) => x.ID === request.params.id);
    if (!m)
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(page('Not found', '<h1>Not found</h1><p><a href="/">Back to the inbox</a></p>'));
    m.Read = true;
    return reply.type('text/html; charset=utf-8').send(messagePage(m));
  });
  web.get('/api/v1/messages', async (_request, reply) =>
    reply.send({
      total: store.length,
      unread: store.filter((m) => !m.Read).length,
      count: store.length,
      messages_count: store.length,
      start: 0,
      tags: [],
      messages: store.map(summary),
    }),
  );
  web.get<{ Params: { id: string } }>('/api/v1/message/:id', async (request, reply) => {
    const m = request.params.id === 'latest' ? store[0] : store.find((x) => x.ID === request.params.id);
    if (!m) return reply.code(404).type('text/plain').send('message not found');
    m.Read = true;
    return reply.send({
      ID: m.ID,
      MessageID: m.MessageID,
      From: m.From,
      To: m.To,
      Cc: [],
      Bcc: [],
      ReplyTo: [],
      ReturnPath: m.From.Address,
      Subject: m.Subject,
      Date: m.Date,
      Tags: [],
      Text: m.Text,
      HTML: m.HTML,
      Size: m.Size,
      Inline: [],
      Attachments: (m.Attachments ?? []).map(({ PartID, FileName, ContentType, Size }) => ({
        PartID,
        FileName,
        ContentType,
        Size,
      })),
    });
  });
  web.get<{ Params: { id: string; part: string } }>(
    '/api/v1/message/:id/part/:part',
    async (request, reply) => {
      const m = store.find((x) => x.ID === request.params.id);
      const a = m?.Attachments?.find((x) => x.PartID === request.params.part);
      if (!a) return reply.code(404).type('text/plain').send('part not found');
      return reply
        .type(a.ContentType)
        .header('Content-Disposition', `attachment; filename="${a.FileName.replace(/["\\]/g, '')}"`)
        .send(Buffer.from(a.Content, 'base64'));
    },
  );
  web.get<{ Params: { id: string } }>('/api/v1/message/:id/headers', async (request, reply) => {
    const m = request.params.id === 'latest' ? store[0] : store.find((x) => x.ID === request.params.id);
    if (!m) return reply.code(404).type('text/plain').send('message not found');
    return reply.send(m.Headers);
  });
  web.delete('/api/v1/messages', async (request, reply) => {
    const ids = (request.body as { IDs?: unknown } | undefined)?.IDs;
    if (Array.isArray(ids) && ids.length > 0) {
      const drop = new Set(ids.filter((x): x is string => typeof x === 'string'));
      const kept = store.filter((m) => !drop.has(m.ID));
      store.splice(0, store.length, ...kept);
    } else {
      store.length = 0;
    }
    return reply.type('text/plain').send('ok');
  });
  const webPort = options.webPort === 0 ? await getPort({ host: '127.0.0.1' }) : options.webPort;
  try {
    await web.listen({ host: '127.0.0.1', port: webPort });
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }
  return {
    url: `http://127.0.0.1:${webPort}`,
    smtpPort,
    messages: () => store,
    close: async () => {
      await web.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
