import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerRpc } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { ConfirmPanel } from './confirm-panel';

const TOKEN = '0123456789abcdef'.repeat(4);

describe('ConfirmPanel', () => {
  it("confirms on arrival and says You're subscribed", async () => {
    answerRpc('newsletter_confirm', true);
    renderWithProviders(<ConfirmPanel token={TOKEN} />);
    const heading = await screen.findByRole('heading', { level: 1, name: "You're subscribed" });
    // Focus moves in an effect after the answer is drawn.
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('says the link is not valid for an unknown or missing token', async () => {
    answerRpc('newsletter_confirm', false);
    renderWithProviders(<ConfirmPanel token={TOKEN} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is not valid' }),
    ).toBeInTheDocument();
  });
});
