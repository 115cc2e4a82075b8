import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_QUEUE_FLAG } from './form-flag';
import type { QueuedRequest } from './outbox-store';

// The outbox's rules over a store kept in memory (IndexedDB itself is exercised by
// e2e/offline.spec.ts in Chromium): issue 41 item 9, entries expire after 7 days.
const stored = new Map<string, QueuedRequest>();
vi.mock('./outbox-store', () => ({
  OUTBOX_DB: { name: 'church-offline', store: 'form-queue' },
  readEntries: async () => [...stored.values()],
  writeEntry: async (entry: QueuedRequest) => void stored.set(entry.key, entry),
  deleteEntries: async (keys: string[]) => keys.forEach((key) => stored.delete(key)),
}));

const { discard, enqueue, flushQueue, isExpired, OUTBOX_MAX_AGE_MS, queued } = await import('./form-queue');

const API = 'https://abcd.supabase.co/rest/v1';
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 11, 6, 12);

function entry(key: string, queuedAt: number, table = 'prayer_requests'): QueuedRequest {
  return {
    key,
    url: `${API}/${table}`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: key, request_details: `Prayer ${key}` }),
    queuedAt,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  stored.clear();
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the outbox keeps an entry at most 7 days (issue 41)', () => {
  it('counts an entry as expired from 7 days after it was saved, or when its time is in doubt', () => {
    expect(OUTBOX_MAX_AGE_MS).toBe(7 * DAY);
    expect(isExpired({ queuedAt: NOW - 7 * DAY + 1 }, NOW)).toBe(false);
    expect(isExpired({ queuedAt: NOW - 7 * DAY }, NOW)).toBe(true);
    expect(isExpired({ queuedAt: NOW + 60_000 }, NOW)).toBe(false);
    expect(isExpired({ queuedAt: NOW + 2 * DAY }, NOW)).toBe(true);
    expect(isExpired({ queuedAt: Number.NaN }, NOW)).toBe(true);
    expect(isExpired({ queuedAt: undefined as unknown as number }, NOW)).toBe(true);
  });

  it('deletes an entry unsent once 7 days have passed, and sends the younger ones', async () => {
    await enqueue(entry('old', NOW));
    vi.setSystemTime(NOW + 3 * DAY);
    await enqueue(entry('young', NOW + 3 * DAY));
    expect(localStorage.getItem(FORM_QUEUE_FLAG)).toBe('1');

    vi.setSystemTime(NOW + 7 * DAY);
    const send = vi.fn(async () => new Response(null, { status: 201 }));
    expect(await flushQueue(send as typeof fetch)).toBe(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]).toEqual([
      `${API}/prayer_requests`,
      expect.objectContaining({ method: 'POST' }),
    ]);
    expect(JSON.parse(String((send.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual(
      expect.objectContaining({ id: 'young' }),
    );
    expect(stored.size).toBe(0);
    expect(localStorage.getItem(FORM_QUEUE_FLAG)).toBeNull();
  });

  it('deletes expired entries when the list is read, even with no network', async () => {
    await enqueue(entry('a', NOW - 8 * DAY));
    await enqueue(entry('b', NOW - DAY));
    await enqueue(entry('c', NOW - 2 * DAY));
    expect((await queued()).map((e) => e.key)).toEqual(['c', 'b']);
    expect([...stored.keys()].sort()).toEqual(['b', 'c']);

    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.setSystemTime(NOW + 5 * DAY);
    expect(await flushQueue(offline as typeof fetch)).toBe(0);
    expect(offline).toHaveBeenCalledTimes(1);
    expect([...stored.keys()]).toEqual(['b']);
    expect(localStorage.getItem(FORM_QUEUE_FLAG)).toBe('1');
    vi.setSystemTime(NOW + 6 * DAY);
    expect(await queued()).toEqual([]);
    expect(stored.size).toBe(0);
    expect(localStorage.getItem(FORM_QUEUE_FLAG)).toBeNull();
  });
});

describe('discard', () => {
  it('deletes one entry unsent, keeps the others, and clears the flag with the last', async () => {
    await enqueue(entry('a', NOW - 2 * DAY));
    await enqueue(entry('b', NOW - DAY));
    await discard('a');
    expect((await queued()).map((e) => e.key)).toEqual(['b']);
    expect(localStorage.getItem(FORM_QUEUE_FLAG)).toBe('1');
    await discard('b');
    expect(stored.size).toBe(0);
    expect(localStorage.getItem(FORM_QUEUE_FLAG)).toBeNull();
  });

  it('announces every change to the open pages', async () => {
    const channel = new BroadcastChannel('church-form-queue');
    const messages: unknown[] = [];
    channel.onmessage = (event: MessageEvent) => messages.push(event.data);
    try {
      await enqueue(entry('a', NOW));
      await discard('a');
      await vi.waitFor(() => expect(messages.length).toBeGreaterThanOrEqual(2));
      expect(messages.every((m) => m === 'changed')).toBe(true);
    } finally {
      channel.close();
    }
  });
});
