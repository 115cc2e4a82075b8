import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerRpc } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { churchTimeToIso } from '../api/issues';
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

describe('churchTimeToIso', () => {
  it('reads a wall-clock time in the church time zone, daylight saving included', () => {
    expect(churchTimeToIso('2026-12-06T10:00', 'America/Indiana/Indianapolis')).toBe(
      '2026-12-06T15:00:00.000Z',
    );
    expect(churchTimeToIso('2026-07-05T10:00', 'America/Indiana/Indianapolis')).toBe(
      '2026-07-05T14:00:00.000Z',
    );
    expect(churchTimeToIso('2026-07-05T10:00', 'UTC')).toBe('2026-07-05T10:00:00.000Z');
  });
});
