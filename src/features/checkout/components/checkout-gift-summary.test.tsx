import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { donateMessages } from '@/i18n/donate';
import { setLocale } from '@/lib/i18n/locale';
import { loadMessages } from '@/lib/i18n/messages';
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

  it("says it in Spanish on a Spanish page, the amount as es-US writes it: '$1,234.50 para Diezmo, cada mes'", async () => {
    await loadMessages(donateMessages, 'es');
    setLocale('es');
    try {
      answerRpc('giving_checkout_summary', [
        {
          total_cents: 123450,
          fee_cents: 0,
          currency: 'usd',
          fund_name: 'Diezmo',
          frequency: 'monthly',
          paid: true,
        },
      ]);
      renderWithProviders(<CheckoutGiftSummary sessionId="cs_test_abcdefgh" />);
      expect(await screen.findByText('$1,234.50 para Diezmo, cada mes')).toBeInTheDocument();
      expect(screen.getByText(/Le enviamos un recibo/)).toBeInTheDocument();
    } finally {
      setLocale('en');
    }
  });
});
