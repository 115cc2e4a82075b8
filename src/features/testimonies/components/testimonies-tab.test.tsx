import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/hooks/use-toast';
import { answerTable, failTable, holdTable, recordRequests } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { findActiveContent, XSS_PAYLOADS } from '@/testing/xss-payloads';
import type { Testimony } from '../api/testimonies';
import { TestimoniesTab } from './testimonies-tab';

function testimony(id: string, extra: Partial<Testimony> = {}): Testimony {
  return {
    id,
    submitter_name: `Member ${id}`,
    testimony_title: `Title ${id}`,
    testimony_content: `Content ${id}`,
    is_approved: true,
    submitted_at: '2026-11-01T15:00:00Z',
    updated_at: '2026-11-01T15:00:00Z',
    version: 1,
    language: 'en',
    ...extra,
  };
}

function renderTab() {
  return renderWithProviders(
    <>
      <TestimoniesTab />
      <Toaster />
    </>,
  );
}

async function openForm() {
  await userEvent.click(screen.getByRole('button', { name: 'Share Your Testimony' }));
  const form = await screen.findByRole('form', { name: 'Share your testimony' }, { timeout: 5000 });
  return {
    form,
    name: within(form).getByLabelText('Your Name (optional)'),
    title: within(form).getByLabelText('Title (optional)'),
    content: within(form).getByLabelText('Your Testimony'),
    submit: within(form).getByRole('button', { name: 'Submit Testimony' }),
  };
}

describe('TestimoniesTab: the approved list', () => {
  beforeEach(() => resetToasts());
  it('shows skeletons while loading', () => {
    holdTable('member_testimonies');
    renderTab();
    expect(screen.getByRole('status')).toHaveTextContent('Loading testimonies');
  });

  it('shows each testimony with its name or Anonymous, title, content and date', async () => {
    answerTable('member_testimonies', [
      testimony('a'),
      testimony('b', { submitter_name: '', testimony_title: '' }),
      testimony('c', { submitter_name: null, testimony_title: null }),
    ]);
    renderTab();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    const [a, b, c] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(a).getByRole('heading', { name: 'Title a' })).toBeInTheDocument();
    expect(within(a).getByText('Member a')).toBeInTheDocument();
    expect(within(a).getByText('Content a')).toBeInTheDocument();
    expect(within(a).getByText('November 1, 2026')).toBeInTheDocument();
    expect(within(b).getByText('Anonymous')).toBeInTheDocument();
    expect(within(b).queryByRole('heading')).not.toBeInTheDocument();
    expect(within(c).getByText('Anonymous')).toBeInTheDocument();
  });

  it('asks only for approved testimonies, newest first', async () => {
    answerTable('member_testimonies', []);
    const requests = recordRequests('member_testimonies');
    renderTab();
    await screen.findByRole('heading', { name: 'No Testimonies Yet' });
    expect(requests[0]?.url.searchParams.get('is_approved')).toBe('eq.true');
    expect(requests[0]?.url.searchParams.get('order')).toBe('submitted_at.desc');
  });

  it('shows an empty state', async () => {
    answerTable('member_testimonies', []);
    renderTab();
    expect(await screen.findByRole('heading', { name: 'No Testimonies Yet' })).toBeInTheDocument();
  });

  it('shows an error when the read fails', async () => {
    failTable('member_testimonies');
    renderTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load testimonies.');
  });

  it('shows the XSS payloads in name, title and content as text', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    answerTable(
      'member_testimonies',
      XSS_PAYLOADS.map((p, i) =>
        testimony(String(i), {
          submitter_name: p.payload,
          testimony_title: p.payload,
          testimony_content: p.payload,
        }),
      ),
    );
    const { container } = renderTab();
    expect(await screen.findAllByRole('article')).toHaveLength(20);
    expect(screen.getByRole('heading', { name: "<script>alert('XSS')</script>" })).toBeInTheDocument();
    expect(findActiveContent(container)).toEqual([]);
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(alert).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

describe('TestimoniesTab: the form', () => {
  beforeEach(() => resetToasts());
  it('opens and closes with Share Your Testimony', async () => {
    answerTable('member_testimonies', []);
    renderTab();
    const toggle = screen.getByRole('button', { name: 'Share Your Testimony' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(
      await screen.findByRole('form', { name: 'Share your testimony' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it("says 'Testimony content is required.' for a blank testimony and sends nothing", async () => {
    answerTable('member_testimonies', []);
    const requests = recordRequests('member_testimonies');
    renderTab();
    const { content, name, submit } = await openForm();
    await userEvent.type(name, 'Ruth');
    await userEvent.type(content, '   ');
    await userEvent.click(submit);
    expect(await screen.findByText('Testimony content is required.')).toBeInTheDocument();
    expect(content).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('Ruth');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('inserts a pending testimony without asking for it back, thanks, closes and clears', async () => {
    answerTable('member_testimonies', []);
    const requests = recordRequests('member_testimonies');
    renderTab();
    const { name, title, content, submit } = await openForm();
    await userEvent.type(name, ' Ruth ');
    await userEvent.type(title, 'Provision');
    await userEvent.type(content, '  God provided.  ');
    await userEvent.click(submit);
    expect(await screen.findByText('Testimony Submitted!')).toBeInTheDocument();
    expect(screen.getByText('Thank you for sharing. It will be reviewed shortly.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    const [insert] = requests.filter((r) => r.method === 'POST');
    expect(insert?.body).toEqual({
      // Made in the browser, so the offline outbox can send it again safely (decision 0041).
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      submitter_name: 'Ruth',
      testimony_title: 'Provision',
      testimony_content: 'God provided.',
      is_approved: false,
    });
    // No `select`: a visitor cannot read a pending row back.
    expect(insert?.url.searchParams.get('select')).toBeNull();
    expect(screen.getByRole('button', { name: 'Share Your Testimony' })).toHaveFocus();

    const reopened = await openForm();
    expect(reopened.content).toHaveValue('');
    expect(reopened.name).toHaveValue('');
  });

  it('sends blank name and title as empty strings', async () => {
    answerTable('member_testimonies', []);
    const requests = recordRequests('member_testimonies');
    renderTab();
    const { content, submit } = await openForm();
    await userEvent.type(content, 'Thank you Jesus');
    await userEvent.click(submit);
    await screen.findByText('Testimony Submitted!');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      submitter_name: '',
      testimony_title: '',
      testimony_content: 'Thank you Jesus',
      is_approved: false,
    });
  });

  it("toasts 'Submission Failed' and keeps what was typed", async () => {
    // The hook logs the failure's details for the console (src/hooks/use-form-submit.ts).
    vi.mocked(console.error).mockImplementation(() => {});
    failTable('member_testimonies');
    renderTab();
    const { name, content, submit } = await openForm();
    await userEvent.type(name, 'Ruth');
    await userEvent.type(content, 'Kept');
    await userEvent.click(submit);
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getByText('Could not submit your testimony.')).toBeInTheDocument();
    expect(screen.getByRole('form')).toBeInTheDocument();
    expect(content).toHaveValue('Kept');
    expect(name).toHaveValue('Ruth');
  });
});
