import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts, useToasts } from '@/hooks/use-toast';
import { failTable, recordRequests } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { FirstTimerContent } from './first-timer-content';

function ToastDurations() {
  return (
    <output data-testid="toast-durations">
      {useToasts()
        .map((t) => t.duration)
        .join(',')}
    </output>
  );
}

const HOW_HEARD = 'How did you hear about us? (optional)';

function setup() {
  renderWithProviders(
    <>
      <FirstTimerContent />
      <Toaster />
      <ToastDurations />
    </>,
  );
  const field = (label: string) => screen.getByLabelText(label, { exact: true });
  return { field, submit: () => screen.getByRole('button', { name: /Connect With Us|Submitting/ }) };
}

describe('FirstTimerContent', () => {
  beforeEach(() => resetToasts());

  it('requires name and email, checks the e-mail, and sends nothing', async () => {
    const sent = recordRequests('first_timers');
    const { field, submit } = setup();
    await userEvent.click(submit());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await userEvent.type(field('Email'), 'avery@');
    await userEvent.click(submit());
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(field('Comments or prayer requests (optional)')).toHaveAttribute('aria-invalid', 'false');
    expect(sent).toHaveLength(0);
  });

  it("offers 'How did you hear about us?' with 'Other' last", () => {
    const { field } = setup();
    const options = Array.from((field(HOW_HEARD) as HTMLSelectElement).options).map((o) => o.text);
    expect(options[0]).toBe('Select an option');
    expect(options.at(-1)).toBe('Other');
    expect(options.length).toBeGreaterThan(4);
  });

  it("inserts the card, toasts 'Welcome to the Family!' for 6 s and shows the success view", async () => {
    const sent = recordRequests('first_timers');
    const { field, submit } = setup();
    await userEvent.type(field('Full name'), 'Avery Smith');
    await userEvent.type(field('Email'), 'avery@example.org');
    await userEvent.selectOptions(field(HOW_HEARD), 'Other');
    await userEvent.type(field('Comments or prayer requests (optional)'), 'Two\nlines');
    await userEvent.click(submit());

    expect(await screen.findByText('Welcome to the Family!')).toBeInTheDocument();
    expect(
      screen.getByText("Thank you for connecting with us. We're excited to meet you!"),
    ).toBeInTheDocument();
    expect(screen.getByTestId('toast-durations')).toHaveTextContent('6000');
    const heading = screen.getByRole('heading', { name: 'Submission Successful!' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('link', { name: 'See Upcoming Events' })).toHaveAttribute('href', '/events');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(sent[0]?.body).toEqual({
      // Made in the browser, so the offline outbox can send it again safely (decision 0041).
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Avery Smith',
      email: 'avery@example.org',
      phone: '',
      how_heard: 'Other',
      comments: 'Two\nlines',
    });
    expect(sent[0]?.url.searchParams.get('select')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Fill out another card' }));
    expect(field('Full name')).toHaveValue('');
  });

  it("toasts 'Error Submitting Form' for 5 s on failure and keeps what was typed", async () => {
    // The hook logs the failure's details for the console (src/hooks/use-form-submit.ts).
    vi.mocked(console.error).mockImplementation(() => {});
    failTable('first_timers');
    const { field, submit } = setup();
    await userEvent.type(field('Full name'), 'Avery Smith');
    await userEvent.type(field('Email'), 'avery@example.org');
    await userEvent.selectOptions(field(HOW_HEARD), 'Social media');
    await userEvent.click(submit());
    expect(await screen.findByText('Error Submitting Form')).toBeInTheDocument();
    expect(
      screen.getByText('Something went wrong. Please try again or speak to an usher.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('toast-durations')).toHaveTextContent('5000');
    expect(field('Full name')).toHaveValue('Avery Smith');
    expect(field(HOW_HEARD)).toHaveValue('Social media');
    expect(screen.queryByRole('heading', { name: 'Submission Successful!' })).not.toBeInTheDocument();
  });
});
