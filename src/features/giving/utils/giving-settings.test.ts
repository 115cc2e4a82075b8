import { describe, expect, it } from 'vitest';
import { giftStatusLabel, totalGifts, readGiftFilters, type Gift } from '../api/admin-giving';
import { givingSettingsSchema, toGivingForm } from './giving-settings';

const saved = {
  provider: 'simulated',
  external_url: null,
  fee_percent_bp: 290,
  fee_fixed_cents: 30,
  ein: null,
  statement_signer: null,
} as const;

/** The schema's verdict: the row, or the first problem with its field. */
function check(form: ReturnType<typeof toGivingForm>) {
  const result = givingSettingsSchema.safeParse(form);
  if (result.success) return { ok: true, row: result.data };
  const issue = result.error.issues[0];
  return { ok: false, field: issue?.path.join('.'), message: issue?.message };
}

describe('the Giving group of the settings', () => {
  it('shows the saved values and saves them back unchanged', () => {
    const form = toGivingForm(saved);
    expect(form).toMatchObject({ feePercent: '2.9', feeFixed: '0.30', externalUrl: '' });
    expect(check(form)).toEqual({ ok: true, row: saved });
  });

  it.each([
    [
      { provider: 'external' as const },
      'externalUrl',
      'Enter the address of your giving page for this mode.',
    ],
    [
      { externalUrl: 'http://give.example.org' },
      'externalUrl',
      'Enter the giving page’s address, starting with https://.',
    ],
    [{ feePercent: '25' }, 'feePercent', 'Enter a percent from 0 to 20, e.g. 2.9.'],
    [{ feeFixed: '-1' }, 'feeFixed', 'Enter an amount from $0 to $10, e.g. 0.30.'],
    [{ feeFixed: '0.305' }, 'feeFixed', 'Enter an amount from $0 to $10, e.g. 0.30.'],
    [{ ein: '123456789' }, 'ein', 'Enter the EIN as 12-3456789.'],
  ])('refuses %j', (change, field, message) => {
    expect(check({ ...toGivingForm(saved), ...change })).toEqual({ ok: false, field, message });
  });

  it('stripe mode with an EIN and signer; money in integer cents', () => {
    const form = {
      ...toGivingForm(saved),
      provider: 'stripe' as const,
      ein: '12-3456789',
      signer: ' Jane Doe, Treasurer ',
      feeFixed: '0.3',
      feePercent: '3.25',
    };
    expect(check(form)).toMatchObject({
      ok: true,
      row: {
        provider: 'stripe',
        ein: '12-3456789',
        statement_signer: 'Jane Doe, Treasurer',
        fee_fixed_cents: 30,
        fee_percent_bp: 325,
      },
    });
  });
});

describe('the gifts page', () => {
  it('reads only well-formed filters from the address', () => {
    expect(
      readGiftFilters(new URLSearchParams('fund=Missions&from=2026-01-01&to=bad&kind=recurring&status=nope')),
    ).toEqual({
      fund: 'Missions',
      from: '2026-01-01',
      to: '',
      kind: 'recurring',
      status: '',
    });
  });

  it('reads the new statuses and the dispute filter', () => {
    for (const status of ['pending', 'failed', 'disputed'])
      expect(readGiftFilters(new URLSearchParams(`status=${status}`)).status).toBe(status);
  });

  it('names a gift’s status with its dispute', () => {
    expect(giftStatusLabel({ status: 'pending', dispute_status: null })).toBe('Pending (bank payment)');
    expect(giftStatusLabel({ status: 'failed', dispute_status: null })).toBe('Payment failed');
    expect(giftStatusLabel({ status: 'succeeded', dispute_status: 'open' })).toBe('Received, Disputed');
    expect(giftStatusLabel({ status: 'succeeded', dispute_status: 'lost' })).toBe('Received, Dispute lost');
  });

  it('adds up what the gifts count: refunds taken off; pending, failed and lost disputes count nothing', () => {
    const gift = (
      fund: string,
      at: string,
      cents: number,
      refunded = 0,
      counted = cents - refunded,
    ): Gift => ({
      id: `${fund}${at}`,
      given_at: at,
      donor_name: null,
      donor_email: null,
      fund_name: fund,
      frequency: 'one_time',
      amount_cents: cents,
      fee_cents: 0,
      refunded_cents: refunded,
      net_cents: counted,
      currency: 'usd',
      status: refunded ? 'partially_refunded' : 'succeeded',
      dispute_status: null,
      stripe_payment_intent_id: null,
    });
    const totals = totalGifts([
      gift('Missions', '2026-11-20T15:00:00Z', 25000),
      gift('Tithe', '2026-11-02T15:00:00Z', 5000, 1000),
      gift('Tithe', '2026-10-02T15:00:00Z', 5000, 5000),
      // Pending, failed or lost in a dispute: the database counts it 0.
      gift('Tithe', '2026-10-03T15:00:00Z', 7000, 0, 0),
    ]);
    expect(totals.all).toEqual({ label: 'All gifts', count: 2, cents: 29000 });
    expect(totals.byFund).toEqual([
      { label: 'Missions', count: 1, cents: 25000 },
      { label: 'Tithe', count: 1, cents: 4000 },
    ]);
    expect(totals.byMonth.map((m) => [m.label, m.cents])).toEqual([['2026-11', 29000]]);
  });
});
