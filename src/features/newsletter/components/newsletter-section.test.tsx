import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/hooks/use-toast';
import { requests, resetFakeDb, respond, type FakeResponse } from '@/testing/fake-db';
import { renderWithProviders } from '@/testing/render';
import { NewsletterSection } from './newsletter-section';

vi.mock('@/lib/supabase-rest', () => import('@/testing/fake-db'));

function setup() {
  renderWithProviders(
    <>
      <NewsletterSection />
      <Toaster />
    </>,
  );
  return {
    input: screen.getByLabelText('Email address') as HTMLInputElement,
    button: screen.getByRole('button', { name: 'Subscribe' }),
  };
}

const inserts = () => requests.filter((request) => request.table === 'newsletter_subscribers');

describe('NewsletterSection', () => {
  beforeEach(() => {
    resetFakeDb();
    resetToasts();
  });

  it('has a required email input', () => {
    const { input } = setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Stay Connected' })).toBeInTheDocument();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
  });

  it("toasts 'Email required' for an empty address and stores nothing", async () => {
    const { input, button } = setup();
    await userEvent.type(input, '   ');
    await userEvent.click(button);
    expect(await screen.findByText('Email required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is required');
    expect(inserts()).toHaveLength(0);
  });

  it('shows an inline error for a malformed address without a toast', async () => {
    const { input, button } = setup();
    await userEvent.type(input, 'not-an-email');
    await userEvent.click(button);
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Email required')).not.toBeInTheDocument();
    expect(inserts()).toHaveLength(0);
  });

  it("reads 'Subscribing...' while submitting, then thanks and clears the field", async () => {
    let answer: (response: FakeResponse) => void = () => {};
    respond('newsletter_subscribers', () => new Promise((resolve) => (answer = resolve)));
    const { input, button } = setup();
    await userEvent.type(input, ' Ruth@Example.org ');
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    answer({ error: null });
    expect(await screen.findByText('Successfully subscribed!')).toBeInTheDocument();
    expect(screen.getByText('Thank you for subscribing to our newsletter.')).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveValue(''));
    expect(inserts()[0]?.calls).toEqual([['insert', { email: 'ruth@example.org' }]]);
  });

  it("reports 'Already subscribed!' for code 23505 and keeps the address", async () => {
    respond('newsletter_subscribers', { error: { code: '23505', message: 'duplicate key' } });
    const { input, button } = setup();
    await userEvent.type(input, 'ruth@example.org');
    await userEvent.click(button);
    expect(await screen.findByText('Already subscribed!')).toBeInTheDocument();
    expect(screen.getByText('This email address is already on our newsletter list.')).toBeInTheDocument();
    expect(input).toHaveValue('ruth@example.org');
  });

  it("reports other errors as a destructive 'Subscription failed' and keeps the address", async () => {
    respond('newsletter_subscribers', { error: { code: '500', message: 'down' } });
    const { input, button } = setup();
    await userEvent.type(input, 'ruth@example.org');
    await userEvent.click(button);
    const title = await screen.findByText('Subscription failed');
    expect(screen.getByText('Something went wrong. Please try again later.')).toBeInTheDocument();
    expect(title.closest('[data-slot="toast"]')).toHaveAttribute('data-variant', 'destructive');
    expect(input).toHaveValue('ruth@example.org');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});
