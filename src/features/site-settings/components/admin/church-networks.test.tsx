import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { answerRpc, answerTable, failTable, server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { ChurchNetworks } from './church-networks';

const SAVED = { church_networks: ['192.0.2.0/24'], behind_cloudflare: false, version: 3 };
const MINE = {
  address: '203.0.113.7',
  in_church_network: false,
  behind_cloudflare: false,
  cloudflare_address: null,
};

/** Records the PATCHes of the settings row and answers each with `answer(body)`. */
function answerSave(answer: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.patch(`${SUPABASE_URL}/rest/v1/form_guard_settings`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

beforeEach(async () => {
  await signInAs(STAFF_USER);
});

afterEach(signOutTestUser);

describe('ChurchNetworks', () => {
  it("shows the admin's address; 'Add this network' saves it with the version read", async () => {
    const user = userEvent.setup();
    answerTable('form_guard_settings', [SAVED]);
    answerRpc('my_client_address', MINE);
    const bodies = answerSave((body) => HttpResponse.json([{ ...body, version: 4 }]));
    renderWithProviders(<ChurchNetworks />);
    expect(await screen.findByText('203.0.113.7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove 192.0.2.0/24' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add this network' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { church_networks: ['192.0.2.0/24', '203.0.113.7'], behind_cloudflare: false, version: 3 },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Remove 203.0.113.7' })).toBeInTheDocument();
  });

  it('says why a range was refused and keeps what was typed', async () => {
    const user = userEvent.setup();
    answerTable('form_guard_settings', [SAVED]);
    answerRpc('my_client_address', { ...MINE, in_church_network: true, address: '192.0.2.8' });
    answerSave(() =>
      HttpResponse.json(
        { code: '22023', message: 'A church network can be at most …', details: null, hint: null },
        { status: 400 },
      ),
    );
    renderWithProviders(<ChurchNetworks />);
    expect(await screen.findByText(/\(in a church network\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add this network' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Add an address or range'), '10.0.0.0/8');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('A church network can be at most a /16 range (IPv4) or a /48 range (IPv6).'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Add an address or range')).toHaveValue('10.0.0.0/8');
  });

  it('a failed read shows the error and Try again, and nothing to save', async () => {
    failTable('form_guard_settings');
    answerRpc('my_client_address', MINE);
    renderWithProviders(<ChurchNetworks />);
    expect(await screen.findByText('The church network settings could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Add an address or range')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add this network' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('The API sits behind Cloudflare')).not.toBeInTheDocument();
  });
});
