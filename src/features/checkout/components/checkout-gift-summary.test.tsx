import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerRpc } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { CheckoutGiftSummary } from './checkout-gift-summary';

describe('CheckoutGiftSummary', () => {
  it.each([
    ['one_time', '$50.00 to Tithe, one-time'],
    ['monthly', '$50.00 to Tithe, every month'],
    ['quarterly', '$50.00 to Tithe, every 3 months'],
    ['annually', '$50.00 to Tithe, every year'],
  ])(
    "says the session's gift, %s: '%s' (as the form's summary and the Checkout page)",
    async (frequency, said) => {
      answerRpc('giving_checkout_summary', [
        {
          total_cents: 5000,
          fee_cents: 0,
          currency: 'usd',
          fund_name: 'Tithe',
          frequency,
          paid: true,
        },
      ]);
      renderWithProviders(<CheckoutGiftSummary sessionId="cs_test_abcdefgh" />);
      expect(await screen.findByText(said)).toBeInTheDocument();
    },
  );
});
