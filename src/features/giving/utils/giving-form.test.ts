import { afterEach, describe, expect, it } from 'vitest';
import en from '@/i18n/donate/en';
import es from '@/i18n/donate/es';
import { setLocale } from '@/lib/i18n/locale';
import {
  INITIAL_GIVING_VALUES,
  type GivingValues,
  filterCustomAmount,
  formatDollars,
  fundLabel,
  givingAmount,
  givingThankYou,
  isGivingSubmitDisabled,
} from './giving-form';

describe('filterCustomAmount', () => {
  it.each([
    ['', ''],
    ['125', '125'],
    ['12.5', '12.5'],
    ['12.', '12.'],
    ['.5', '.5'],
    ['12.345', '12.34'],
    ['1.2.3', '1.23'],
    ['$1,250.00', '1250.00'],
    ['-40', '40'],
    ['1e5', '15'],
    ['abc', ''],
    [' 7 5 ', '75'],
    ['٣', ''],
  ])('%j -> %j', (raw, kept) => {
    expect(filterCustomAmount(raw)).toBe(kept);
  });
});

describe('isGivingSubmitDisabled', () => {
  const custom = (customAmount: string): GivingValues => ({
    ...INITIAL_GIVING_VALUES,
    donationAmount: 'custom',
    customAmount,
  });

  it('is enabled for a preset amount', () => {
    expect(isGivingSubmitDisabled(INITIAL_GIVING_VALUES, false)).toBe(false);
  });

  it('is disabled while submitting', () => {
    expect(isGivingSubmitDisabled(INITIAL_GIVING_VALUES, true)).toBe(true);
  });

  it.each(['', '.', '0', '0.00', '.0'])('is disabled for the custom amount %j', (amount) => {
    expect(isGivingSubmitDisabled(custom(amount), false)).toBe(true);
  });

  it.each(['0.01', '5', '12.50', '.5'])('is enabled for the custom amount %j', (amount) => {
    expect(isGivingSubmitDisabled(custom(amount), false)).toBe(false);
  });

  it('is disabled for the fund "others" with a blank purpose, enabled once it has one', () => {
    const others: GivingValues = { ...INITIAL_GIVING_VALUES, selectedFund: 'others', otherPurpose: '  ' };
    expect(isGivingSubmitDisabled(others, false)).toBe(true);
    expect(isGivingSubmitDisabled({ ...others, otherPurpose: 'Youth camp' }, false)).toBe(false);
  });
});

describe('amounts, labels and the thank-you text', () => {
  afterEach(() => setLocale('en'));

  it('reads the amount from the preset or the custom text', () => {
    expect(givingAmount({ donationAmount: 250, customAmount: '3' })).toBe(250);
    expect(givingAmount({ donationAmount: 'custom', customAmount: '12.5' })).toBe(12.5);
    expect(givingAmount({ donationAmount: 'custom', customAmount: '' })).toBeNull();
  });

  it('formats dollars with cents', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
  });

  it('formats dollars with cents in US Spanish too', () => {
    setLocale('es');
    expect(formatDollars(1234.5)).toBe('$1,234.50');
  });

  it('labels funds, and "others" by its purpose', () => {
    expect(fundLabel('building_fund', '', en.simulated)).toBe('Building Fund');
    expect(fundLabel('special_event', '', en.simulated)).toBe('Special Event');
    expect(fundLabel('others', ' Youth camp ', en.simulated)).toBe('Youth camp');
    expect(fundLabel('others', '', en.simulated)).toBe('Others');
    expect(fundLabel('building_fund', '', es.simulated)).toBe('Fondo de construcción');
  });

  it('says it is a simulation and repeats amount, fund and frequency', () => {
    const values: GivingValues = {
      ...INITIAL_GIVING_VALUES,
      donationAmount: 'custom',
      customAmount: '75.5',
      selectedFund: 'missions',
      isRecurring: true,
      recurringFrequency: 'quarterly',
    };
    const text = givingThankYou(values, en.simulated);
    expect(text).toContain('quarterly gift of $75.50 to Missions');
    expect(text).toMatch(/simulation/i);
    expect(givingThankYou(INITIAL_GIVING_VALUES, en.simulated)).toContain(
      'one-time gift of $50.00 to General Offering',
    );
    setLocale('es');
    expect(givingThankYou(values, es.simulated)).toContain('donativo trimestral de $75.50 para Misiones');
  });
});
