/**
 * The local stack's stand-in for pg_net's background worker (https://github.com/supabase/pg_net):
 * sends the requests that `net.http_get` / `net.http_post` / `net.http_delete` queued in
 * `net.http_request_queue` (schema: `pg-net.sql`) and stores each answer in `net._http_response`
 * (`status_code`, `content_type`, `headers`, `content`, `timed_out`, `error_msg`), as pg_net does.
 *
 * Like pg_net, a request is only seen once the transaction that queued it has committed: the
 * worker wakes on the `pg_net` notification (delivered at commit) and also looks every second.
 * Each request is taken off the queue before it is sent (pg_net does the same: a request is sent
 * at most once), runs with its own `timeout_milliseconds`, and many run at once. Answers are kept
 * six hours (pg_net's default `pg_net.ttl`).
 */
import pg from 'pg';

/** A running worker. */
export interface NetWorker {
  /** Stops taking requests, waits for those in flight, closes the connections. */
  stop(): Promise<void>;
}

/** Options of {@link startNetWorker}. */
export interface NetWorkerOptions {
  /** Milliseconds between two looks at the queue without a notification (default 1000). */
  pollMs?: number;
  /** Requests taken per look (pg_net's `pg_net.batch_size` default is 200). */
  batchSize?: number;
  /** Receives the worker's own failures (a request's failure goes to `net._http_response`). */
  onError?: (error: unknown) => void;
}

interface QueuedRequest {
  id: string;
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  headers: Record<string, string> | null;
  body: Buffer | null;
  timeout_milliseconds: number;
}

const TTL = '6 hours';

/**
 * Sends one queued request and returns the row for `net._http_response`.
 *
 * @returns status, content type, headers and body text; or `timed_out` / `error_msg` when the
 *   request did not get an answer (pg_net leaves `status_code` null then).
 */
export async function sendQueuedRequest(request: QueuedRequest): Promise<{
  status_code: number | null;
  content_type: string | null;
  headers: Record<string, string> | null;
  content: string | null;
  timed_out: boolean;
  error_msg: string | null;
}> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) headers[name] = String(value);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(request.timeout_milliseconds),
    });
    const content = await response.text();
    const answerHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      answerHeaders[name] = value;
    });
    return {
      status_code: response.status,
      content_type: response.headers.get('content-type'),
      headers: answerHeaders,
      content,
      timed_out: false,
      error_msg: null,
    };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return {
      status_code: null,
      content_type: null,
      headers: null,
      content: null,
      timed_out: timedOut,
      error_msg: timedOut
        ? `Timeout of ${request.timeout_milliseconds} ms reached`
        : `${error instanceof Error ? error.message : String(error)}${cause}`,
    };
  }
}

/**
 * Starts sending the queued requests of the database at `dbUrl` (a superuser URL). When the
 * database has no `net` schema the worker idles.
 */
export function startNetWorker(dbUrl: string, options: NetWorkerOptions = {}): NetWorker {
  const pollMs = options.pollMs ?? 1000;
  const batchSize = options.batchSize ?? 200;
  const onError = options.onError ?? (() => undefined);
  const pool = new pg.Pool({ connectionString: dbUrl, max: 3, application_name: 'local-pg-net' });
  pool.on('error', () => undefined);
  const listener = new pg.Client({ connectionString: dbUrl, application_name: 'local-pg-net-listener' });
  listener.on('error', () => undefined);
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  let draining: Promise<void> | undefined;
  let again = false;
  let lastPurge = 0;

  const deliver = async (request: QueuedRequest): Promise<void> => {
    const answer = await sendQueuedRequest(request);
    await pool.query(
      `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        request.id,
        answer.status_code,
        answer.content_type,
        answer.headers ? JSON.stringify(answer.headers) : null,
        answer.content,
        answer.timed_out,
        answer.error_msg,
      ],
    );
  };

  const drainOnce = async (): Promise<number> => {
    const { rows } = await pool.query<QueuedRequest>(
      `delete from net.http_request_queue
       where id in (select id from net.http_request_queue order by id limit $1 for update skip locked)
       returning id::text, method::text, url, headers, body, timeout_milliseconds`,
      [batchSize],
    );
    for (const request of rows) {
      const run = deliver(request)
        .catch(onError)
        .finally(() => inFlight.delete(run));
      inFlight.add(run);
    }
    if (Date.now() - lastPurge > 60_000) {
      lastPurge = Date.now();
      await pool.query(`delete from net._http_response where created < now() - interval '${TTL}'`);
    }
    return rows.length;
  };

  const drain = (): void => {
    if (stopped) return;
    if (draining) {
      again = true;
      return;
    }
    draining = (async () => {
      try {
        const ready = await pool.query(`select to_regclass('net.http_request_queue') is not null as ok`);
        if (!ready.rows[0]?.ok) return;
        do {
          again = false;
          while (!stopped && (await drainOnce()) === batchSize);
        } while (again && !stopped);
      } catch (error) {
        if (!stopped) onError(error);
      } finally {
        draining = undefined;
      }
    })();
  };

  listener.on('notification', (message) => {
    if (message.channel === 'pg_net') drain();
  });
  const listening = listener
    .connect()
    .then(() => listener.query('listen pg_net'))
    .then(() => drain())
    .catch(onError);
  const timer = setInterval(drain, pollMs);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await listening;
      await draining;
      await Promise.allSettled([...inFlight]);
      await listener.end().catch(() => undefined);
      await pool.end().catch(() => undefined);
    },
  };
}
