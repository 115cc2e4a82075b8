import { describe, expect, it } from 'vitest';
import { unmatchedReason } from './unmatched-payments';
import { emailedSentence } from './email-statements';

describe('what a press of E-mail statements says', () => {
  it('the first press: how many were queued', () => {
    expect(emailedSentence(2026, { queued: 3, already_sent: 0, last_sent_at: null }, false)).toBe(
      '3 statements queued; they go out within a few minutes.',
    );
  });

  it('a second press: they were sent already, with the date, and how to send one again', () => {
    expect(
      emailedSentence(2026, { queued: 0, already_sent: 3, last_sent_at: '2027-01-05T15:00:00Z' }, false),
    ).toBe(
      'The 2026 statements were already e-mailed (last on Jan 5, 2027): nothing was sent. To send one again, tick “Send again” on it and press “Send again to chosen donors”.',
    );
  });

  it('a press after new gifts: the new ones only', () => {
    expect(emailedSentence(2026, { queued: 1, already_sent: 2, last_sent_at: null }, false)).toBe(
      '1 statement queued; it goes out within a few minutes. 2 statements had been e-mailed before and were not sent again.',
    );
  });

  it('Send again', () => {
    expect(emailedSentence(2026, { queued: 1, already_sent: 0, last_sent_at: null }, true)).toBe(
      '1 statement queued again; it goes out within a few minutes.',
    );
  });
});

describe('why a payment is not from this site', () => {
  it('names the amount the site asked for', () => {
    expect(unmatchedReason({ reason: 'checkout_differs', expected_cents: 5000, currency: 'usd' })).toBe(
      'The amount differs from this site’s checkout ($50.00)',
    );
    expect(unmatchedReason({ reason: 'unknown_checkout', expected_cents: null, currency: 'usd' })).toBe(
      'No checkout of this site',
    );
  });
});
