import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CREATING_MARKER, markCreated, prepareDataDir } from './data-dir';

let dataDir: string;
const lines: string[] = [];
const say = (line: string): void => void lines.push(line);

/** A data folder as a first start killed after initdb leaves it. */
async function halfMade(marker: object): Promise<void> {
  await mkdir(path.join(dataDir, 'db'), { recursive: true });
  await writeFile(path.join(dataDir, 'db', 'PG_VERSION'), '17\n');
  await mkdir(path.join(dataDir, 'storage', 'event-covers'), { recursive: true });
  await writeFile(path.join(dataDir, CREATING_MARKER), JSON.stringify(marker));
}

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'data-dir-test-'));
  lines.length = 0;
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('prepareDataDir', () => {
  it('marks a database about to be created, and markCreated removes the mark', async () => {
    const prepared = await prepareDataDir(dataDir, { say });
    expect(prepared).toEqual({
      dbDir: path.join(dataDir, 'db'),
      storageDir: path.join(dataDir, 'storage'),
      fresh: true,
    });
    const marker = JSON.parse(await readFile(path.join(dataDir, CREATING_MARKER), 'utf8')) as object;
    expect(marker).toMatchObject({ pid: process.pid });
    await markCreated(dataDir);
    expect(existsSync(path.join(dataDir, CREATING_MARKER))).toBe(false);
    expect(lines).toEqual([]);
  });

  it('starts a complete database as it is', async () => {
    await mkdir(path.join(dataDir, 'db'), { recursive: true });
    await writeFile(path.join(dataDir, 'db', 'PG_VERSION'), '17\n');
    expect((await prepareDataDir(dataDir, { say })).fresh).toBe(false);
    expect(existsSync(path.join(dataDir, CREATING_MARKER))).toBe(false);
    expect(lines).toEqual([]);
  });

  it('says that a marked database is half-made, and discards it to be created again', async () => {
    // A process that has ended: the start it ran was killed.
    const ended = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => ended.once('exit', resolve));
    await halfMade({ pid: ended.pid, started: new Date().toISOString() });
    const prepared = await prepareDataDir(dataDir, { say });
    expect(lines).toEqual([
      `The database in ${dataDir} was left half-made by a first start that did not finish ` +
        '(interrupted or failed); recreating it from the migrations and the seed.',
    ]);
    expect(prepared.fresh).toBe(true);
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'storage', 'event-covers'))).toBe(false);
  });

  it('refuses while the start named in the marker still runs', async () => {
    const running = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await halfMade({ pid: running.pid, started: new Date().toISOString() });
      await expect(prepareDataDir(dataDir, { say })).rejects.toThrow(
        `Another start is creating the database in ${dataDir} (creating.json); wait for it to finish or stop it.`,
      );
      expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
      // A marker older than any first start is stale, even if its process id is in use again.
      await halfMade({ pid: running.pid, started: new Date(Date.now() - 3_600_000).toISOString() });
      expect((await prepareDataDir(dataDir, { say })).fresh).toBe(true);
    } finally {
      running.kill();
    }
  });

  it('discards everything on reset', async () => {
    await mkdir(path.join(dataDir, 'db'), { recursive: true });
    await writeFile(path.join(dataDir, 'db', 'PG_VERSION'), '17\n');
    expect((await prepareDataDir(dataDir, { reset: true, say })).fresh).toBe(true);
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
  });
});
