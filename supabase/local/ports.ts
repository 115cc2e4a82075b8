/**
 * The local stack's ports and addresses, read from `supabase/config.toml`: the file is the one
 * place they are set, for `npm run dev` and every other command as for `supabase start`, so two
 * checkouts with different ports in their config.toml run side by side.
 *
 * | port     | config.toml key                                  | CLI default |
 * | -------- | ------------------------------------------------ | ----------- |
 * | `api`    | `[api] port`                                     | 54321       |
 * | `db`     | `[db] port`                                      | 54322       |
 * | `shadow` | `[db] shadow_port` (the CLI's `db diff`; unused) | 54320       |
 * | `studio` | `[studio] port` (the CLI's Studio; unused here)  | 54323       |
 * | `mail`   | `[local_smtp] port` (formerly `[inbucket]`)      | 54324       |
 * | `smtp`   | `[local_smtp] smtp_port`                         | 54325       |
 * | `stripe` | `[local.stripe] port` (this project's own table) | 54326       |
 * | `push`   | `[local.push] port` (the local push service)     | 54327       |
 *
 * `[local]` is this project's table for what the Supabase CLI does not have; the CLI ignores it
 * with a one-line warning (docs/decisions/0001).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import getPort from 'get-port';
import { parse } from 'smol-toml';

/** Every port of the local stack (TCP, on 127.0.0.1). */
export interface StackPorts {
  api: number;
  db: number;
  shadow: number;
  studio: number;
  mail: number;
  smtp: number;
  stripe: number;
  push: number;
}

/** The Supabase CLI's defaults, 54326 for the Stripe stand-in and 54327 for the push service. */
export const DEFAULT_PORTS: Readonly<StackPorts> = Object.freeze({
  api: 54321,
  db: 54322,
  shadow: 54320,
  studio: 54323,
  mail: 54324,
  smtp: 54325,
  stripe: 54326,
  push: 54327,
});

/** Where each port is set in config.toml, as messages name it. */
export const PORT_KEYS: Readonly<Record<keyof StackPorts, string>> = Object.freeze({
  api: '[api] port',
  db: '[db] port',
  shadow: '[db] shadow_port',
  studio: '[studio] port',
  mail: '[local_smtp] port',
  smtp: '[local_smtp] smtp_port',
  stripe: '[local.stripe] port',
  push: '[local.push] port',
});

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * The ports of a parsed config.toml, with the defaults for keys it leaves out.
 *
 * @param toml - The parsed file (smol-toml's `parse`).
 * @throws Error naming the key when a port is not a whole number from 1 to 65535, or when two keys
 *   name the same port.
 */
export function portsFromToml(toml: Record<string, unknown>): StackPorts {
  const db = asRecord(toml.db);
  // The CLI reads `[local_smtp]`, and `[inbucket]` from older files; the newer name wins.
  const mail = { ...asRecord(toml.inbucket), ...asRecord(toml.local_smtp) };
  const raw: Record<keyof StackPorts, unknown> = {
    api: asRecord(toml.api).port,
    db: db.port,
    shadow: db.shadow_port,
    studio: asRecord(toml.studio).port,
    mail: mail.port,
    smtp: mail.smtp_port,
    stripe: asRecord(asRecord(toml.local).stripe).port,
    push: asRecord(asRecord(toml.local).push).port,
  };
  const ports = { ...DEFAULT_PORTS };
  for (const key of Object.keys(raw) as Array<keyof StackPorts>) {
    const value = raw[key];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 65535) {
      throw new Error(
        `supabase/config.toml: ${PORT_KEYS[key]} must be a whole number from 1 to 65535, not ${JSON.stringify(value)}`,
      );
    }
    ports[key] = value;
  }
  const seen = new Map<number, keyof StackPorts>();
  for (const key of Object.keys(ports) as Array<keyof StackPorts>) {
    const other = seen.get(ports[key]);
    if (other) {
      throw new Error(
        `supabase/config.toml: ${PORT_KEYS[other]} and ${PORT_KEYS[key]} are both ${ports[key]}; give each its own port`,
      );
    }
    seen.set(ports[key], key);
  }
  return ports;
}

/**
 * Reads the ports of `<supabaseDir>/config.toml`.
 *
 * @returns The CLI's defaults when the file is missing.
 * @throws Error on unreadable TOML or a bad port ({@link portsFromToml}).
 */
export async function readStackPorts(supabaseDir: string): Promise<StackPorts> {
  const file = path.join(supabaseDir, 'config.toml');
  if (!existsSync(file)) return { ...DEFAULT_PORTS };
  return portsFromToml(asRecord(parse(await readFile(file, 'utf8'))));
}

/** Resolves when `port` can be listened on at 127.0.0.1, with false when something holds it. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * Checks, before anything is created, that the ports the stack will listen on are free.
 *
 * @param ports - The ports to check (a 0 is a free port picked later and is skipped).
 * @throws Error naming every taken port with its config.toml key and what to do.
 */
export async function assertPortsFree(ports: Partial<Record<keyof StackPorts, number>>): Promise<void> {
  const taken: string[] = [];
  for (const [key, port] of Object.entries(ports) as Array<[keyof StackPorts, number | undefined]>) {
    if (port && !(await portIsFree(port))) taken.push(`  - ${port} (${PORT_KEYS[key]})`);
  }
  if (taken.length > 0) {
    throw new Error(
      `Another program already listens on:\n${taken.join('\n')}\n` +
        'Stop it, or choose other ports for this checkout in supabase/config.toml.',
    );
  }
}

/** Ports a start may be given; 0 picks a free port. */
export interface PortChoice {
  apiPort?: number;
  dbPort?: number;
  mailPort?: number;
  smtpPort?: number;
  stripePort?: number;
  pushPort?: number;
}

/**
 * The ports a start listens on: the given ones, else config.toml's; with `apiPort` 0 (throwaway
 * stacks of the tests), free ports for every one not given. The API port is picked here, before
 * seeding (seed.sql writes full public-object URLs with it); the others may stay 0 (free).
 */
export async function choosePorts(
  given: PortChoice,
  supabaseDir: string,
): Promise<Pick<StackPorts, 'api' | 'db' | 'mail' | 'smtp' | 'stripe' | 'push'>> {
  const configured = await readStackPorts(supabaseDir);
  const free = given.apiPort === 0;
  const pick = (port: number | undefined, fromConfig: number): number => port ?? (free ? 0 : fromConfig);
  return {
    api: given.apiPort || (free ? await getPort({ host: '127.0.0.1' }) : configured.api),
    db: pick(given.dbPort, configured.db),
    mail: pick(given.mailPort, configured.mail),
    smtp: pick(given.smtpPort, configured.smtp),
    stripe: pick(given.stripePort, configured.stripe),
    push: pick(given.pushPort, configured.push),
  };
}

/** Where `vite preview` serves a build (`npm run preview`, `npm run preview:offline`). */
export const PREVIEW_ADDRESS = Object.freeze({ host: 'localhost', port: 4173 });

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where `npm run dev` serves the site: config.toml's `[auth] site_url`, the address of the
 * README, of every e-mail link and of the Auth redirects, so the site has one origin (a visitor's
 * saved form choices and sign-in are kept per origin).
 *
 * @param siteUrl - `[auth] site_url`, e.g. `http://localhost:5173`.
 * @returns Vite's `server.host` and `server.port`.
 * @throws Error when the address is not http on this machine with a port.
 */
export function devServerAddress(siteUrl: string): { host: string; port: number } {
  let url: URL | undefined;
  try {
    url = new URL(siteUrl);
  } catch {
    url = undefined;
  }
  if (!url || url.protocol !== 'http:' || !url.port || !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new Error(
      'supabase/config.toml: [auth] site_url is where `npm run dev` serves the site: an http address ' +
        `on this machine with a port, such as http://localhost:5173, not ${JSON.stringify(siteUrl)}`,
    );
  }
  return { host: url.hostname === '[::1]' ? '::1' : url.hostname, port: Number(url.port) };
}
