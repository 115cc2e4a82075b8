import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, SUPABASE_URL } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import type { FundRow } from '../../api/admin-giving-settings';
import { Funds } from './giving-funds';

const FUND: FundRow = {
  id: 'f0000000-0000-4000-8000-000000000001',
  name: 'Missions',
  name_es: null,
  enabled: true,
  position: 1,
  version: 4,
};

/** Answers the funds' read with `FUND` and records each PATCH, answering it as stored. */
function recordFundWrites() {
  const writes: Record<string, unknown>[] = [];
  server.use(
    http.all(`${SUPABASE_URL}/rest/v1/giving_funds`, async ({ request }) => {
      if (request.method === 'GET') return HttpResponse.json([FUND]);
      const body = (await request.json()) as Record<string, unknown>;
      writes.push(body);
      return HttpResponse.json([{ ...FUND, ...body, version: FUND.version + 1 }]);
    }),
  );
  return writes;
}

describe('Funds: the Spanish name', () => {
  it('saves a Spanish name from the Español tab with the version it read, and a blank one as none', async () => {
    const writes = recordFundWrites();
    const user = userEvent.setup();
    renderWithProviders(<Funds />);
    const form = await screen.findByRole('form', { name: 'Fund Missions' });
    const spanishTab = within(form).getByRole('tab', { name: /Español/ });
    expect(spanishTab).toHaveTextContent('Spanish missing');
    await user.click(spanishTab);
    await user.type(within(form).getByLabelText('Spanish name (optional)'), '  Misiones ');
    expect(spanishTab).not.toHaveTextContent('Spanish missing');
    await user.click(within(form).getByRole('button', { name: 'Save Missions' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ name: 'Missions', name_es: 'Misiones', version: 4 });

    await user.clear(within(form).getByLabelText('Spanish name (optional)'));
    await user.type(within(form).getByLabelText('Spanish name (optional)'), '   ');
    await user.click(within(form).getByRole('button', { name: 'Save Missions' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({ name_es: null, version: 5 });
  });
});
