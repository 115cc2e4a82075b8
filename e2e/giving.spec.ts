import { STRIPE_API_VERSION } from '../supabase/functions/_shared/giving';
import { e2eEnv } from './support/env';
import { expect, test } from './fixtures';
import { FINANCE, signIn } from './support/staff';

/**
 * Online giving on the Stripe stand-in (issue 31, docs/decisions/0038): the three modes of the
 * Donate page, then one walk through a real gift: a cancelled checkout back to the form with the
 * same choices, a declined card, a paid $250 gift to Missions shown on the success page, its
 * receipt e-mail with the IRS sentence, and the finance account's /admin/giving with the gift,
 * the CSV and the year's statement; and a monthly gift refunded in the stand-in (Stripe API
 * 2026-10-28.endive, issue 41), which leaves the year-end statement. Database and function
 * detail: tests/db/giving*.test.ts and stripe-events.test.ts.
 */

const IRS =
  'No goods or services were provided in exchange for this contribution other than intangible religious benefits.';

test.beforeEach(async ({ db, baseURL }) => {
  await db.lock('giving-mode', 'exclusive');
  // Stripe's return addresses point at the site the tests serve.
  await db.query('update private.alert_settings set site_url = $1', [baseURL!.replace(/\/+$/, '')]);
});

test.afterEach(async ({ db }) => {
  await db.query(`update public.giving_settings set provider = 'simulated', external_url = null, ein = null`);
});

test('the Donate page in simulated, external and Stripe modes', async ({ page, db }) => {
  await page.goto('/donate');
  await expect(page.getByLabel('Card number')).toBeVisible();

  await db.query(
    `update public.giving_settings set provider = 'external', external_url = 'https://give.example.org/grace'`,
  );
  await page.reload();
  await expect(page.getByRole('link', { name: 'Give online' })).toHaveAttribute(
    'href',
    'https://give.example.org/grace',
  );
  await expect(page.getByLabel('Card number')).toHaveCount(0);

  await db.query(`update public.giving_settings set provider = 'stripe', external_url = null`);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Continue to secure payment' })).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await page.getByLabel('Cover the processing fee').check();
  await expect(
    page.getByText('Adds $1.81 so the church receives your whole $50.00 gift: you give $51.81.'),
  ).toBeVisible();
});

test('a $250 gift to Missions: cancel, declined card, paid, receipt, and the finance pages', async ({
  page,
  db,
  axe,
  uniqueId,
}) => {
  test.slow();
  const email = `giver-${uniqueId.replace(/[^a-z0-9]/gi, '').toLowerCase()}@example.org`;
  await db.query(`update public.giving_settings set provider = 'stripe', ein = '12-3456789'`);
  await page.goto('/donate');
  await page.getByText('$250', { exact: true }).click();
  await page.getByLabel('Fund').selectOption({ label: 'Missions' });
  await page.getByLabel('Email for your receipt (optional)').fill(email);
  await page.getByRole('button', { name: 'Continue to secure payment' }).click();

  // The stand-in's Checkout page; back to the site without paying.
  await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
  await page.getByRole('link', { name: '← Back' }).click();
  await expect(page).toHaveURL(/\/checkout-cancel\?from=giving$/);
  await expect(page.getByRole('heading', { name: 'Gift Canceled' })).toBeVisible();
  await expect(page.getByText('Nothing was charged.')).toBeVisible();
  await page.getByRole('link', { name: 'Give again with the same choices' }).click();
  await expect(page).toHaveURL(/\/donate$/);
  await expect(page.getByRole('radio', { name: '$250', exact: true })).toBeChecked();
  await expect(page.getByLabel('Fund')).toHaveValue(
    (await db.query<{ id: string }>(`select id::text from public.giving_funds where name = 'Missions'`))[0]!
      .id,
  );
  await page.getByRole('button', { name: 'Continue to secure payment' }).click();

  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/checkout-success\?session_id=cs_/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText('$250.00 to Missions, one-time')).toBeVisible();
  expect(
    await db.count(
      'public.donations',
      `donor_email = $1 and amount_cents = 25000 and fund_name = 'Missions'`,
      [email],
    ),
  ).toBe(1);

  // The receipt, through the mail pipeline.
  const mailUrl = e2eEnv('mailUrl');
  let text = '';
  await expect
    .poll(async () => {
      const list = (await (await fetch(`${mailUrl}/api/v1/messages`)).json()) as {
        messages: { ID: string; To: { Address: string }[] }[];
      };
      const found = list.messages.find((m) => m.To.some((t) => t.Address === email));
      if (!found) return '';
      text = ((await (await fetch(`${mailUrl}/api/v1/message/${found.ID}`)).json()) as { Text: string }).Text;
      return text;
    })
    .toContain(IRS);
  expect(text).toContain('$250.00');
  expect(text).toContain('EIN 12-3456789');

  // The finance account: the gift, the CSV and the year's statement.
  await signIn(page, FINANCE, '/admin/giving');
  await expect(page.getByRole('heading', { level: 1, name: 'Giving' })).toBeVisible();
  await page.getByLabel('Fund').selectOption('Missions');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('$250.00');
  await expect(page.getByRole('heading', { name: /^Totals: / })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString('utf8')).toContain(`${email},Missions,one-time,250.00`);
  await axe();

  await page.getByLabel('Year', { exact: true }).selectOption(String(new Date().getFullYear()));
  await page.getByRole('button', { name: 'Show statements' }).click();
  const statement = page.getByRole('article').filter({ hasText: email });
  await expect(statement).toContainText(IRS);
  await expect(statement).toContainText('EIN 12-3456789');
  await expect(page.getByRole('button', { name: 'E-mail statements' })).toBeVisible();
});

test('a monthly gift refunded in the Stripe stand-in leaves the year-end statement', async ({
  page,
  db,
  uniqueId,
}) => {
  test.slow();
  const email = `monthly-${uniqueId.replace(/[^a-z0-9]/gi, '').toLowerCase()}@example.org`;
  await db.query(`update public.giving_settings set provider = 'stripe'`);
  await page.goto('/donate');
  await page.getByLabel('Make this recurring').check();
  await page.getByLabel('Fund').selectOption({ label: 'Missions' });
  await page.getByLabel('Email for your receipt (optional)').fill(email);
  await page.getByRole('button', { name: 'Continue to secure payment' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  const standIn = new URL(page.url()).origin;
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/checkout-success\?session_id=cs_/);
  // The stand-in spoke the pinned version: its invoice names no payment intent.
  const sent = (await (await fetch(`${standIn}/_local/events`)).json()) as {
    data: { type: string; api_version: string; data: { object: Record<string, unknown> } }[];
  };
  const invoice = sent.data.find((e) => e.type === 'invoice.paid' && e.data.object.customer_email === email);
  expect(invoice?.api_version).toBe(STRIPE_API_VERSION);
  expect(invoice?.data.object).not.toHaveProperty('payment_intent');
  // So invoice_payment.paid gave the donation its payment intent.
  const [gift] = await db.query<{ pi: string | null }>(
    `select stripe_payment_intent_id as pi from public.donations where donor_email = $1`,
    [email],
  );
  expect(gift?.pi).toMatch(/^pi_/);

  await signIn(page, FINANCE, '/admin/giving');
  const year = String(new Date().getFullYear());
  const showStatements = async () => {
    await page.getByLabel('Year', { exact: true }).selectOption(year);
    await page.getByRole('button', { name: 'Show statements' }).click();
  };
  await showStatements();
  await expect(page.getByRole('article').filter({ hasText: email })).toContainText('monthly');

  const refund = await fetch(`${standIn}/_local/refund`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payment_intent: gift!.pi! }).toString(),
  });
  expect(refund.status).toBe(200);

  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Refunded');
  await showStatements();
  await expect(page.getByText('Preparing the statements...')).toHaveCount(0);
  await expect(page.getByRole('article').filter({ hasText: email })).toHaveCount(0);
});

// Issue 41: 'Annually' led to a monthly gift. Every frequency, walked to the stand-in and paid:
// the form's summary, the Checkout page's line item (amount and interval as the stand-in took
// them from the session), the success page and the receipt say the same amount and interval.
const FREQUENCIES = [
  { label: null, frequency: 'one_time', every: '', stripe: '', page: 'one-time', receipt: 'gift' },
  {
    label: 'Monthly',
    frequency: 'monthly',
    every: ' every month',
    stripe: ' per month',
    page: 'every month',
    receipt: 'monthly gift',
  },
  {
    label: 'Quarterly',
    frequency: 'quarterly',
    every: ' every 3 months',
    stripe: ' every 3 months',
    page: 'every 3 months',
    receipt: 'quarterly gift',
  },
  {
    label: 'Annually',
    frequency: 'annually',
    every: ' every year',
    stripe: ' per year',
    page: 'every year',
    receipt: 'annual gift',
  },
] as const;

test('every frequency charges what it says: summary, Checkout line item, success page and receipt', async ({
  page,
  db,
  uniqueId,
}) => {
  test.slow();
  await db.query(`update public.giving_settings set provider = 'stripe', ein = '12-3456789'`);
  const mailUrl = e2eEnv('mailUrl');
  const emails: string[] = [];
  try {
    for (const f of FREQUENCIES) {
      const email = `every-${f.frequency.replace('_', '')}-${uniqueId.replace(/[^a-z0-9]/gi, '').toLowerCase()}@example.org`;
      emails.push(email);
      await page.goto('/donate');
      await page.getByLabel('Fund').selectOption({ label: 'Tithe' });
      await page.getByLabel('Cover the processing fee').check();
      if (f.label) {
        await page.getByLabel('Make this recurring').check();
        await page.getByText(f.label, { exact: true }).click();
        await expect(page.getByRole('radio', { name: f.label })).toBeChecked();
      }
      await expect(page.getByText('Annual giving setup will be available soon!')).toHaveCount(0);
      await expect(page.getByText(`You will be charged $51.81${f.every}.`, { exact: false })).toBeVisible();
      await page.getByLabel('Email for your receipt (optional)').fill(email);
      await page.getByRole('button', { name: 'Continue to secure payment' }).click();

      // The stand-in's Checkout page: the line item as the session asked Stripe to charge it.
      await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
      await expect(page.locator('main strong').first()).toHaveText(`$51.81${f.stripe}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        new RegExp(
          `^${f.label ? `${f.receipt.replace(/^./, (c) => c.toUpperCase())}` : 'Gift'} to .+: Tithe$`,
        ),
      );
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Pay' }).click();

      await expect(page).toHaveURL(/\/checkout-success\?session_id=cs_/);
      await expect(page.getByText(`$51.81 to Tithe, ${f.page}`)).toBeVisible();

      let text = '';
      await expect
        .poll(async () => {
          const list = (await (await fetch(`${mailUrl}/api/v1/messages`)).json()) as {
            messages: { ID: string; To: { Address: string }[] }[];
          };
          const found = list.messages.find((m) => m.To.some((t) => t.Address === email));
          if (!found) return '';
          text = ((await (await fetch(`${mailUrl}/api/v1/message/${found.ID}`)).json()) as { Text: string })
            .Text;
          return text;
        })
        .toContain(IRS);
      expect(text).toContain(`Thank you for your ${f.receipt} to `);
      expect(text).toContain('Amount: $51.81');
      expect(
        await db.count('public.donations', `donor_email = $1 and amount_cents = 5181 and frequency = $2`, [
          email,
          f.frequency,
        ]),
      ).toBe(1);
    }
  } finally {
    await db.query(`delete from public.donations where donor_email = any($1)`, [emails]);
    await db.query(`delete from public.recurring_gifts where donor_email = any($1)`, [emails]);
  }
});
