import { describe, expect, it } from 'vitest';
import { OUTBOX_MAX_AGE_MS } from './form-queue';
import type { QueuedRequest } from './outbox-store';
import { outboxItemOf, previewOf } from './outbox-summary';

const API = 'https://abcd.supabase.co/rest/v1';
const SAVED = Date.UTC(2026, 11, 6, 19, 5);

function entry(table: string, row: Record<string, unknown>): QueuedRequest {
  return {
    key: table,
    url: `${API}/${table}`,
    method: 'POST',
    headers: {},
    body: JSON.stringify(row),
    queuedAt: SAVED,
  };
}

const PRAYER = entry('prayer_requests', {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  request_details: 'Please pray for my mother in hospital this week',
});
const CONTACT = entry('contact_messages', {
  name: 'Ada',
  email: 'ada@example.org',
  subject: 'Wedding',
  message: 'Hall',
});

describe('outboxItemOf: what the list shows of a waiting form (issue 41)', () => {
  it('names the form, the time and the first words only', () => {
    expect(outboxItemOf(PRAYER)).toEqual({
      key: 'prayer_requests',
      form: 'prayer',
      queuedAt: SAVED,
      expiresAt: SAVED + OUTBOX_MAX_AGE_MS,
      preview: 'Please pray for…',
    });
    expect(outboxItemOf(CONTACT).preview).toBe('Wedding');
    expect(outboxItemOf(entry('first_timers', { name: 'Ada', email: 'a@b.c' }))).toMatchObject({
      form: 'firstTimer',
      preview: null,
    });
    expect(outboxItemOf(entry('newsletter_subscribers', { email: 'a@b.c' }))).toMatchObject({
      form: 'newsletter',
      preview: null,
    });
    expect(outboxItemOf(entry('member_testimonies', { testimony_content: 'God kept us' })).preview).toBe(
      'God kept us',
    );
    expect(outboxItemOf({ ...PRAYER, body: 'not json' }).preview).toBeNull();
  });

  it('cuts a long word', () => {
    expect(previewOf('x'.repeat(80))).toBe(`${'x'.repeat(32)}…`);
    expect(previewOf('  ')).toBeNull();
  });
});
