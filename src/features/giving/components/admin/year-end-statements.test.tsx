import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerRpc, answerTable } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { YearEndStatements } from './year-end-statements';

const statement = (email: string, name: string) => ({
  donor_email: email,
  donor_name: name,
  total_cents: 4000,
  gifts: [
    { given_at: '2025-03-01T17:00:00Z', fund_name: 'Tithe', frequency: 'one_time', amount_cents: 4000 },
  ],
});

describe('YearEndStatements: statements e-mailed once', () => {
  it('says which statements were e-mailed and when, and offers Send again only to the donors ticked', async () => {
    answerRpc('giving_statements', [
      statement('ann@example.org', 'Ann Giver'),
      statement('bob@example.org', 'Bob Giver'),
    ]);
    answerTable('giving_statement_sends', [
      { donor_email: 'ann@example.org', sent_at: '2026-01-05T15:00:00Z' },
    ]);
    answerTable('giving_settings', [{ ein: '12-3456789', statement_signer: null }]);
    const user = userEvent.setup();
    renderWithProviders(<YearEndStatements />);
    await user.selectOptions(screen.getByLabelText('Year'), String(new Date().getFullYear() - 1));
    await user.click(screen.getByRole('button', { name: 'Show statements' }));

    expect(await screen.findByText('1 of 2 statements e-mailed, last on Jan 5, 2026.')).toBeVisible();
    expect(screen.getAllByText('E-mailed on Jan 5, 2026')).toHaveLength(1);
    // Only the statement already sent can be sent again; the button waits for a choice.
    const again = screen.getByRole('button', { name: 'Send again to chosen donors (0)' });
    expect(again).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Send again the statement of Ann Giver' }));
    expect(screen.getByRole('button', { name: 'Send again to chosen donors (1)' })).toBeEnabled();
    expect(screen.queryByRole('checkbox', { name: /Bob Giver/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'E-mail statements' })).toBeEnabled();
  });

  it('asks before e-mailing, with the number of statements that will go; Cancel sends nothing', async () => {
    answerRpc('giving_statements', [
      statement('ann@example.org', 'Ann Giver'),
      statement('bob@example.org', 'Bob Giver'),
      statement('cy@example.org', 'Cy Giver'),
    ]);
    answerTable('giving_statement_sends', [
      { donor_email: 'ann@example.org', sent_at: '2026-01-05T15:00:00Z' },
    ]);
    answerTable('giving_settings', [{ ein: '12-3456789', statement_signer: null }]);
    const user = userEvent.setup();
    renderWithProviders(<YearEndStatements />);
    await user.selectOptions(screen.getByLabelText('Year'), String(new Date().getFullYear() - 1));
    await user.click(screen.getByRole('button', { name: 'Show statements' }));
    await user.click(await screen.findByRole('button', { name: 'E-mail statements' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail 2 statements?' });
    expect(dialog).toHaveTextContent('1 statement already e-mailed is not sent again.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/e-mailed\.$/)).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Send again the statement of Ann Giver' }));
    await user.click(screen.getByRole('button', { name: 'Send again to chosen donors (1)' }));
    expect(await screen.findByRole('dialog', { name: 'E-mail 1 statement again?' })).toBeVisible();
  });
});
