/**
 * The local stack's pg_cron stand-in (supabase/local/bootstrap.sql `cron` schema,
 * supabase/local/cron.ts runner): pg_cron's functions and tables, and jobs run on their schedule
 * by the running test stack, with each run recorded in cron.job_run_details.
 */
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nextRun } from '../../supabase/local/cron';
import { superuser } from './support/clients';

let db: pg.Client;

beforeAll(async () => {
  db = await superuser();
  await db.query('create schema if not exists cron_test');
  await db.query('create table if not exists cron_test.ticks (at timestamptz not null default now())');
});

afterEach(async () => {
  await db.query(`delete from cron.job where jobname like 'cron-test-%'`);
});

afterAll(async () => {
  await db.query('drop schema if exists cron_test cascade');
  await db.end();
});

/** Polls `query` until `done` holds for its first row, for at most `ms`. */
async function waitFor<T extends pg.QueryResultRow>(
  query: string,
  done: (row: T | undefined) => boolean,
  ms = 8_000,
): Promise<T | undefined> {
  const until = Date.now() + ms;
  for (;;) {
    const row = (await db.query<T>(query)).rows[0];
    if (done(row) || Date.now() > until) return row;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('cron functions (pg_cron signatures)', () => {
  it('schedule(name, …) creates a job and replaces it under the same name', async () => {
    const first = await db.query<{ id: string }>(
      `select cron.schedule('cron-test-a', '0 3 * * *', 'select 1') as id`,
    );
    const again = await db.query<{ id: string }>(
      `select cron.schedule('cron-test-a', '*/10 * * * *', 'select 2') as id`,
    );
    expect(again.rows[0]?.id).toBe(first.rows[0]?.id);
    const job = await db.query(
      `select schedule, command, username, active from cron.job where jobname = 'cron-test-a'`,
    );
    expect(job.rows).toEqual([
      { schedule: '*/10 * * * *', command: 'select 2', username: 'postgres', active: true },
    ]);
  });

  it('unschedule(name) removes a job and raises for an unknown one', async () => {
    await db.query(`select cron.schedule('cron-test-b', '@daily', 'select 1')`);
    expect((await db.query(`select cron.unschedule('cron-test-b') as ok`)).rows[0]).toEqual({ ok: true });
    await expect(db.query(`select cron.unschedule('cron-test-b')`)).rejects.toThrow(
      "could not find valid entry for job 'cron-test-b'",
    );
  });

  it.each(['every minute', '* * * *', '61 seconds', '0 seconds'])(
    'refuses the schedule %j',
    async (schedule) => {
      await expect(
        db.query(`select cron.schedule('cron-test-c', $1, 'select 1')`, [schedule]),
      ).rejects.toThrow(`invalid schedule: ${schedule}`);
    },
  );

  it('reads schedules as pg_cron does (UTC cron fields, seconds intervals)', () => {
    const from = Date.parse('2026-11-25T10:02:30Z');
    expect(new Date(nextRun('*/5 * * * *', from) ?? 0).toISOString()).toBe('2026-11-25T10:05:00.000Z');
    expect(new Date(nextRun('0 3 * * *', from) ?? 0).toISOString()).toBe('2026-11-26T03:00:00.000Z');
    expect(new Date(nextRun('@hourly', from) ?? 0).toISOString()).toBe('2026-11-25T11:00:00.000Z');
    expect(nextRun('30 seconds', from)).toBe(from + 30_000);
    expect(nextRun('@reboot', from)).toBeUndefined();
  });
});

describe('the runner', () => {
  it("runs an active job on its schedule and records each run as 'succeeded'", async () => {
    await db.query('truncate cron_test.ticks');
    const job = await db.query<{ id: string }>(
      `select cron.schedule('cron-test-tick', '1 seconds', 'insert into cron_test.ticks default values') as id`,
    );
    const ticks = await waitFor<{ n: string }>(
      'select count(*) as n from cron_test.ticks',
      (r) => Number(r?.n) >= 3,
    );
    expect(Number(ticks?.n)).toBeGreaterThanOrEqual(3);
    const runs = await db.query<{ status: string; return_message: string; username: string }>(
      `select status, return_message, username from cron.job_run_details
       where jobid = $1 and status <> 'running' order by runid limit 1`,
      [job.rows[0]?.id],
    );
    expect(runs.rows[0]).toEqual({ status: 'succeeded', return_message: 'INSERT 1', username: 'postgres' });
  });

  it("records a failing command as 'failed' with its error, and keeps running it", async () => {
    const job = await db.query<{ id: string }>(
      `select cron.schedule('cron-test-fail', '1 seconds', 'select 1 / 0') as id`,
    );
    const failed = await waitFor<{ n: string; message: string }>(
      `select count(*) as n, min(return_message) as message from cron.job_run_details
       where jobid = ${Number(job.rows[0]?.id)} and status = 'failed'`,
      (r) => Number(r?.n) >= 2,
    );
    expect(Number(failed?.n)).toBeGreaterThanOrEqual(2);
    expect(failed?.message).toBe('division by zero');
  });

  it('stops running a job once it is unscheduled or inactive', async () => {
    await db.query('truncate cron_test.ticks');
    const job = await db.query<{ id: string }>(
      `select cron.schedule('cron-test-stop', '1 seconds', 'insert into cron_test.ticks default values') as id`,
    );
    await waitFor<{ n: string }>('select count(*) as n from cron_test.ticks', (r) => Number(r?.n) >= 1);
    await db.query('select cron.alter_job($1, active => false)', [job.rows[0]?.id]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const before = Number(
      (await db.query<{ n: string }>('select count(*) as n from cron_test.ticks')).rows[0]?.n,
    );
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const after = Number(
      (await db.query<{ n: string }>('select count(*) as n from cron_test.ticks')).rows[0]?.n,
    );
    expect(after).toBe(before);
  });
});
