/**
 * The local stack's stand-in for pg_cron's background worker (https://github.com/citusdata/pg_cron):
 * runs every active job of `cron.job` (created by bootstrap.sql, filled by `cron.schedule`) on
 * its schedule, as the job's user, and records each run in `cron.job_run_details` as pg_cron
 * does (status `running`, then `succeeded` with the command tag or `failed` with the error).
 *
 * Schedules as pg_cron reads them: five cron fields in UTC (pg_cron's default `cron.timezone`
 * is GMT), parsed by `cron-parser`; or '[1-59] seconds', run that many seconds after the last
 * start. A job never runs twice at once: a run still going when the next is due is skipped.
 */
import { CronExpressionParser } from 'cron-parser';
import pg from 'pg';

/** A running job runner. */
export interface CronRunner {
  /** Stops scheduling, waits for the runs in progress, closes the connections. */
  stop(): Promise<void>;
}

/** Options of {@link startCronRunner}. */
export interface CronRunnerOptions {
  /** Milliseconds between two looks at `cron.job` (default 1000, pg_cron's resolution). */
  tickMs?: number;
  /** Receives a line when the runner itself fails (not a job: those go to job_run_details). */
  onError?: (error: unknown) => void;
}

interface JobRow {
  jobid: string;
  schedule: string;
  command: string;
  database: string;
  username: string;
}

interface JobState {
  schedule: string;
  next: number;
  running: boolean;
}

const SECONDS = /^\s*(\d+)\s+seconds?\s*$/i;
const MACROS: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

/**
 * When a job with `schedule` next runs after `from` (epoch ms), or undefined for `@reboot`,
 * which pg_cron runs once when it starts.
 *
 * @throws Error from cron-parser for a schedule it cannot read.
 */
export function nextRun(schedule: string, from: number): number | undefined {
  const seconds = SECONDS.exec(schedule);
  if (seconds) return from + Number(seconds[1]) * 1000;
  const text = schedule.trim().toLowerCase();
  if (text === '@reboot') return undefined;
  const expression = MACROS[text] ?? schedule.trim();
  return CronExpressionParser.parse(expression, { currentDate: new Date(from), tz: 'UTC' })
    .next()
    .getTime();
}

/**
 * Starts running the jobs of `cron.job` in the database at `dbUrl` (a superuser URL: the runner
 * switches to each job's user with `SET ROLE`, as pg_cron connects as that user). When the
 * database has no `cron` schema (a data folder created before it existed) the runner idles.
 */
export function startCronRunner(dbUrl: string, options: CronRunnerOptions = {}): CronRunner {
  const tickMs = options.tickMs ?? 1000;
  const pool = new pg.Pool({ connectionString: dbUrl, max: 4, application_name: 'local-cron' });
  pool.on('error', () => undefined);
  const states = new Map<string, JobState>();
  const runs = new Set<Promise<void>>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> = Promise.resolve();
  const report = (error: unknown): void => options.onError?.(error);

  const run = async (job: JobRow): Promise<void> => {
    const client = await pool.connect();
    let runid: string | undefined;
    try {
      const started = await client.query<{ runid: string }>(
        `insert into cron.job_run_details (jobid, job_pid, database, username, command, status, start_time)
         values ($1, pg_backend_pid(), $2, $3, $4, 'running', now()) returning runid`,
        [job.jobid, job.database, job.username, job.command],
      );
      runid = started.rows[0]?.runid;
      let status = 'succeeded';
      let message: string;
      try {
        const current = await client.query<{ db: string }>('select current_database() as db');
        if (current.rows[0]?.db !== job.database) {
          throw new Error(`database "${job.database}" does not exist`);
        }
        await client.query(`set role ${pg.escapeIdentifier(job.username)}`);
        // The simple query protocol, as pg_cron sends the command: several statements run in
        // one implicit transaction.
        const result = (await client.query(job.command)) as pg.QueryResult | pg.QueryResult[];
        const last = Array.isArray(result) ? result[result.length - 1] : result;
        message = last ? `${last.command ?? ''} ${last.rowCount ?? ''}`.trim() : '';
      } catch (error) {
        status = 'failed';
        message = error instanceof Error ? error.message : String(error);
        await client.query('rollback').catch(() => undefined);
      }
      await client.query('reset role');
      await client.query(
        `update cron.job_run_details set status = $2, return_message = $3, end_time = now() where runid = $1`,
        [runid, status, message],
      );
    } finally {
      client.release();
    }
  };

  const tick = async (): Promise<void> => {
    const present = await pool.query<{ ok: boolean }>(`select to_regclass('cron.job') is not null as ok`);
    if (!present.rows[0]?.ok) return;
    const jobs = await pool.query<JobRow>(
      `select jobid::text, schedule, command, database, username from cron.job where active order by jobid`,
    );
    const now = Date.now();
    const seen = new Set<string>();
    for (const job of jobs.rows) {
      seen.add(job.jobid);
      let state = states.get(job.jobid);
      if (!state || state.schedule !== job.schedule) {
        let next: number;
        try {
          // A new '@reboot' job runs once, now; other new jobs wait for their first time.
          next = nextRun(job.schedule, now) ?? now;
        } catch {
          next = Number.POSITIVE_INFINITY;
        }
        state = { schedule: job.schedule, next, running: false };
        states.set(job.jobid, state);
      }
      if (now < state.next || state.running) continue;
      const current = state;
      current.running = true;
      current.next = nextRun(job.schedule, now) ?? Number.POSITIVE_INFINITY;
      const promise = run(job)
        .catch(report)
        .finally(() => {
          current.running = false;
          runs.delete(promise);
        });
      runs.add(promise);
    }
    for (const id of states.keys()) if (!seen.has(id)) states.delete(id);
  };

  const loop = (): void => {
    if (stopped) return;
    // Wake on the next tick boundary, so a '* * * * *' job starts at the minute's first second.
    timer = setTimeout(
      () => {
        ticking = tick().catch(report).finally(loop);
      },
      tickMs - (Date.now() % tickMs),
    );
  };
  loop();

  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await ticking;
      await Promise.allSettled([...runs]);
      await pool.end();
    },
  };
}
