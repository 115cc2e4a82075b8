import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { answerRpc, answerSiteSettings, answerTable, server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { churchName, replyHref, telHref } from './inbox-item';
import { InboxItemView } from './inbox-item';

const ID = 'b3f1c1de-0000-4000-8000-000000000009';
const CARE_ID = 'a0000000-0000-4000-8000-000000000004';
const REST = `${SUPABASE_URL}/rest/v1`;

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

/** Records the calls of `inbox_mark_read`. */
function recordMarkRead() {
  const calls: unknown[] = [];
  server.use(
    http.post(`${REST}/rpc/inbox_mark_read`, async ({ request }) => {
      calls.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

/** Signs in as pastoral care and answers the item page's reads: assignees, workflow row and notes. */
async function arrangeItem() {
  await signInAs(STAFF_USER, { role: 'care' });
  answerSiteSettings({});
  answerRpc('inbox_assignees', [
    { user_id: CARE_ID, display_name: 'care@example.org', email: 'care@example.org' },
    { user_id: STAFF_USER.id, display_name: 'Pastor Sam', email: 'staff@example.org' },
  ]);
  answerTable('inbox_items', [workflow()]);
  answerTable('inbox_notes', [
    {
      id: 'c0000000-0000-4000-8000-000000000001',
      author_id: CARE_ID,
      author_email: 'care@example.org',
      author_name: 'care@example.org',
      body: 'Phoned her.',
      created_at: '2026-11-21T14:00:00Z',
    },
    {
      id: 'c0000000-0000-4000-8000-000000000002',
      author_id: STAFF_USER.id,
      author_email: 'staff@example.org',
      author_name: 'staff@example.org',
      body: 'Visited.',
      created_at: '2026-11-22T14:00:00Z',
    },
    {
      id: 'c0000000-0000-4000-8000-000000000003',
      author_id: 'f0000000-0000-4000-8000-000000000009',
      author_email: 'gone@example.org',
      author_name: 'Deacon Dan',
      body: 'Prayed.',
      created_at: '2026-11-23T14:00:00Z',
    },
  ]);
}

describe('InboxItemView: what was sent', () => {
  beforeEach(arrangeItem);
  afterEach(signOutTestUser);

  it('shows what a contact message said, with reply and call links, and marks it read', async () => {
    const marks = recordMarkRead();
    answerTable('contact_messages', [
      {
        id: ID,
        name: 'Ruth Miller',
        email: 'ruth@example.org',
        phone: '+1 (317) 555-0100',
        subject: 'Baptism class',
        message: 'When is the next class?',
        created_at: '2026-11-20T15:30:00Z',
      },
    ]);
    renderWithProviders(<InboxItemView kind="contact_message" id={ID} staffRole="care" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ruth Miller' })).toBeInTheDocument();
    expect(screen.getByText('When is the next class?')).toBeInTheDocument();
    expect(screen.getByText('Nov 20, 2026, 10:30 AM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      `mailto:ruth@example.org?subject=${encodeURIComponent('Re: Baptism class – Our Church')}`,
    );
    expect(screen.getByRole('link', { name: 'Call +1 (317) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+13175550100',
    );
    expect(await screen.findByText('Phoned her.')).toBeInTheDocument();
    // Authors by name: their current one while they are care or admin staff, else as they signed.
    expect(screen.getByText('Visited.').closest('li')).toHaveTextContent('Pastor Sam, Nov 22, 2026');
    expect(screen.getByText('Prayed.').closest('li')).toHaveTextContent('Deacon Dan, Nov 23, 2026');
    expect(screen.getByText('Phoned her.').closest('li')).toHaveTextContent(
      'care@example.org, Nov 21, 2026, 9:00 AM',
    );
    await expect.poll(() => marks).toEqual([{ item_kind: 'contact_message', item: ID }]);
  });

  it('says whether a prayer request may be shared, and calls a blank name Anonymous', async () => {
    recordMarkRead();
    answerTable('prayer_requests', [
      {
        id: ID,
        name: '',
        email: '',
        request_details: 'Healing for my father.',
        is_public: true,
        created_at: '2026-11-20T15:30:00Z',
      },
    ]);
    renderWithProviders(<InboxItemView kind="prayer_request" id={ID} staffRole="care" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Anonymous' })).toBeInTheDocument();
    expect(screen.getByText('Yes: they asked for it to be shared with the prayer team.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reply by e-mail' })).not.toBeInTheDocument();
  });

  it('says when the item is not in the inbox', async () => {
    answerTable('prayer_requests', []);
    answerTable('inbox_items', []);
    renderWithProviders(<InboxItemView kind="prayer_request" id={ID} staffRole="care" />);
    expect(await screen.findByRole('heading', { name: 'This item is not in the inbox' })).toBeInTheDocument();
  });
});

describe('InboxItemView: follow-up and notes', () => {
  beforeEach(arrangeItem);
  afterEach(signOutTestUser);

  it('saves status and assignee with the version it read', async () => {
    recordMarkRead();
    answerTable('first_timers', [
      { id: ID, name: 'Boaz', email: 'boaz@example.org', phone: '', how_heard: 'A friend', comments: '' },
    ]);
    const patches: { url: URL; body: unknown }[] = [];
    server.use(
      http.patch(`${REST}/inbox_items`, async ({ request }) => {
        patches.push({ url: new URL(request.url), body: await request.json() });
        return HttpResponse.json(workflow({ status: 'done', assignee_id: CARE_ID, version: 4 }));
      }),
    );
    renderWithProviders(<InboxItemView kind="first_timer" id={ID} staffRole="care" />);
    await screen.findByRole('heading', { level: 1, name: 'Boaz' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Done');
    await userEvent.selectOptions(await screen.findByLabelText('Assigned to'), 'care@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(patches[0]?.body).toEqual({ status: 'done', assignee_id: CARE_ID, version: 3 });
    expect(patches[0]?.url.searchParams.get('item_id')).toBe(`eq.${ID}`);
    expect(patches[0]?.url.searchParams.get('kind')).toBe('eq.first_timer');
  });

  it('tells the user when someone else changed the item, and reloads it', async () => {
    recordMarkRead();
    answerTable('first_timers', [
      { id: ID, name: 'Boaz', email: 'boaz@example.org', phone: '', how_heard: '', comments: '' },
    ]);
    server.use(
      http.patch(`${REST}/inbox_items`, () =>
        HttpResponse.json(
          {
            code: 'PT409',
            message: 'Someone else changed this item.',
            details: 'inbox_item_changed',
            hint: null,
          },
          { status: 409 },
        ),
      ),
    );
    renderWithProviders(<InboxItemView kind="first_timer" id={ID} staffRole="care" />);
    await screen.findByRole('heading', { level: 1, name: 'Boaz' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Archived');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else changed this item. Reload to see their changes.',
    );
    answerTable('inbox_items', [workflow({ status: 'in_progress', version: 4 })]);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await expect.poll(() => (screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('in_progress');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds a note, and refuses a blank one', async () => {
    recordMarkRead();
    answerTable('first_timers', [
      { id: ID, name: 'Boaz', email: 'boaz@example.org', phone: '', how_heard: '', comments: '' },
    ]);
    const posted: unknown[] = [];
    server.use(
      http.post(`${REST}/inbox_notes`, async ({ request }) => {
        posted.push(await request.json());
        return new HttpResponse(null, { status: 201 });
      }),
    );
    renderWithProviders(<InboxItemView kind="first_timer" id={ID} staffRole="care" />);
    await screen.findByText('Phoned her.');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write a note first.');
    expect(posted).toEqual([]);
    await userEvent.type(screen.getByLabelText('New note'), 'Invited to lunch.');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await expect
      .poll(() => posted)
      .toEqual([{ kind: 'first_timer', item_id: ID, body: 'Invited to lunch.' }]);
    await expect.poll(() => (screen.getByLabelText('New note') as HTMLTextAreaElement).value).toBe('');
  });
});

describe('reply and phone links', () => {
  it('names the church from site_identity, else the built-in name', () => {
    expect(churchName({ site_identity: { name: 'Grace Chapel' } })).toBe('Grace Chapel');
    expect(churchName({})).toBe('Our Church');
    expect(replyHref('a+b@example.org', { kind: 'prayer_request', row: {} as never }, 'Grace Chapel')).toBe(
      `mailto:a%2Bb@example.org?subject=${encodeURIComponent('Re: Your prayer request – Grace Chapel')}`,
    );
    expect(telHref(' (317) 555-0142 ')).toBe('tel:3175550142');
  });
});
