/**
 * The local stack's HTTP server: the subset of the Supabase HTTP API that supabase-js sends for
 * this app, on one port as the hosted gateway exposes it:
 *   /rest/v1     PostgREST 12 behaviour      (rest/), gzip as the hosted edge sends it
 *   /storage/v1  Supabase Storage behaviour  (storage/)
 *   /auth/v1     Supabase Auth behaviour     (auth/)
 *   /functions/v1  Edge Functions in Deno     (../functions/runner.ts), when `functions` is given
 */
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { LOCAL_DB_PASSWORD, LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../keys';
import type { AuthConfig } from '../auth-config';
import { AUTH_EMAIL_SCHEMA } from './auth/flows';
import { AuthMailer } from './auth/mailer';
import { authRoutes } from './auth/routes';
import { functionsRoutes, type FunctionsHost, type FunctionsOptions } from '../functions/runner';
import { installCompression } from './compression';
import { createDatabase, type Database, type PoolOptions } from './db';
import { installGateway, type OpaqueApiKeys } from './gateway';
import { Catalogue } from './rest/catalogue';
import { restRoutes } from './rest/routes';
import { storageRoutes } from './storage/routes';

/** Options of {@link createApiServer}. */
export interface ApiServerOptions {
  /** Postgres port on 127.0.0.1 (roles `authenticator` and `postgres`, password `postgres`). */
  dbPort: number;
  /** HS256 secret for every JWT. */
  jwtSecret: string;
  /** Publishable and secret keys the gateway accepts (default: the CLI's local keys). */
  apiKeys?: OpaqueApiKeys;
  /** Folder holding object bytes: `<storageDir>/<bucket>/<name>`. */
  storageDir: string;
  /** Global upload limit in bytes (`[storage] file_size_limit`). */
  uploadLimit: number;
  /** Log requests to stderr. */
  logger?: boolean;
  /** Pool sizes and acquisition timeout (defaults: PostgREST's). */
  pool?: PoolOptions;
  /** Auth `/token` requests per 5 minutes per client (`[auth.rate_limit] token_refresh`). */
  tokenRefreshPer5Min?: number;
  /** PostgREST `db-max-rows` (`[api] max_rows`). */
  maxRows?: number;
  /** The `[auth]` settings of config.toml (defaults: the CLI's). */
  auth?: AuthConfig;
  /** SMTP port of the mail catcher on 127.0.0.1 that receives the Auth e-mails. */
  smtpPort?: number;
  /**
   * The API's public address (`[api] external_url`): Auth's e-mail links and token issuer are
   * built on it. Default: http://127.0.0.1:<the port it listens on>; never a request header.
   */
  externalUrl?: string;
  /** Serve `supabase/functions/*` at `/functions/v1/<name>` (none when absent). */
  functions?: Omit<FunctionsOptions, 'jwtSecret'>;
}

/** A created (not yet listening) server and its resources. */
export interface ApiServer {
  app: FastifyInstance;
  db: Database;
  catalogue: Catalogue;
  /** Closes the HTTP server and the database pools. */
  close(): Promise<void>;
}

/**
 * Creates the API server. Call `app.listen({ host: '127.0.0.1', port })` to serve.
 *
 * @returns The fastify instance with the gateway, REST, Storage and Auth routes registered.
 */
export async function createApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const db = createDatabase(options.dbPort, options.pool);
  const catalogue = new Catalogue(db.admin);
  // PostgREST listens on channel `pgrst` ("Schema Cache > Schema Cache Reloading"); the
  // bootstrap's event triggers notify it after every DDL statement, as on hosted Supabase.
  const listener = new pg.Client({
    host: '127.0.0.1',
    port: options.dbPort,
    database: 'postgres',
    user: 'postgres',
    password: LOCAL_DB_PASSWORD,
    application_name: 'local-api-listener',
  });
  listener.on('notification', (message) => {
    if (message.channel === 'pgrst' && /^reload (schema|config)$/.test(message.payload ?? '')) {
      catalogue.invalidate();
    }
  });
  listener.on('error', () => undefined);
  // GoTrue migrates its own schema on start; so does the local Auth (idempotent).
  await db.admin.query(AUTH_EMAIL_SCHEMA);
  const mailer =
    options.smtpPort && options.auth ? new AuthMailer(options.auth, options.smtpPort) : undefined;
  await listener.connect();
  await listener.query('listen pgrst');
  const app = Fastify({ logger: options.logger ? { level: 'info' } : false, bodyLimit: 20 * 1024 * 1024 });
  await installGateway(app, {
    jwtSecret: options.jwtSecret,
    keys: options.apiKeys ?? { publishable: LOCAL_PUBLISHABLE_KEY, secret: LOCAL_SECRET_KEY },
  });
  // Hosted Supabase answers through its edge network, which compresses the Data API's and
  // Auth's JSON for clients that accept it; so do these (gzip, from 1 kB). Storage is left as is:
  // its objects are images and audio, served with byte ranges.
  await app.register(async (compressed) => {
    installCompression(compressed);
    await compressed.register(restRoutes, {
      prefix: '/rest/v1',
      pool: db.api,
      catalogue,
      jwtSecret: options.jwtSecret,
      maxRows: options.maxRows,
    });
    await compressed.register(authRoutes, {
      prefix: '/auth/v1',
      db,
      jwtSecret: options.jwtSecret,
      tokenRefreshPer5Min: options.tokenRefreshPer5Min,
      config: options.auth,
      mailer,
      externalUrl: options.externalUrl,
    });
  });
  await app.register(storageRoutes, {
    prefix: '/storage/v1',
    db,
    jwtSecret: options.jwtSecret,
    storageDir: options.storageDir,
    uploadLimit: options.uploadLimit,
  });
  const functions: FunctionsHost | undefined = options.functions
    ? functionsRoutes(app, { ...options.functions, jwtSecret: options.jwtSecret })
    : undefined;
  return {
    app,
    db,
    catalogue,
    close: async () => {
      await app.close();
      await functions?.stop();
      mailer?.close();
      await listener.end().catch(() => undefined);
      await db.end();
    },
  };
}
