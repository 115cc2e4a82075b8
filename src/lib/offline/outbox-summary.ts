/**
 * What the outbox list shows of a waiting submission (issue 41 item 9, docs/decisions/0041):
 * which form, when it was saved, when it will be deleted unsent, and at most the first words of
 * its main text to tell two of the same kind apart. Never the name, e-mail, phone or the whole
 * text: the list is shown to whoever opens the site on the device.
 */
import { formTableOf } from './form-tables';
import { OUTBOX_MAX_AGE_MS } from './form-queue';
import type { QueuedRequest } from './outbox-store';

/** Which form waits (the list names it in the page's language: `@/i18n/outbox`). */
export type OutboxForm = 'prayer' | 'contact' | 'firstTimer' | 'testimony' | 'newsletter' | 'other';

/** One line of the outbox list. */
export interface OutboxItem {
  /** The entry's key (for 'Discard'). */
  key: string;
  /** The form, e.g. `prayer` ('Prayer request'). */
  form: OutboxForm;
  /** When it was saved, ms since the epoch. */
  queuedAt: number;
  /** When it will be deleted if still not sent, ms since the epoch. */
  expiresAt: number;
  /** The first words of its main text followed by '…', or `null` when the form has none. */
  preview: string | null;
}

/** Each table's form and the fields (first non-empty wins) its preview comes from. */
const FORMS: Record<string, { form: OutboxForm; fields: string[] }> = {
  prayer_requests: { form: 'prayer', fields: ['request_details'] },
  contact_messages: { form: 'contact', fields: ['subject'] },
  first_timers: { form: 'firstTimer', fields: [] },
  member_testimonies: { form: 'testimony', fields: ['testimony_title', 'testimony_content'] },
  newsletter_subscribers: { form: 'newsletter', fields: [] },
};

/** Words and characters a preview keeps at most. */
export const PREVIEW_LIMITS = { words: 3, characters: 32 } as const;

/**
 * The first {@link PREVIEW_LIMITS}.words words of a text (at most `.characters` characters),
 * followed by '…' when anything was left out; `null` for an empty text.
 */
export function previewOf(text: string): string | null {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  let preview = words.slice(0, PREVIEW_LIMITS.words).join(' ');
  if (preview.length > PREVIEW_LIMITS.characters)
    preview = preview.slice(0, PREVIEW_LIMITS.characters).trimEnd();
  return preview.length < text.trim().length ? `${preview}…` : preview;
}

/**
 * The list line of a queued submission.
 *
 * @param entry - the entry as the outbox keeps it.
 */
export function outboxItemOf(entry: QueuedRequest): OutboxItem {
  const table = formTableOf(entry.url, entry.method) ?? '';
  const form = FORMS[table] ?? { form: 'other', fields: [] };
  let row: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(entry.body);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      row = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: no preview.
  }
  const text = form.fields
    .map((field) => row[field])
    .find((value) => typeof value === 'string' && value.trim());
  return {
    key: entry.key,
    form: form.form,
    queuedAt: entry.queuedAt,
    expiresAt: entry.queuedAt + OUTBOX_MAX_AGE_MS,
    preview: typeof text === 'string' ? previewOf(text) : null,
  };
}
