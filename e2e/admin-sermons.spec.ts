import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, toast, type Db } from './fixtures';
import { e2eEnv } from './support/env';
import { EDITOR, signIn, STAFF } from './support/staff';
import { repoRoot } from './support/vite-app';

/**
 * /admin/sermons (issue "Staff publish sermons", items 1 and 5; docs/decisions/0030) against the
 * real stack: an editor adds a sermon with an MP3 (progress shown on a slowed connection, its
 * length read by the browser and saved), schedules it a few seconds ahead, and it reaches
 * /sermons and the podcast feed only once its time has passed (its audio kept private until then
 * and moved by the database's job, docs/decisions/0037); a draft's audio answers 400 to a visitor
 * and plays in the editor's preview; two people editing one sermon, the later save refused;
 * deleting a sermon removes its audio file. axe on every page and state.
 * Each test names its sermons after its unique id and removes their rows and objects afterwards.
 */

const AUDIO_BUCKET = 'sermon-audio';
/** The private twin of unpublished sermons' audio (docs/decisions/0037). */
const PRIVATE_AUDIO_BUCKET = 'sermon-audio-unpublished';
const ZONE = 'America/Indiana/Indianapolis';
const ROW_CHANGED = 'Someone else changed this. Reload to see their changes.';
/** A real 8-second MP3 of the seed media (ffmpeg, supabase/media/generate.sh). */
const MP3 = readFileSync(path.join(repoRoot, 'supabase/media/sermon-audio/refuge-and-strength.mp3'));
/**
 * A real 3-second M4A (AAC in MP4), made with
 * `ffmpeg -f lavfi -i sine=frequency=440:duration=3 -c:a aac -b:a 24k -ac 1 -ar 22050 -movflags +faststart`.
 */
const M4A = readFileSync(path.join(repoRoot, 'e2e/media/sermon-3s.m4a'));

test.skip(({ isMobile }) => isMobile, 'staff pages: desktop');

function apiUrl(): string {
  return e2eEnv('apiUrl').replace(/\/+$/, '');
}

function podcastFeed(): string {
  return `${apiUrl()}/rest/v1/rpc/podcast_feed?apikey=${e2eEnv('anonKey')}`;
}

/** A moment as a `datetime-local` value with seconds, in the church's time zone. */
function churchWallTime(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Deletes the sermons titled with `marker` and, through the Storage API, their files. */
async function removeSermons(db: Db, marker: string): Promise<void> {
  const rows = await db.query<{ audio_file_path: string | null }>(
    'delete from public.sermons where title like $1 returning audio_file_path',
    [`%${marker}%`],
  );
  const paths = rows.map((r) => r.audio_file_path).filter((p): p is string => !!p);
  if (paths.length === 0) return;
  const key = e2eEnv('serviceRoleKey');
  for (const bucket of [AUDIO_BUCKET, PRIVATE_AUDIO_BUCKET]) {
    await fetch(`${apiUrl()}/storage/v1/object/${bucket}`, {
      method: 'DELETE',
      headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ prefixes: paths }),
    });
  }
}

/** The public URL a visitor would fetch, as the site builds it. */
function publicAudioUrl(path: string): string {
  return `${apiUrl()}/storage/v1/object/public/${AUDIO_BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

async function openEditor(page: Page, id: string): Promise<void> {
  await page.goto(`/admin/sermons/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit sermon' })).toBeVisible();
  await expect(page.getByLabel('Title')).not.toHaveValue('');
}

test('an editor uploads a sermon with audio and schedules it; it is public only after its time', async ({
  page,
  request,
  db,
  axe,
  uniqueId,
}) => {
  test.setTimeout(180_000);
  // The archive tests (e2e/sermons.spec.ts) count the seeded sermons: they wait while this one is public.
  await db.lock('sermons', 'exclusive');
  const title = `Scheduled sermon ${uniqueId}`;
  try {
    await signIn(page, EDITOR, '/admin/sermons');
    await expect(page.getByRole('heading', { level: 1, name: 'Sermons' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Sermons' })).toBeVisible();
    await axe();

    await page.getByRole('link', { name: 'Add sermon' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New sermon' })).toBeVisible();
    await axe();

    // Errors first: nothing typed, an unknown reference, a bad Facebook address.
    await page.getByLabel('Scripture references').fill('Rom 8:28\nHezekiah 4:2');
    await page.getByLabel('Facebook video address').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save sermon' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('"Hezekiah 4:2" is not a scripture reference we recognise.')).toBeVisible();
    await expect(page.getByText('Enter a full address starting with http:// or https://')).toBeVisible();
    await expect(page.getByLabel('Title')).toBeFocused();
    await axe();

    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Speaker').fill('Elder Marcus Williams');
    await page.getByLabel('Date preached').fill('2001-01-07');
    await page.getByLabel('Series').fill(`Series ${uniqueId}`);
    await page.getByLabel('Scripture references').fill('Rom 8:28\nps 23');
    await page.getByLabel('YouTube video').fill('https://youtu.be/dQw4w9WgXcQ');
    await page.getByLabel('Facebook video address').fill('https://www.facebook.com/example/videos/1');
    // The bucket's limit is shown before a file is chosen.
    await expect(page.getByText('MP3 or M4A, up to 50.0 MB.')).toBeVisible();
    // The browser reads the length of an M4A and of an MP3; the last one chosen is saved.
    await page
      .getByLabel('Audio file')
      .setInputFiles({ name: 'sermon.m4a', mimeType: 'audio/x-m4a', buffer: M4A });
    await expect(page.getByText('Length 3 s')).toBeVisible();
    await page
      .getByLabel('Audio file')
      .setInputFiles({ name: 'sermon.mp3', mimeType: 'audio/mpeg', buffer: MP3 });
    await expect(page.getByText('Length 8 s')).toBeVisible();

    await page.getByRole('radio', { name: /Scheduled/ }).check();
    const due = new Date(Date.now() + 25_000);
    await page.getByLabel('Publish at').fill(churchWallTime(due));
    await axe();

    // A slow connection, so that the progress bar is seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 8 * 1024,
    });
    await page.getByRole('button', { name: 'Save sermon' }).click();
    await expect(page.getByRole('progressbar', { name: 'Upload progress of sermon.mp3' })).toBeVisible();
    await expect(toast(page, 'Sermon saved')).toBeVisible({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Edit sermon' })).toBeVisible();
    await expect(page.getByLabel('Scripture references')).toHaveValue('Romans 8:28\nPsalm 23');

    const [row] = await db.query<{
      id: string;
      status: string;
      due: boolean;
      audio_duration_seconds: number;
      audio_file_path: string;
      scripture_references: string[];
      video_url: unknown;
    }>(
      `select id, status, published_at > now() as due, audio_duration_seconds, audio_file_path,
              scripture_references, video_url
       from public.sermons where title = $1`,
      [title],
    );
    expect(row).toMatchObject({
      status: 'scheduled',
      due: true,
      audio_duration_seconds: 8,
      scripture_references: ['Romans 8:28', 'Psalm 23'],
      video_url: { youtube: 'dQw4w9WgXcQ' },
    });
    // Before its time the audio is private: in the twin, and its public URL answers 400.
    expect(
      await db.count('storage.objects', 'bucket_id = $1 and name = $2', [
        PRIVATE_AUDIO_BUCKET,
        row!.audio_file_path,
      ]),
    ).toBe(1);
    expect((await request.get(publicAudioUrl(row!.audio_file_path))).status()).toBe(400);

    // Before its time: not in the feed, not in the archive, its page not found.
    expect(await (await request.get(podcastFeed())).text()).not.toContain(title);
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(`/sermons/${row!.id}`);
    await expect(visitor.getByRole('heading', { name: 'Sermon Not Found' })).toBeVisible();

    // After its time: the row is public at once; the database's job (every 10 seconds) moves the
    // audio to the public bucket with nobody present, and the feed lists the sermon once it has.
    await expect
      .poll(async () => (await request.get(podcastFeed())).text(), { timeout: 60_000, intervals: [2_000] })
      .toContain(title);
    expect((await request.get(publicAudioUrl(row!.audio_file_path))).status()).toBe(200);
    await visitor.goto(`/sermons/${row!.id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await visitor.goto('/sermons');
    await visitor.getByPlaceholder('Keywords, scriptures...').fill(uniqueId);
    await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
    await visitor.close();

    // The list shows it as published; deleting it removes the audio file too.
    await page.goto(`/admin/sermons?q=${encodeURIComponent(uniqueId)}`);
    const item = page.getByRole('listitem').filter({ hasText: title });
    await expect(item.getByText('Published')).toBeVisible();
    await item.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this sermon?' });
    await expect(dialog).toBeVisible();
    await axe();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Sermon deleted')).toBeVisible();
    expect(await db.count('public.sermons', 'id = $1', [row!.id])).toBe(0);
    expect(
      await db.count('storage.objects', 'bucket_id = $1 and name = $2', [AUDIO_BUCKET, row!.audio_file_path]),
    ).toBe(0);
  } finally {
    await removeSermons(db, uniqueId);
  }
});

test("a draft's audio answers 400 to a visitor and plays in the editor's preview; publishing makes it public", async ({
  page,
  request,
  db,
  axe,
  uniqueId,
}) => {
  test.setTimeout(90_000);
  const title = `Draft sermon ${uniqueId}`;
  try {
    await signIn(page, EDITOR, '/admin/sermons/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New sermon' })).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Speaker').fill('Elder Marcus Williams');
    await page.getByLabel('Date preached').fill('2001-01-21');
    await page
      .getByLabel('Audio file')
      .setInputFiles({ name: 'draft.mp3', mimeType: 'audio/mpeg', buffer: MP3 });
    await expect(page.getByText('Length 8 s')).toBeVisible();
    await page.getByRole('radio', { name: /Draft/ }).check();
    await page.getByRole('button', { name: 'Save sermon' }).click();
    await expect(toast(page, 'Sermon saved')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Edit sermon' })).toBeVisible();

    const [row] = await db.query<{ id: string; audio_file_path: string }>(
      'select id, audio_file_path from public.sermons where title = $1',
      [title],
    );
    const path = row!.audio_file_path;
    expect(
      await db.count('storage.objects', 'bucket_id = $1 and name = $2', [PRIVATE_AUDIO_BUCKET, path]),
    ).toBe(1);
    expect(await db.count('storage.objects', 'bucket_id = $1 and name = $2', [AUDIO_BUCKET, path])).toBe(0);

    // A visitor (no key, no session) gets nothing at either bucket's public URL.
    const visitor = await request.get(publicAudioUrl(path));
    expect([400, 404]).toContain(visitor.status());
    const twin = await request.get(
      `${apiUrl()}/storage/v1/object/public/${PRIVATE_AUDIO_BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`,
    );
    expect([400, 404]).toContain(twin.status());

    // The editor's preview plays it, through a signed URL.
    const preview = page.getByLabel(`Preview of the audio of ${title}`);
    await expect(preview).toHaveAttribute(
      'src',
      new RegExp(`/storage/v1/object/sign/${PRIVATE_AUDIO_BUCKET}/.+\\?token=`),
    );
    await expect
      .poll(() => preview.evaluate((audio: HTMLAudioElement) => Math.round(audio.duration)), {
        timeout: 15_000,
      })
      .toBe(8);
    await preview.evaluate(async (audio: HTMLAudioElement) => {
      audio.muted = true;
      await audio.play();
    });
    await expect
      .poll(() => preview.evaluate((audio: HTMLAudioElement) => audio.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await preview.evaluate((audio: HTMLAudioElement) => audio.pause());
    await axe();

    // Published: the database moves the file to the public bucket; the visitor's URL answers.
    await page.getByRole('radio', { name: /^Published/ }).check();
    await page.getByRole('button', { name: 'Save sermon' }).click();
    await expect(toast(page, 'Sermon saved')).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(async () => (await request.get(publicAudioUrl(path))).status(), { timeout: 30_000 })
      .toBe(200);
    // The preview follows the file to its public address after a reload.
    await page.reload();
    await expect(page.getByLabel(`Preview of the audio of ${title}`)).toHaveAttribute(
      'src',
      publicAudioUrl(path),
    );
  } finally {
    await removeSermons(db, uniqueId);
  }
});

test('two people edit one sermon: the later save is refused and keeps what was typed', async ({
  page,
  allowedConsoleErrors,
  browser,
  db,
  axe,
  uniqueId,
}) => {
  const title = `Shared sermon ${uniqueId}`;
  const [{ id } = { id: '' }] = await db.query<{ id: string }>(
    `insert into public.sermons (title, speaker, date, status, published_at)
     values ($1, 'Elder Marcus Williams', '2001-01-14', 'draft', null) returning id::text`,
    [title],
  );
  // The refused save: PostgREST answers 409, which the browser logs.
  allowedConsoleErrors.push(/status of 409 \(Conflict\).*\/rest\/v1\/sermons/);
  const other = await browser.newContext();
  try {
    const first = await other.newPage();
    await signIn(first, STAFF, '/admin/sermons');
    await signIn(page, EDITOR, '/admin/sermons');
    await openEditor(first, id);
    await openEditor(page, id);

    await first.getByLabel('Title').fill(`${title} (first)`);
    await first.getByRole('button', { name: 'Save sermon' }).click();
    await expect(toast(first, 'Sermon saved')).toBeVisible();

    await page.getByLabel('Series').fill('Second thoughts');
    await page.getByRole('button', { name: 'Save sermon' }).click();
    await expect(page.getByRole('alert').filter({ hasText: ROW_CHANGED })).toBeVisible();
    await expect(page.getByLabel('Series')).toHaveValue('Second thoughts');
    await axe();
    const [row] = await db.query<{ title: string; series: string | null; version: number }>(
      'select title, series, version from public.sermons where id = $1',
      [id],
    );
    expect(row).toEqual({ title: `${title} (first)`, series: null, version: 2 });

    // What was typed survives a reload on this device, with 'Discard'.
    await page.waitForTimeout(600);
    await page.reload();
    await expect(page.getByText('Unsaved changes from this device were restored.')).toBeVisible();
    await expect(page.getByLabel('Series')).toHaveValue('Second thoughts');
    await axe();
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByLabel('Series')).toHaveValue('');
    await expect(page.getByLabel('Title')).toHaveValue(`${title} (first)`);
  } finally {
    await other.close();
    await removeSermons(db, uniqueId);
  }
});
