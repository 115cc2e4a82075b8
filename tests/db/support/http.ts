import http from 'node:http';
import { inject } from 'vitest';

/** A plain HTTP answer. */
export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The body parsed as JSON (undefined when it is not JSON). */
  json: unknown;
}

/** Options of {@link call}. */
export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /**
   * Source address of the TCP connection, e.g. `127.0.0.23`: every 127.0.0.0/8 address reaches
   * the stack on 127.0.0.1, so a test can act as several clients (per-client rate limits).
   */
  from?: string;
}

/**
 * One request to the test stack with node:http, nothing added: no `Accept`, no `apikey` unless
 * given (a calendar app or `curl` fetching a feed URL sends no more than that).
 *
 * @param path - Path and query, e.g. `/rest/v1/rpc/feed?apikey=…`.
 */
export function call(path: string, options: CallOptions = {}): Promise<HttpAnswer> {
  const url = new URL(path, inject('apiUrl'));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.from,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text) as unknown;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Headers of a supabase-js request made with `key` (apikey + bearer, JSON). */
export function keyHeaders(key: string, extra: Record<string, string> = {}): Record<string, string> {
  return { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json', ...extra };
}

/** `POST /auth/v1/token?grant_type=…` from the client address `from`. */
export function token(
  grant: string,
  body: Record<string, unknown>,
  from?: string,
  headers: Record<string, string> = {},
): Promise<HttpAnswer> {
  return call(`/auth/v1/token?grant_type=${grant}`, {
    method: 'POST',
    headers: { apikey: inject('anonKey'), 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    from,
  });
}
