import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerRpc, server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { tokenFromSearch } from '../api/unsubscribe';
import { UnsubscribePanel } from './unsubscribe-panel';

const TOKEN = '0123456789abcdef'.repeat(4);

describe('UnsubscribePanel', () => {
  it('removes the address with one press, without signing in, and says so', async () => {
    const calls: { body: unknown; auth: string | null }[] = [];
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/rpc/newsletter_unsubscribe`, async ({ request }) => {
        calls.push({ body: await request.json(), auth: request.headers.get('authorization') });
        return HttpResponse.json(true);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<UnsubscribePanel token={TOKEN} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'You have been unsubscribed' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/You will not receive the newsletter any more/)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ token: TOKEN });
    expect(calls[0]!.auth).toBe(`Bearer ${import.meta.env.VITE_SUPABASE_ANON_KEY as string}`);
  });

  it('says the address is not subscribed when the link was used already', async () => {
    answerRpc('newsletter_unsubscribe', false);
    const user = userEvent.setup();
    renderWithProviders(<UnsubscribePanel token={TOKEN} />);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are not subscribed' })).toHaveFocus();
  });

  it('offers Try again when the request fails', async () => {
    answerRpc('newsletter_unsubscribe', null, { code: 'XX000', message: 'internal error' }, 500);
    const user = userEvent.setup();
    renderWithProviders(<UnsubscribePanel token={TOKEN} />);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not unsubscribe. Check your connection and try again.',
    );
    answerRpc('newsletter_unsubscribe', true);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'You have been unsubscribed' })).toBeInTheDocument();
  });

  it('explains an incomplete link and offers no button', () => {
    renderWithProviders(<UnsubscribePanel token={null} />);
    expect(screen.getByText(/This unsubscribe link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Or ask us to remove your address' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('reads only a complete 64-digit hex token from the address', () => {
    expect(tokenFromSearch(new URLSearchParams(`token=${TOKEN.toUpperCase()}`))).toBe(TOKEN);
    for (const bad of [
      '',
      'token=',
      `token=${TOKEN.slice(1)}`,
      `token=${TOKEN}0`,
      `token=${TOKEN.slice(1)}g`,
    ])
      expect(tokenFromSearch(new URLSearchParams(bad)), bad).toBeNull();
  });
});
