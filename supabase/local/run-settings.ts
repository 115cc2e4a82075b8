/**
 * What each run of the local stack writes into the database: where this run's Edge Functions
 * answer, their shared secrets, and the site's address for links in e-mails
 * (`private.alert_settings`, `private.media_settings`).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEnv } from 'node:util';
import pg from 'pg';

/**
 * Points the inbox alerts' links at `siteUrl` (an origin such as `http://localhost:4173`): the
 * local stack sets config.toml's site URL on start; tests that serve the site elsewhere call this.
 *
 * @throws Error from Postgres when `siteUrl` is not an origin.
 */
export async function setAlertSiteUrl(dbUrl: string, siteUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query(`update private.alert_settings set site_url = $1, updated_at = now()`, [
      siteUrl.replace(/\/+$/, ''),
    ]);
  } finally {
    await client.end();
  }
}

/**
 * Runs the publish-media function once and waits for it (supabase/functions/publish-media).
 * A failure is reported, not thrown: the cron job tries again every 10 seconds.
 */
async function placeMedia(apiUrl: string, secret: string, say: (line: string) => void): Promise<void> {
  try {
    const response = await fetch(`${apiUrl}/functions/v1/publish-media`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-media-secret': secret },
      body: '{}',
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    if (!response.ok) say(`publish-media answered ${response.status}: ${text.slice(0, 300)}`);
    else say(`media placed ${text}`);
  } catch (error) {
    say(`publish-media did not answer: ${String(error)}`);
  }
}

/**
 * Points this run's functions at the database (`private.alert_settings`: functions URL, the run's
 * secret, the site URL; `private.media_settings`: the same for publish-media), then moves content
 * files that sit in the wrong bucket for their row (the seed's scheduled post, content that came
 * due while the stack was stopped) before the stack is ready, rather than at the first cron tick.
 */
export async function writeRunSettings(
  dbUrl: string,
  run: { apiUrl: string; hookSecret: string; mediaSecret: string; siteUrl: string },
  say: (line: string) => void,
): Promise<void> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const exists = await client.query(`select to_regclass('private.alert_settings') is not null as ok`);
    if (exists.rows[0]?.ok) {
      await client.query(
        `update private.alert_settings
         set functions_url = $1, hook_secret = $2, site_url = $3, updated_at = now()`,
        [`${run.apiUrl}/functions/v1`, run.hookSecret, run.siteUrl.replace(/\/+$/, '')],
      );
    }
    const media = await client.query(`select to_regclass('private.media_settings') is not null as ok`);
    if (media.rows[0]?.ok) {
      await client.query(
        `update private.media_settings set functions_url = $1, hook_secret = $2, updated_at = now()`,
        [`${run.apiUrl}/functions/v1`, run.mediaSecret],
      );
      const misplaced = await client.query(`select exists (select 1 from private.media_moves()) as due`);
      if (misplaced.rows[0]?.due) await placeMedia(run.apiUrl, run.mediaSecret, say);
    }
  } finally {
    await client.end();
  }
}

/** Secrets of `supabase/functions/.env` (read by `supabase functions serve` too), or none. */
export async function functionSecrets(supabaseDir: string): Promise<Record<string, string>> {
  const file = path.join(supabaseDir, 'functions', '.env');
  if (!existsSync(file)) return {};
  return Object.fromEntries(
    Object.entries(parseEnv(await readFile(file, 'utf8'))).filter(
      (e): e is [string, string] => e[1] !== undefined,
    ),
  );
}
