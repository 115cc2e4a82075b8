import { expect, passFormFillTime, test, toast } from './fixtures';
import { e2eEnv } from './support/env';
import { EDITOR, signIn } from './support/staff';

/**
 * The newsletter that is sent (docs/decisions/0040), desktop, one walk-through: a visitor
 * subscribes on the home page and confirms from the confirmation e-mail in the local inbox
 * ('You're subscribed'); an editor writes 'New issue' from the site's content, previews it and
 * sends it now; the message in the local inbox carries List-Unsubscribe and
 * List-Unsubscribe-Post (read through Mailpit's `/headers`), one POST to the one-click address
 * removes the subscription, and the archive shows the issue.
 */

test.skip(({ isMobile }) => isMobile, 'the newsletter is checked on desktop');

interface MailSummary {
  ID: string;
  Subject: string;
  To: { Address: string }[];
}

async function mailTo(mailUrl: string, address: string, subject: RegExp | string) {
  const list = (await (await fetch(`${mailUrl}/api/v1/messages`)).json()) as { messages: MailSummary[] };
  return list.messages.find(
    (m) =>
      m.To.some((t) => t.Address === address) &&
      (typeof subject === 'string' ? m.Subject === subject : subject.test(m.Subject)),
  );
}

test('subscribe, confirm from the inbox, compose and send an issue, one-click unsubscribe, archive', async ({
  page,
  db,
  uniqueId,
  baseURL,
  axe,
  allowedConsoleErrors,
}) => {
  test.slow();
  // The preview frame is sandboxed without scripts (the e-mail must not run any); Chromium reports
  // each script it keeps from running in it.
  allowedConsoleErrors.push(
    /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/,
  );
  const mailUrl = e2eEnv('mailUrl');
  const email = `reader-${uniqueId}@example.com`.toLowerCase();
  const subject = `News ${uniqueId}`;
  const [previous] = await db.query<{ site_url: string | null }>(
    'select site_url from private.alert_settings',
  );
  try {
    await db.query('update private.alert_settings set site_url = $1', [baseURL!.replace(/\/+$/, '')]);

    // Subscribe on the home page.
    await page.clock.install();
    await page.goto('/');
    const section = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Stay Connected' }) });
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('textbox', { name: /email/i }).fill(email);
    await passFormFillTime(page);
    await section.getByRole('button', { name: /subscribe/i }).click();
    await expect(toast(page, 'Successfully subscribed!')).toContainText('Please confirm from the e-mail');

    // Confirm from the local inbox.
    let confirmMail: MailSummary | undefined;
    await expect
      .poll(
        async () => (confirmMail = await mailTo(mailUrl, email, /^Confirm your subscription/)) !== undefined,
        {
          timeout: 20_000,
        },
      )
      .toBe(true);
    const confirm = (await (await fetch(`${mailUrl}/api/v1/message/${confirmMail!.ID}`)).json()) as {
      Text: string;
    };
    const confirmLink = /(https?:\/\/\S+\/newsletter\/confirm\?token=[0-9a-f]{64})/.exec(confirm.Text)?.[1];
    expect(confirmLink).toBeDefined();
    await page.goto(confirmLink!);
    await expect(page.getByRole('heading', { level: 1, name: "You're subscribed" })).toBeVisible();
    await axe();
    const [row] = await db.query<{ confirmed: boolean }>(
      'select confirmed_at is not null as confirmed from public.newsletter_subscribers where email = $1',
      [email],
    );
    expect(row?.confirmed).toBe(true);

    // The editor writes an issue from the site's content, previews it and sends it.
    await signIn(page, EDITOR, '/admin/newsletter');
    await page.getByRole('button', { name: 'New issue' }).click();
    const subjectField = page.getByRole('textbox', { name: 'Subject' });
    await expect(subjectField).toHaveValue(/^This week: /);
    await expect(page.getByRole('textbox', { name: /^Body/ })).toHaveValue(/## /);
    await subjectField.fill(subject);
    await expect(page.getByTitle('E-mail preview at phone width')).toBeVisible();
    await page.getByRole('button', { name: 'Desktop (HTML)' }).click();
    await expect(page.getByTitle('E-mail preview at desktop width')).toBeVisible();
    await page.getByRole('button', { name: 'Text' }).click();
    await expect(page.getByText(`View in your browser:`)).toBeVisible();
    // A second look: the dialog names how many confirmed subscribers the issue reaches.
    const [{ n: recipients } = { n: 0 }] = await db.query<{ n: number }>(
      'select count(*)::int as n from public.newsletter_subscribers where confirmed_at is not null',
    );
    const who = `${recipients} ${recipients === 1 ? 'subscriber' : 'subscribers'}`;
    await page.getByRole('button', { name: 'Send now' }).click();
    const ask = page.getByRole('dialog', { name: `Send to ${who}?` });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    expect(
      await db.count(
        'public.newsletter_sends',
        'issue_id = (select id from public.newsletter_issues where subject = $1)',
        [subject],
      ),
    ).toBe(0);
    await page.getByRole('button', { name: 'Send now' }).click();
    await ask.getByRole('button', { name: `Send to ${who}` }).click();
    await expect(page.getByText(/Sent \d+ · Failed 0 · Pending 0/)).toBeVisible({ timeout: 20_000 });

    // The message in the local inbox and its headers.
    let issueMail: MailSummary | undefined;
    await expect
      .poll(async () => (issueMail = await mailTo(mailUrl, email, subject)) !== undefined, {
        timeout: 20_000,
      })
      .toBe(true);
    const headers = (await (
      await fetch(`${mailUrl}/api/v1/message/${issueMail!.ID}/headers`)
    ).json()) as Record<string, string[]>;
    test.info().annotations.push({ type: 'headers', description: JSON.stringify(headers) });
    expect(headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
    const oneClick = /<(https?:\/\/[^>]+\/send-newsletter\/unsubscribe\?token=[0-9a-f]{64})>/.exec(
      headers['List-Unsubscribe']?.[0] ?? '',
    )?.[1];
    expect(oneClick).toBeDefined();
    const full = (await (await fetch(`${mailUrl}/api/v1/message/${issueMail!.ID}`)).json()) as {
      HTML: string;
    };
    const browserLink = /href="([^"]+\/newsletter\/[a-z0-9-]+)"/.exec(full.HTML)?.[1];
    expect(full.HTML).toContain('Unsubscribe</a>');

    // One click: a POST, no page.
    const answer = await fetch(oneClick!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    expect(await db.count('public.newsletter_subscribers', 'email = $1', [email])).toBe(0);

    // The archive ('View in your browser').
    await page.goto(browserLink!);
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await page.goto('/newsletter');
    await expect(page.getByRole('link', { name: subject })).toBeVisible();
  } finally {
    await db.query('update private.alert_settings set site_url = $1', [previous?.site_url ?? null]);
    await db.query('delete from public.newsletter_issues where subject = $1', [subject]);
    await db.query('delete from public.newsletter_subscribers where email = $1', [email]);
  }
});
