import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerRpc } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { CheckoutGiftSummary } from './checkout-gift-summary';

describe('CheckoutGiftSummary', () => {
  it("says the session's gift: '$50.00 to Tithe, monthly'", async () => {
    answerRpc('giving_checkout_summary', [
      {
        total_cents: 5000,
        fee_cents: 0,
        currency: 'usd',
        fund_name: 'Tithe',
        frequency: 'monthly',
        paid: true,
      },
    ]);
    renderWithProviders(<CheckoutGiftSummary sessionId="cs_test_abcdefgh" />);
    expect(await screen.findByText('$50.00 to Tithe, monthly')).toBeInTheDocument();
  });
});
