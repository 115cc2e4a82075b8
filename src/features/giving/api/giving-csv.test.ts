import { describe, expect, it } from 'vitest';
import type { Gift } from './admin-giving';
import { readRecurringGiftFilters } from './admin-recurring-gifts';
import { GIFT_CSV_HEADER, giftCsvRows } from './giving-csv';

/** A gift as the `donations` read returns it. */
function gift(change: Partial<Gift> = {}): Gift {
  return {
    id: 'd0000000-0000-4000-8000-000000000001',
    given_at: '2026-12-06T01:58:06.470323+00:00',
    donor_name: 'Grace Giver',
    donor_email: 'grace@example.org',
    fund_name: 'Missions',
    frequency: 'one_time',
    amount_cents: 25000,
    fee_cents: 0,
    refunded_cents: 0,
    net_cents: 25000,
    currency: 'usd',
    status: 'succeeded',
    dispute_status: null,
    stripe_payment_intent_id: 'pi_test_1',
    ...change,
  };
}

describe('the gifts CSV', () => {
  it("writes the church's date and time and the page's words, never a stored value", () => {
    expect(GIFT_CSV_HEADER[0]).toBe('Date');
    expect(giftCsvRows([gift()])).toEqual([
      [
        'Dec 5, 2026, 8:58 PM',
        'Grace Giver',
        'grace@example.org',
        'Missions',
        'one-time',
        '250.00',
        '0.00',
        '0.00',
        'Received',
        'pi_test_1',
        '250.00',
      ],
    ]);
    const [row] = giftCsvRows([
      gift({
        frequency: 'annually',
        status: 'partially_refunded',
        refunded_cents: 5000,
        net_cents: 20000,
        dispute_status: 'open',
        donor_name: null,
      }),
    ]);
    expect(row).toEqual([
      'Dec 5, 2026, 8:58 PM',
      '',
      'grace@example.org',
      'Missions',
      'annual',
      '250.00',
      '0.00',
      '50.00',
      'Partly refunded, Disputed',
      'pi_test_1',
      '200.00',
    ]);
  });
});

describe('the recurring gifts filters', () => {
  it('reads known values from the address and nothing else', () => {
    expect(
      readRecurringGiftFilters(new URLSearchParams('status=ending&interval=annually&fund=Tithe')),
    ).toEqual({
      status: 'ending',
      interval: 'annually',
      fund: 'Tithe',
    });
    expect(
      readRecurringGiftFilters(new URLSearchParams('status=constructor&interval=toString&tab=recurring')),
    ).toEqual({ status: '', interval: '', fund: '' });
  });
});
