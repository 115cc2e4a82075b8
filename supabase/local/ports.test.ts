import net from 'node:net';
import path from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import {
  assertPortsFree,
  choosePorts,
  DEFAULT_PORTS,
  devServerAddress,
  portsFromToml,
  readStackPorts,
} from './ports';

const SUPABASE_DIR = path.resolve(import.meta.dirname, '..');

describe('portsFromToml', () => {
  it('reads every port from its key: [api], [db] port and shadow_port, [studio], [local_smtp], [local.stripe], [local.push]', () => {
    const toml = parse(`
      [api]
      port = 1001
      [db]
      port = 1002
      shadow_port = 1003
      [studio]
      port = 1004
      [local_smtp]
      port = 1005
      smtp_port = 1006
      [local.stripe]
      port = 1007
      [local.push]
      port = 1008
    `);
    expect(portsFromToml(toml)).toEqual({
      api: 1001,
      db: 1002,
      shadow: 1003,
      studio: 1004,
      mail: 1005,
      smtp: 1006,
      stripe: 1007,
      push: 1008,
    });
  });

  it("takes the CLI's defaults (and 54326, 54327 for the Stripe stand-in and the push service) for keys the file leaves out", () => {
    expect(portsFromToml(parse('[api]\nport = 6000'))).toEqual({ ...DEFAULT_PORTS, api: 6000 });
    expect(portsFromToml({})).toEqual({
      api: 54321,
      db: 54322,
      shadow: 54320,
      studio: 54323,
      mail: 54324,
      smtp: 54325,
      stripe: 54326,
      push: 54327,
    });
  });

  it('reads [inbucket], the older name of [local_smtp]; [local_smtp] wins when both are there', () => {
    expect(portsFromToml(parse('[inbucket]\nport = 7001\nsmtp_port = 7002'))).toMatchObject({
      mail: 7001,
      smtp: 7002,
    });
    expect(
      portsFromToml(parse('[inbucket]\nport = 7001\nsmtp_port = 7002\n[local_smtp]\nport = 7003')),
    ).toMatchObject({ mail: 7003, smtp: 7002 });
  });

  it.each([['"54321"'], ['0'], ['65536'], ['54321.5'], ['-1']])(
    'refuses [db] port = %s, naming the key',
    (value) => {
      expect(() => portsFromToml(parse(`[db]\nport = ${value}`))).toThrow(
        /config\.toml: \[db\] port must be a whole number from 1 to 65535/,
      );
    },
  );

  it('refuses two keys with the same port, naming both', () => {
    expect(() => portsFromToml(parse('[local.stripe]\nport = 54321'))).toThrow(
      'supabase/config.toml: [api] port and [local.stripe] port are both 54321; give each its own port',
    );
  });
});

describe('readStackPorts', () => {
  it("reads this repository's config.toml: the Supabase CLI's ports and the stand-in's 54326", async () => {
    expect(await readStackPorts(SUPABASE_DIR)).toEqual(DEFAULT_PORTS);
  });

  it('gives the defaults when there is no config.toml', async () => {
    expect(await readStackPorts(path.join(SUPABASE_DIR, 'no-such-folder'))).toEqual(DEFAULT_PORTS);
  });
});

describe('choosePorts', () => {
  it("gives config.toml's ports unless the options name others", async () => {
    expect(await choosePorts({}, SUPABASE_DIR)).toEqual({
      api: 54321,
      db: 54322,
      mail: 54324,
      smtp: 54325,
      stripe: 54326,
      push: 54327,
    });
    expect(await choosePorts({ dbPort: 6543, stripePort: 0 }, SUPABASE_DIR)).toMatchObject({
      api: 54321,
      db: 6543,
      stripe: 0,
    });
  });

  it('with apiPort 0 (throwaway stacks) picks a free API port and leaves the others to be picked free', async () => {
    const ports = await choosePorts({ apiPort: 0 }, SUPABASE_DIR);
    expect(ports.api).toBeGreaterThan(0);
    expect({ ...ports, api: 1 }).toEqual({ api: 1, db: 0, mail: 0, smtp: 0, stripe: 0, push: 0 });
  });
});

describe('assertPortsFree', () => {
  it('names every taken port with its config.toml key, and passes free ones and 0', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const taken = (server.address() as net.AddressInfo).port;
    try {
      await expect(assertPortsFree({ api: 0, db: taken })).rejects.toThrow(
        `Another program already listens on:\n  - ${taken} ([db] port)\n` +
          'Stop it, or choose other ports for this checkout in supabase/config.toml.',
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    await expect(assertPortsFree({ api: 0, db: taken })).resolves.toBeUndefined();
  });
});

describe('devServerAddress', () => {
  it('serves the dev site on [auth] site_url', () => {
    expect(devServerAddress('http://localhost:5173')).toEqual({ host: 'localhost', port: 5173 });
    expect(devServerAddress('http://127.0.0.1:5180/')).toEqual({ host: '127.0.0.1', port: 5180 });
    expect(devServerAddress('http://[::1]:5174')).toEqual({ host: '::1', port: 5174 });
  });

  it.each([
    ['https://localhost:5173'],
    ['http://localhost'],
    ['http://church.example:5173'],
    ['localhost:5173'],
  ])('refuses %s with a message naming the key', (siteUrl) => {
    expect(() => devServerAddress(siteUrl)).toThrow(
      /\[auth\] site_url is where `npm run dev` serves the site/,
    );
  });
});
