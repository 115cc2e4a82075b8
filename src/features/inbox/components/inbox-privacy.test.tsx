import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { answerRpc, answerSiteSettings, answerTable, server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { removalText, removesAtFrom } from '../api/inbox-privacy';
import { InboxItemView } from './inbox-item';
import { InboxList } from './inbox-list';
import { retentionSchema, RetentionSettings } from './retention-settings';

const ID = 'b3f1c1de-0000-4000-8000-000000000009';
const REST = `${SUPABASE_URL}/rest/v1`;
const RETENTION = { prayer_request_months: 12, contact_message_months: 12, first_timer_months: 24 };

function workflow(overrides: Record<string, unknown> = {}) {
  return {
    status: 'new' as const,
    assignee_id: null,
    version: 3,
    updated_at: '2026-11-20T15:30:00Z',
    closed_at: null,
    received_at: '2026-11-20T15:30:00Z',
    ...overrides,
  };
}

beforeEach(async () => {
  await signInAs(STAFF_USER, { role: 'care' });
  answerSiteSettings({});
  answerRpc('inbox_assignees', []);
  answerTable('inbox_retention', [RETENTION]);
  answerRpc('inbox_mark_read', null);
});
afterEach(signOutTestUser);

describe('when items are removed', () => {
  it('says the date once an item is closed, and the months after Done while it is open', () => {
    const months = { prayer_request: 12, contact_message: 12, first_timer: 24 };
    expect(removalText(null, 'first_timer', months)).toBe('Removed 24 months after it is done');
    expect(removalText('2027-11-20T15:30:00Z', 'prayer_request', months)).toBe('Removed on Nov 20, 2027');
    expect(removalText(null, 'prayer_request', null)).toBeNull();
    // Like PostgreSQL: a day past the end of a shorter month becomes its last day.
    expect(removesAtFrom('2026-01-31T12:00:00Z', 'prayer_request', { ...months, prayer_request: 1 })).toBe(
      '2026-02-28T12:00:00.000Z',
    );
    expect(removesAtFrom(null, 'prayer_request', months)).toBeNull();
  });

  it('the list shows it on each row', async () => {
    answerTable('inbox', [
      {
        kind: 'prayer_request',
        id: ID,
        name: 'Ann',
        email: null,
        subject: null,
        excerpt: 'Pray',
        received_at: '2026-11-20T15:30:00Z',
        status: 'done',
        assignee_id: null,
        version: 2,
        read_by_me: true,
        removes_at: '2027-11-21T15:30:00Z',
      },
      {
        kind: 'first_timer',
        id: 'b3f1c1de-0000-4000-8000-000000000010',
        name: 'Ben',
        email: 'ben@example.org',
        subject: null,
        excerpt: null,
        received_at: '2026-11-19T15:30:00Z',
        status: 'new',
        assignee_id: null,
        version: 1,
        read_by_me: true,
        removes_at: null,
      },
    ]);
    renderWithProviders(<InboxList />);
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('Removed on Nov 21, 2027')).toBeInTheDocument();
    expect(await within(items[1]!).findByText('Removed 24 months after it is done')).toBeInTheDocument();
  });

  it('the item page shows it from the closing time', async () => {
    answerTable('inbox_items', [workflow({ status: 'done', closed_at: '2026-11-22T15:30:00Z' })]);
    answerTable('prayer_requests', [
      {
        id: ID,
        name: 'Ann',
        email: '',
        request_details: 'Pray',
        is_public: false,
        created_at: '2026-11-20T15:30:00Z',
      },
    ]);
    renderWithProviders(<InboxItemView kind="prayer_request" id={ID} staffRole="care" />);
    expect(await screen.findByText('Removed on Nov 22, 2027')).toBeInTheDocument();
  });
});

describe('Delete all from this person', () => {
  function renderItem(role: 'admin' | 'care' = 'care') {
    answerTable('inbox_items', [workflow()]);
    answerTable('first_timers', [
      { id: ID, name: 'Boaz', email: 'Boaz@Example.org', phone: '', how_heard: '', comments: '' },
    ]);
    return renderWithProviders(
      <Routes>
        <Route
          path="/admin/inbox/first-timer/:id"
          element={<InboxItemView kind="first_timer" id={ID} staffRole={role} />}
        />
        <Route path="/admin/inbox" element={<h1>The inbox</h1>} />
      </Routes>,
      { route: `/admin/inbox/first-timer/${ID}` },
    );
  }

  it('an admin’s search covers the newsletter list: lists what will go, deletes it and returns to the inbox', async () => {
    answerRpc('person_records', [
      { kind: 'first_timer', id: ID, received_at: '2026-11-20T15:30:00Z', label: 'Boaz' },
      {
        kind: 'contact_message',
        id: 'c0000000-0000-4000-8000-000000000001',
        received_at: '2026-10-01T15:30:00Z',
        label: 'Boaz – Baptism',
      },
      {
        kind: 'newsletter_subscriber',
        id: 'd0000000-0000-4000-8000-000000000001',
        received_at: '2026-09-01T15:30:00Z',
        label: 'boaz@example.org',
      },
    ]);
    const erased: unknown[] = [];
    server.use(
      http.post(`${REST}/rpc/erase_person`, async ({ request }) => {
        erased.push(await request.json());
        return HttpResponse.json([
          { kind: 'prayer_request', deleted: 0 },
          { kind: 'contact_message', deleted: 1 },
          { kind: 'first_timer', deleted: 1 },
          { kind: 'newsletter_subscriber', deleted: 1 },
        ]);
      }),
    );
    const user = userEvent.setup();
    renderItem('admin');
    expect(
      await screen.findByText(
        'When someone asks for their data to be removed, delete everything stored with Boaz@Example.org that your role (Admin) reads: prayer requests, contact messages, first-timer cards, newsletter subscriptions and event registrations.',
      ),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Delete all from this person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete all from this person?' });
    expect(dialog).toHaveTextContent('Everything stored with Boaz@Example.org is deleted for good');
    expect(dialog).toHaveTextContent(
      'The search covers what your role (Admin) reads: prayer requests, contact messages, first-timer cards, newsletter subscriptions and event registrations.',
    );
    expect(dialog).not.toHaveTextContent('The newsletter list is not searched');
    const listed = await within(dialog).findAllByRole('listitem');
    expect(listed.map((li) => li.textContent)).toEqual([
      'First-timer card – Boaz, Nov 20, 2026',
      'Contact message – Boaz – Baptism, Oct 1, 2026',
      'Newsletter subscription – boaz@example.org, Sep 1, 2026',
    ]);
    expect(erased).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete all (3 items)' }));
    expect(await screen.findByRole('heading', { name: 'The inbox' })).toBeInTheDocument();
    expect(erased).toEqual([{ email: 'Boaz@Example.org' }]);
  });

  it('pastoral care’s search says it covers the inbox only, and leaves the newsletter list to an admin', async () => {
    answerRpc('person_records', [
      { kind: 'first_timer', id: ID, received_at: '2026-11-20T15:30:00Z', label: 'Boaz' },
    ]);
    const user = userEvent.setup();
    renderItem('care');
    expect(
      await screen.findByText(
        'When someone asks for their data to be removed, delete everything stored with Boaz@Example.org that your role (Pastoral care) reads: prayer requests, contact messages and first-timer cards.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'The newsletter list is not searched: ask an admin to remove the address from it too.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete all from this person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete all from this person?' });
    expect(dialog).toHaveTextContent(
      'The search covers what your role (Pastoral care) reads: prayer requests, contact messages and first-timer cards. The newsletter list is not searched; an admin removes the address from it.',
    );
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Delete all (1 item)' })).toBeEnabled();
  });

  it('Cancel deletes nothing; a failure keeps the dialog open and says nothing was deleted', async () => {
    answerRpc('person_records', [
      { kind: 'first_timer', id: ID, received_at: '2026-11-20T15:30:00Z', label: 'Boaz' },
    ]);
    answerRpc('erase_person', null, { code: 'XX000', message: 'internal error' }, 500);
    const user = userEvent.setup();
    renderItem();
    await user.click(await screen.findByRole('button', { name: 'Delete all from this person' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete all from this person' }));
    dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Delete all (1 item)' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not delete. Nothing was deleted; try again.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The inbox', hidden: true })).not.toBeInTheDocument();
  });

  it('is not offered when the visitor gave no e-mail address', async () => {
    answerTable('inbox_items', [workflow()]);
    answerTable('prayer_requests', [
      {
        id: ID,
        name: '',
        email: '',
        request_details: 'Pray',
        is_public: false,
        created_at: '2026-11-20T15:30:00Z',
      },
    ]);
    renderWithProviders(<InboxItemView kind="prayer_request" id={ID} staffRole="care" />);
    await screen.findByRole('heading', { level: 1, name: 'Anonymous' });
    expect(screen.queryByRole('button', { name: 'Delete all from this person' })).not.toBeInTheDocument();
  });
});

describe('RetentionSettings', () => {
  it('shows the setting, refuses values outside 1–120 months, and saves', async () => {
    await signInAs(STAFF_USER, { role: 'admin' });
    const patches: { url: URL; body: unknown }[] = [];
    server.use(
      http.patch(`${REST}/inbox_retention`, async ({ request }) => {
        const body = (await request.json()) as Record<string, number>;
        patches.push({ url: new URL(request.url), body });
        return HttpResponse.json([body]);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<RetentionSettings />);
    const prayers = await screen.findByLabelText('Prayer requests (months)');
    expect(prayers).toHaveValue('12');
    expect(screen.getByLabelText('First-timer cards (months)')).toHaveValue('24');
    await user.clear(prayers);
    await user.type(prayers, '121');
    await user.click(screen.getByRole('button', { name: 'Save retention' }));
    expect(prayers).toHaveAttribute('aria-invalid', 'true');
    expect(prayers).toHaveAccessibleDescription('Enter a whole number of months from 1 to 120.');
    expect(patches).toEqual([]);
    await user.clear(prayers);
    await user.type(prayers, '6');
    await user.click(screen.getByRole('button', { name: 'Save retention' }));
    expect(await screen.findByText('Saved. The nightly job uses the new setting.')).toBeInTheDocument();
    expect(patches[0]?.body).toEqual({
      prayer_request_months: 6,
      contact_message_months: 12,
      first_timer_months: 24,
    });
    expect(patches[0]?.url.searchParams.get('id')).toBe('eq.true');
  });

  it('takes whole numbers of months from 1 to 120 only', () => {
    const check = (prayer: string) =>
      retentionSchema.safeParse({ prayer_request: prayer, contact_message: '12', first_timer: '24' });
    expect(check(' 12 ').data?.prayer_request).toBe(12);
    for (const bad of ['0', '121', '1.5', '-3', '', 'twelve']) expect(check(bad).success, bad).toBe(false);
  });
});
