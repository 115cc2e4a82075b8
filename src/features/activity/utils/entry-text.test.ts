import { describe, expect, it } from 'vitest';
import { columnLabel, showValue } from './entry-text';

describe('columnLabel', () => {
  it('spells abbreviations in capitals and drops unit suffixes', () => {
    expect(columnLabel('ein')).toBe('EIN');
    expect(columnLabel('site_url')).toBe('Site URL');
    expect(columnLabel('amount_cents')).toBe('Amount');
    expect(columnLabel('fund_id')).toBe('Fund');
    expect(columnLabel('cover_image_path')).toBe('Cover image path');
  });
});

describe('showValue', () => {
  it('shows roles by their labels, finance included', () => {
    expect(showValue('role', 'finance')).toBe('Finance');
    expect(showValue('role', 'care')).toBe('Pastoral care');
  });

  it('shows moments in church time and days as dates, never raw timestamps', () => {
    // 2026-12-06T01:58:06Z is the evening of December 5 in Indianapolis (the default zone).
    expect(showValue('published_at', '2026-12-06T01:58:06.470323+00:00')).toBe('Dec 5, 2026, 8:58 PM');
    expect(showValue('starts_on', '2026-12-24')).toBe('Dec 24, 2026');
  });

  it('shows people by name and never an id', () => {
    const names = new Map([['7f9c1c2e-1d5b-4c3a-9a51-0000000000e1', 'Communications']]);
    expect(showValue('assignee_id', '7f9c1c2e-1d5b-4c3a-9a51-0000000000e1', names)).toBe('Communications');
    expect(showValue('fund_id', 'b3f1c1de-0000-4000-8000-000000000001')).toBe('another record');
  });

  it('shows cents as dollars, basis points as a percent and booleans as words', () => {
    expect(showValue('fee_fixed_cents', 30)).toBe('$0.30');
    expect(showValue('fee_percent_bp', 290)).toBe('2.9%');
    expect(showValue('enabled', true)).toBe('Yes');
    expect(showValue('provider', 'stripe')).toBe('Stripe Checkout');
    expect(showValue('ein', null)).toBe('(empty)');
  });
});
