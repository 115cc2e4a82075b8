import { describe, expect, it } from 'vitest';
import { grossWithFee, readGivingChoices, saveGivingChoices, toCents } from './online-giving';

describe('online giving rules', () => {
  it('gross = (gift + fixed) / (1 − percent), rounded up to the cent', () => {
    expect(grossWithFee(5000, 290, 30)).toBe(5181);
    expect(grossWithFee(25000, 290, 30)).toBe(25778);
    expect(grossWithFee(100, 0, 0)).toBe(100);
  });

  it('dollars in whole cents', () => {
    expect(toCents(50)).toBe(5000);
    expect(toCents(12.34)).toBe(1234);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(null)).toBeNull();
  });

  it('keeps the choices in the tab and refuses a wrong shape', () => {
    const choices = {
      amount: 100 as const,
      customAmount: '',
      fundId: 'f',
      frequency: 'monthly' as const,
      coverFee: true,
      donorName: '',
      donorEmail: '',
    };
    saveGivingChoices(choices);
    expect(readGivingChoices()).toEqual(choices);
    saveGivingChoices({ ...choices, frequency: 'annually' });
    expect(readGivingChoices()?.frequency).toBe('annually');
    sessionStorage.setItem('giving-choices', '{"fundId":1}');
    expect(readGivingChoices()).toBeNull();
  });
});
