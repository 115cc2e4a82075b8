import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, useToasts } from '@/hooks/use-toast';
import { db } from '@/lib/supabase-rest';
import { failTable, recordRequests, server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { useFormSubmit } from './use-form-submit';

const PRAYER_REQUESTS = `${SUPABASE_URL}/rest/v1/prayer_requests`;

async function sendPrayer(text: string): Promise<void> {
  const { error } = await db.from('prayer_requests').insert({ request_details: text });
  if (error) throw error;
}

/** A one-field form on the hook, as the public forms use it. */
function TestForm({ onSuccess = () => {} }: { onSuccess?: () => void }) {
  const [text, setText] = useState('');
  const { honeypotRef, submit, onInvalid, isPending } = useFormSubmit({
    send: sendPrayer,
    onSuccess: () => {
      setText('');
      onSuccess();
    },
    successToast: { title: 'Prayer Request Submitted', description: 'We will be praying for you.' },
    invalidToast: () =>
      text.trim()
        ? null
        : { title: 'Prayer Request Needed', description: 'Please enter your prayer request' },
    failureToast: (cause) => ({
      title: 'Submission Failed',
      description: `Could not submit (${typeof cause === 'object' && cause !== null ? 'error' : 'unknown'}).`,
    }),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) submit(text);
        else onInvalid();
      }}
    >
      <input ref={honeypotRef} hidden readOnly />
      <label htmlFor="request">Request</label>
      <input id="request" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="submit">{isPending ? 'Submitting...' : 'Submit'}</button>
    </form>
  );
}

async function submitTyped(text = 'Please pray for my family.') {
  await userEvent.type(screen.getByLabelText('Request'), text);
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

/** The open toasts' texts (a hook's test renders no component of src/components). */
function ToastTexts() {
  return (
    <ul>
      {useToasts().map((item) => (
        <li key={item.id}>
          <p>{item.title}</p>
          <p>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

function setup(onSuccess?: () => void) {
  renderWithProviders(
    <>
      <TestForm onSuccess={onSuccess} />
      <ToastTexts />
    </>,
  );
}

/** Every 429 a form can get, as the server sends it. */
const TOO_MANY: [string, () => Response][] = [
  [
    "the form guard's rate_limited code",
    () =>
      HttpResponse.json(
        {
          code: 'rate_limited',
          message: 'Too many submissions from this connection.',
          details: null,
          hint: null,
        },
        { status: 429, headers: { 'Retry-After': '600' } },
      ),
  ],
  [
    "PostgREST's PT429",
    () =>
      HttpResponse.json({ code: 'PT429', message: 'slow down', details: null, hint: null }, { status: 429 }),
  ],
  [
    "a gateway's HTML page",
    () =>
      new HttpResponse('<html><body><h1>429 Too Many Requests</h1></body></html>', {
        status: 429,
        headers: { 'Content-Type': 'text/html' },
      }),
  ],
  ['an empty body', () => new HttpResponse(null, { status: 429 })],
  ['JSON without a code', () => HttpResponse.json({ message: 'API rate limit exceeded' }, { status: 429 })],
  ['a JSON array', () => HttpResponse.json([], { status: 429 })],
  ['plain text', () => new HttpResponse('Too Many Requests', { status: 429 })],
];

describe('useFormSubmit', () => {
  beforeEach(() => {
    resetToasts();
    vi.mocked(console.error).mockImplementation(() => {});
  });

  it('sends the values and runs onSuccess', async () => {
    const requests = recordRequests('prayer_requests');
    const onSuccess = vi.fn();
    setup(onSuccess);
    await submitTyped();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(requests[0]?.body).toEqual({ request_details: 'Please pray for my family.' });
    expect(screen.getByLabelText('Request')).toHaveValue('');
    expect(screen.getByText('Prayer Request Submitted')).toBeInTheDocument();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('toasts the invalidToast when the rules refuse the input, and sends nothing', async () => {
    const requests = recordRequests('prayer_requests');
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Prayer Request Needed')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it.each(TOO_MANY)("toasts 'Too many submissions' for %s and keeps the text", async (_name, answer) => {
    server.use(http.post(PRAYER_REQUESTS, answer));
    const onSuccess = vi.fn();
    setup(onSuccess);
    await submitTyped();
    expect(await screen.findByText('Too many submissions')).toBeInTheDocument();
    expect(
      screen.getByText('Please try again in a few minutes. What you typed is still here.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Submission Failed')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Request')).toHaveValue('Please pray for my family.');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledOnce();
  });

  it("toasts the form's own text for other failures, never the database's message", async () => {
    failTable(
      'prayer_requests',
      { code: '23514', message: 'new row violates check constraint "secret_rule"' },
      400,
    );
    setup();
    await submitTyped();
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getByText('Could not submit (error).')).toBeInTheDocument();
    expect(screen.queryByText(/secret_rule/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Request')).toHaveValue('Please pray for my family.');
    expect(console.error).toHaveBeenCalledWith(
      'The form could not be sent:',
      expect.objectContaining({ code: '23514' }),
    );
  });

  it('does not take a 503 gateway page for a flood limit', async () => {
    server.use(http.post(PRAYER_REQUESTS, () => new HttpResponse('<html>busy</html>', { status: 503 })));
    setup();
    await submitTyped();
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.queryByText('Too many submissions')).not.toBeInTheDocument();
  });
});
