/**
 * A stand-in for `@/lib/supabase-rest` in component tests (no network). Use it with
 * `vi.mock('@/lib/supabase-rest', () => import('@/testing/fake-db'))`, then answer requests per
 * table with {@link respond} and inspect {@link requests}.
 */

export interface FakeResponse {
  data?: unknown;
  error?: { code?: string; message: string } | null;
}

export interface FakeRequest {
  table: string;
  /** Builder calls in order, e.g. `[['select', 'a, b'], ['eq', 'is_active', true], ['single']]`. */
  calls: [string, ...unknown[]][];
}

type Handler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

const handlers = new Map<string, Handler>();
/** Every request made since the last {@link resetFakeDb}, in order. */
export const requests: FakeRequest[] = [];

/** Sets how requests to `table` are answered (a fixed response or a function of the request). */
export function respond(table: string, response: FakeResponse | Handler): void {
  handlers.set(table, typeof response === 'function' ? response : () => response);
}

/** A response that never arrives: the view stays in its loading state. */
export function never(): Promise<FakeResponse> {
  return new Promise(() => {});
}

/** Forgets all handlers and requests. */
export function resetFakeDb(): void {
  handlers.clear();
  requests.length = 0;
}

function builder(table: string) {
  const request: FakeRequest = { table, calls: [] };
  requests.push(request);
  const run = async () => {
    const handler = handlers.get(table);
    const response = handler ? await handler(request) : { data: [], error: null };
    return { data: response.data ?? null, error: response.error ?? null };
  };
  const proxy: unknown = new Proxy(
    {},
    {
      get(_target, name) {
        if (name === 'then') {
          return (resolve: (value: unknown) => void, reject: (reason: unknown) => void) =>
            run().then(resolve, reject);
        }
        return (...args: unknown[]) => {
          request.calls.push([String(name), ...args]);
          return proxy;
        };
      },
    },
  );
  return proxy;
}

export const db = { from: (table: string) => builder(table) };

export function publicUrl(bucket: string, path: string): string {
  return `https://storage.test/${bucket}/${path}`;
}
