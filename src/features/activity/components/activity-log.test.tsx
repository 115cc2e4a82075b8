import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { answerRpc, holdTable, server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import type { ActivityEntry } from '../api/activity-log';
import { ActivityLog } from './activity-log';

const EDITOR_ID = '7f9c1c2e-1d5b-4c3a-9a51-0000000000e1';

function entry(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id: 1,
    occurred_at: '2026-11-20T15:30:00Z',
    actor_id: EDITOR_ID,
    actor_email: 'editor@example.org',
    actor_name: 'Communications',
    area: 'content',
    table_name: 'member_testimonies',
    row_id: 'b3f1c1de-0000-4000-8000-000000000001',
    action: 'update',
    changed_columns: ['is_approved'],
    changes: { is_approved: { old: false, new: true } },
    subject: null,
    summary: 'Communications approved a testimony',
    ...overrides,
  };
}

/**
 * Answers `GET /rest/v1/activity_log` with `entries` and `Content-Range: <range>/<total>`, as
 * PostgREST does with `Prefer: count=exact`, and records the requests.
 */
function answerLog(entries: ActivityEntry[], total = entries.length) {
  const seen: URL[] = [];
  server.use(
    http.get(`${SUPABASE_URL}/rest/v1/activity_log`, ({ request }) => {
      const url = new URL(request.url);
      seen.push(url);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const range = entries.length ? `${offset}-${offset + entries.length - 1}` : '*';
      return HttpResponse.json(entries, { headers: { 'Content-Range': `${range}/${total}` } });
    }),
  );
  return seen;
}

describe('ActivityLog', () => {
  beforeEach(async () => {
    await signInAs(STAFF_USER, { role: 'admin' });
    answerRpc('activity_log_people', [
      { actor_id: EDITOR_ID, actor_email: 'editor@example.org', actor_name: 'Communications' },
      { actor_id: STAFF_USER.id, actor_email: 'staff@example.org', actor_name: 'Church Office' },
    ]);
  });
  afterEach(signOutTestUser);

  it('shows a loading skeleton, then the entries newest first as sentences with their changes', async () => {
    const held = holdTable('activity_log');
    const seen = answerLog([
      entry(),
      entry({
        id: 2,
        area: 'inbox',
        table_name: 'prayer_requests',
        action: 'delete',
        actor_email: 'care@example.org',
        actor_name: 'Pastoral Care',
        changed_columns: ['name', 'request_details'],
        changes: {},
        summary: 'Pastoral Care deleted a prayer request',
      }),
      entry({
        id: 3,
        area: 'staff',
        table_name: 'staff_members',
        actor_id: STAFF_USER.id,
        actor_email: 'staff@example.org',
        actor_name: 'Church Office',
        changed_columns: ['role'],
        changes: { role: { old: 'editor', new: 'care' } },
        subject: 'Communications',
        summary: 'Church Office changed Communications from Editor to Pastoral care',
      }),
      entry({
        id: 4,
        table_name: 'sermons',
        changed_columns: ['title', 'series'],
        changes: { title: { old: 'Grace', new: 'Grace Abounds' }, series: { old: null, new: 'Romans' } },
        subject: 'Grace Abounds',
        summary: 'Communications changed the sermon "Grace Abounds"',
      }),
    ]);
    renderWithProviders(<ActivityLog />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading activity');
    held.release();
    expect(await screen.findByText('Communications approved a testimony')).toBeInTheDocument();
    expect(screen.getByText('Pastoral Care deleted a prayer request')).toBeInTheDocument();
    expect(
      screen.getByText('Church Office changed Communications from Editor to Pastoral care'),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 1–4 of 4')).toBeInTheDocument();

    const url = seen[0];
    expect(url?.searchParams.get('order')).toBe('occurred_at.desc,id.desc');
    expect(url?.searchParams.get('offset')).toBe('0');
    expect(url?.searchParams.get('limit')).toBe('25');

    const items = screen.getAllByRole('listitem');
    // One field: old → new at once, by the names the pages use.
    expect(items[0]).toHaveTextContent('Approved: from No → to Yes');
    expect(items[2]).toHaveTextContent('Role: from Editor → to Pastoral care');
    // A visitor's submission: the fields by name, never their values.
    await userEvent.click(within(items[1]!).getByText('2 fields'));
    expect(within(items[1]!).getByText('Request details')).toBeInTheDocument();
    expect(within(items[1]!).getAllByText('value not recorded')).toHaveLength(2);
    // Several fields: behind a disclosure.
    await userEvent.click(within(items[3]!).getByText('2 fields'));
    expect(within(items[3]!).getByText('Grace')).toBeInTheDocument();
    expect(within(items[3]!).getByText('Romans')).toBeInTheDocument();
  });

  it('an entry written without a sentence still reads as one', async () => {
    answerLog([entry({ summary: '', actor_name: null, actor_email: 'old@example.org' })]);
    renderWithProviders(<ActivityLog />);
    expect(await screen.findByText('old@example.org changed a testimony')).toBeInTheDocument();
  });

  it('filters by person, area and day range (church time zone) through the request', async () => {
    const seen = answerLog([entry()]);
    renderWithProviders(<ActivityLog />);
    await screen.findByText('Communications approved a testimony');

    // People by name.
    await userEvent.selectOptions(await screen.findByLabelText('Person'), 'Communications');
    await userEvent.selectOptions(screen.getByLabelText('Area'), 'Content');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-30');

    const last = seen.at(-1);
    expect(last?.searchParams.get('actor_id')).toBe(`eq.${EDITOR_ID}`);
    expect(last?.searchParams.get('area')).toBe('eq.content');
    // In Indianapolis, 1 November 2026 begins at 04:00 UTC (daylight time ends at 2 am that day)
    // and 1 December at 05:00 UTC; the last day chosen is included.
    expect(last?.searchParams.getAll('occurred_at')).toEqual([
      'gte.2026-11-01T04:00:00.000Z',
      'lt.2026-12-01T05:00:00.000Z',
    ]);
  });

  it('pages through the log with Older and Newer', async () => {
    const seen = answerLog(
      Array.from({ length: 25 }, (_, i) => entry({ id: 100 - i })),
      60,
    );
    renderWithProviders(<ActivityLog />);
    expect(await screen.findByText('Showing 1–25 of 60')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(seen.at(-1)?.searchParams.get('offset')).toBe('25');
    expect(await screen.findByText('Showing 26–50 of 60')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  });
});
