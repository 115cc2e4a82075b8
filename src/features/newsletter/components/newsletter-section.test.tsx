import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/hooks/use-toast';
import { failTable, holdTable, recordRequests, server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { NewsletterSection } from './newsletter-section';

/** Renders the section and waits for its form, whose code loads as the section nears the screen. */
async function setup() {
  renderWithProviders(
    <>
      <NewsletterSection />
      <Toaster />
    </>,
  );
  return {
    // The first test transforms the lazy chunk too: more than the default second on a busy machine.
    input: (await screen.findByLabelText('Email address', {}, { timeout: 10_000 })) as HTMLInputElement,
    button: screen.getByRole('button', { name: 'Subscribe' }),
  };
}

describe('NewsletterSection', () => {
  beforeEach(() => {
    resetToasts();
  });

  it('has a required email input', async () => {
    const { input } = await setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Stay Connected' })).toBeInTheDocument();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
  });

  it("toasts 'Email required' for an empty address and stores nothing", async () => {
    const inserts = recordRequests('newsletter_subscribers');
    const { input, button } = await setup();
    await userEvent.type(input, '   ');
    await userEvent.click(button);
    expect(await screen.findByText('Email required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is required');
    expect(inserts).toHaveLength(0);
  });

  it('shows an inline error for a malformed address without a toast', async () => {
    const inserts = recordRequests('newsletter_subscribers');
    const { input, button } = await setup();
    await userEvent.type(input, 'not-an-email');
    await userEvent.click(button);
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address');
    expect(screen.queryByText('Email required')).not.toBeInTheDocument();
    expect(inserts).toHaveLength(0);
  });

  it("reads 'Subscribing...' while submitting, then thanks and clears the field", async () => {
    const inserts = recordRequests('newsletter_subscribers');
    const pending = holdTable('newsletter_subscribers');
    const { input, button } = await setup();
    await userEvent.type(input, ' Ruth@Example.org ');
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    pending.release();
    expect(await screen.findByText('Successfully subscribed!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Thank you for subscribing to our newsletter. Please confirm from the e-mail we just sent you.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveValue(''));
    expect(inserts.map((request) => [request.method, request.body])).toEqual([
      ['POST', { email: 'ruth@example.org' }],
    ]);
  });

  it("reports 'Already subscribed!' for code 23505 and keeps the address", async () => {
    // The hook logs the failure's details for the console (src/hooks/use-form-submit.ts).
    vi.mocked(console.error).mockImplementation(() => {});
    failTable(
      'newsletter_subscribers',
      { code: '23505', message: 'duplicate key value violates unique constraint' },
      409,
    );
    const { input, button } = await setup();
    await userEvent.type(input, 'ruth@example.org');
    await userEvent.click(button);
    expect(await screen.findByText('Already subscribed!')).toBeInTheDocument();
    expect(screen.getByText('This email address is already on our newsletter list.')).toBeInTheDocument();
    expect(input).toHaveValue('ruth@example.org');
  });

  it("reports 'Already subscribed!' for the flood guard's 409 with an empty body", async () => {
    // The hook logs the failure's details for the console (src/hooks/use-form-submit.ts).
    vi.mocked(console.error).mockImplementation(() => {});
    server.use(
      http.post(
        `${SUPABASE_URL}/rest/v1/newsletter_subscribers`,
        () => new HttpResponse(null, { status: 409 }),
      ),
    );
    const { input, button } = await setup();
    await userEvent.type(input, 'ruth@example.org');
    await userEvent.click(button);
    expect(await screen.findByText('Already subscribed!')).toBeInTheDocument();
    expect(input).toHaveValue('ruth@example.org');
  });

  it("reports other errors as a destructive 'Subscription failed' and keeps the address", async () => {
    // The hook logs the failure's details for the console (src/hooks/use-form-submit.ts).
    vi.mocked(console.error).mockImplementation(() => {});
    failTable('newsletter_subscribers');
    const { input, button } = await setup();
    await userEvent.type(input, 'ruth@example.org');
    await userEvent.click(button);
    const title = await screen.findByText('Subscription failed');
    expect(screen.getByText('Something went wrong. Please try again later.')).toBeInTheDocument();
    expect(title.closest('[data-slot="toast"]')).toHaveAttribute('data-variant', 'destructive');
    expect(input).toHaveValue('ruth@example.org');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it("toasts 'Too many submissions' for a gateway's own 429 page and keeps the address", async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    server.use(
      http.post(
        `${SUPABASE_URL}/rest/v1/newsletter_subscribers`,
        () => new HttpResponse('<html><h1>429 Too Many Requests</h1></html>', { status: 429 }),
      ),
    );
    const { input, button } = await setup();
    await userEvent.type(input, 'ruth@example.org');
    await userEvent.click(button);
    expect(await screen.findByText('Too many submissions')).toBeInTheDocument();
    expect(screen.queryByText('Subscription failed')).not.toBeInTheDocument();
    expect(input).toHaveValue('ruth@example.org');
  });
});
