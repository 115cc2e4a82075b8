import { describe, expect, it } from 'vitest';
import { parseStripeForm } from './form';

describe('parseStripeForm (the bodies the stripe SDK sends)', () => {
  it('nests bracketed keys and turns 0..n-1 into arrays', () => {
    const body =
      'mode=subscription&line_items[0][quantity]=1&line_items[0][price_data][unit_amount]=5181' +
      '&line_items[0][price_data][recurring][interval_count]=3&metadata[fund_name]=Building%20Fund' +
      '&subscription_data[metadata][fee_cents]=181';
    expect(parseStripeForm(body)).toEqual({
      mode: 'subscription',
      line_items: [
        { quantity: '1', price_data: { unit_amount: '5181', recurring: { interval_count: '3' } } },
      ],
      metadata: { fund_name: 'Building Fund' },
      subscription_data: { metadata: { fee_cents: '181' } },
    });
  });

  it('keeps a key that does not parse whole', () => {
    expect(parseStripeForm('a]b[=1&plain=2')).toEqual({ 'a]b[': '1', plain: '2' });
  });
});
