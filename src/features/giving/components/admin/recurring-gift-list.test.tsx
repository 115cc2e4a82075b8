import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOutTestUser, STAFF_USER } from '@/testing/auth';
import { captureDownloads } from '@/testing/downloads';
import { answerTable, recordRequests } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import type { RecurringGift } from '../../api/admin-recurring-gifts';
import { RecurringGiftList } from './recurring-gift-list';

/** A recurring gift as `recurring_gifts` returns it. */
function gift(i: number, change: Partial<RecurringGift> = {}): RecurringGift {
  return {
    id: `c0000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    started_at: '2026-10-06T01:58:06.470323+00:00',
    donor_name: `Donor ${i}`,
    donor_email: `donor${i}@example.org`,
    fund_name: 'Missions',
    frequency: 'monthly',
    amount_cents: 5181,
    fee_cents: 181,
    currency: 'usd',
    status: 'active',
    cancel_at: null,
    ended_at: null,
    next_charge_at: '2026-12-06T01:58:06+00:00',
    stripe_subscription_id: `sub_test_${i}`,
    ...change,
  };
}

const GIFTS = [
  gift(1),
  gift(2, { status: 'ended', ended_at: '2026-11-20T15:30:00Z', next_charge_at: null }),
  gift(3, { status: 'payment_failed', next_charge_at: null, frequency: 'quarterly' }),
  gift(4, { cancel_at: '2027-01-05T17:00:00Z', next_charge_at: null, frequency: 'annually' }),
];

describe('RecurringGiftList', () => {
  beforeEach(async () => {
    await signInAs(STAFF_USER, { role: 'finance' });
    answerTable('giving_funds', [{ name: 'Missions' }, { name: 'Tithe' }]);
    answerTable('recurring_gifts', GIFTS);
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    await signOutTestUser();
  });

  it('shows each gift with its interval, amount, start, next charge and status in words', async () => {
    renderWithProviders(<RecurringGiftList />, { route: '/admin/giving?tab=recurring' });
    const row = (name: string) =>
      within(screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!);
    await screen.findByRole('rowheader', { name: /Donor 1/ });

    expect(row('Donor 1').getByText('Monthly')).toBeInTheDocument();
    expect(row('Donor 1').getByText('$51.81')).toBeInTheDocument();
    expect(row('Donor 1').getByText('Oct 5, 2026')).toBeInTheDocument();
    // Next charge in church time: Dec 5 in the evening, though UTC is Dec 6.
    expect(row('Donor 1').getByText('Dec 5, 2026')).toBeInTheDocument();
    expect(row('Donor 1').getByText('Active')).toBeInTheDocument();
    expect(row('Donor 2').getByText('Cancelled')).toBeInTheDocument();
    expect(row('Donor 2').getByText('None')).toBeInTheDocument();
    expect(row('Donor 3').getByText('Payment failed')).toBeInTheDocument();
    expect(row('Donor 3').getByText('Quarterly')).toBeInTheDocument();
    expect(row('Donor 3').getByText('Not known yet')).toBeInTheDocument();
    expect(row('Donor 4').getByText('Ending on Jan 5, 2027')).toBeInTheDocument();
    expect(row('Donor 4').getByText('Annually')).toBeInTheDocument();
  });

  it('sends the filters of the address, and changes them there', async () => {
    const requests = recordRequests('recurring_gifts');
    const user = userEvent.setup();
    renderWithProviders(<RecurringGiftList />, {
      route: '/admin/giving?tab=recurring&status=ended&interval=monthly&fund=Missions',
    });
    await screen.findByRole('rowheader', { name: /Donor 1/ });
    const read = requests.at(-1)!.url.searchParams;
    expect(read.get('status')).toBe('eq.ended');
    expect(read.get('frequency')).toBe('eq.monthly');
    expect(read.get('fund_name')).toBe('eq.Missions');
    expect(screen.getByLabelText('Status')).toHaveValue('ended');

    await user.selectOptions(screen.getByLabelText('Status'), 'ending');
    await vi.waitFor(() => expect(requests.at(-1)!.url.searchParams.get('cancel_at')).toBe('not.is.null'));
    expect(requests.at(-1)!.url.searchParams.get('status')).toBe('neq.ended');
    await user.selectOptions(screen.getByLabelText('Status'), 'active');
    await vi.waitFor(() => expect(requests.at(-1)!.url.searchParams.get('status')).toBe('eq.active'));
    expect(requests.at(-1)!.url.searchParams.get('cancel_at')).toBe('is.null');
  });

  it("exports the CSV in the page's words and the church's dates, named with the church's day", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-06T01:58:06Z'));
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderWithProviders(<RecurringGiftList />, { route: '/admin/giving?tab=recurring' });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('The CSV file of recurring gifts has been downloaded.'),
    ).toBeInTheDocument();

    expect(downloads.map((d) => d.name)).toEqual(['recurring-gifts-2026-12-05.csv']);
    const rows = Papa.parse<string[]>((await downloads[0]!.text()).replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data;
    expect(rows[0]).toEqual([
      'Started',
      'Donor',
      'E-mail',
      'Fund',
      'Interval',
      'Amount',
      'Fee covered',
      'Status',
      'Next charge',
      'Ends',
      'Ended',
      'Stripe subscription',
    ]);
    expect(rows[1]).toEqual([
      'Oct 5, 2026, 9:58 PM',
      'Donor 1',
      'donor1@example.org',
      'Missions',
      'Monthly',
      '51.81',
      '1.81',
      'Active',
      'Dec 5, 2026',
      '',
      '',
      'sub_test_1',
    ]);
    expect(rows[2]!.slice(7, 11)).toEqual(['Cancelled', 'None', '', 'Nov 20, 2026, 10:30 AM']);
    expect(rows[4]!.slice(4, 10)).toEqual([
      'Annually',
      '51.81',
      '1.81',
      'Ending',
      'None',
      'Jan 5, 2027, 12:00 PM',
    ]);
  });
});
