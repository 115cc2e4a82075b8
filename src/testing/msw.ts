import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { AboutSettingKey } from '@/lib/site-settings/about-schemas';
import type { SettingKey } from '@/lib/site-settings/schemas';
import type { Database, Json, Tables } from '@/types/database.types';

/**
 * Network-level doubles of Supabase for component tests (docs/decisions/0002): the app's real
 * clients send real HTTP requests, and MSW answers them as PostgREST and Storage would. Tests
 * arrange a server answer and assert what the visitor sees.
 *
 * `src/testing/setup.ts` starts {@link server} for every unit test file and resets its handlers
 * after each test; a request that no handler answers fails the test, except reads of a table,
 * which answer `[]` unless a test says otherwise.
 *
 * @example
 * answerTable('church_events', [event]); // rows
 * answerTable('church_events', []);      // empty
 * failTable('church_events');            // a PostgREST error (500)
 * holdTable('church_events');            // never answers: the loading state
 * const inserts = recordRequests('newsletter_subscribers'); // what was sent
 */

/** The Supabase URL of unit tests (vitest.config.ts `env`). */
export const SUPABASE_URL = import.meta.env.VITE_SUPABASE_URL as string;
const REST = `${SUPABASE_URL}/rest/v1`;
const STORAGE = `${SUPABASE_URL}/storage/v1`;

type PublicSchema = Database['public'];
/** A table or view of the public schema. */
export type TableName = keyof PublicSchema['Tables'] | keyof PublicSchema['Views'];
/** A function of the public schema (called as an RPC). */
export type RpcName = keyof PublicSchema['Functions'];
type Row<T extends TableName> = T extends keyof PublicSchema['Tables'] ? Tables<T> : Record<string, unknown>;

/** A PostgREST error body, e.g. `{ code: '23505', message: 'duplicate key value ...' }`. */
export interface PostgrestErrorBody {
  code: string;
  message: string;
  details?: string | null;
  hint?: string | null;
}

/** The MSW server of the unit tests; `server.use(...)` adds handlers for one test. */
export const server = setupServer(
  http.get(`${REST}/:table`, () => HttpResponse.json([])),
  // The staff header asks for the inbox's unread counts on every staff page of admins and care.
  http.post(`${REST}/rpc/inbox_unread_counts`, () => HttpResponse.json([])),
  // The settings index asks which settings still need Spanish (decision 0055): none unless a test says.
  http.post(`${REST}/rpc/settings_needing_spanish`, () => HttpResponse.json([])),
  // The public event views read occurrences (public.event_occurrences): none unless a test says.
  http.post(`${REST}/rpc/event_occurrences`, () => HttpResponse.json([])),
  // Signing out always succeeds (GoTrue answers 204 and the client forgets the session).
  http.post(`${SUPABASE_URL}/auth/v1/logout`, () => new HttpResponse(null, { status: 204 })),
  // Staff previews ask for a signed URL in a private twin first (docs/decisions/0037): none holds
  // the file unless a test says (answerStorageSign), so previews use the public URL.
  http.post(`${STORAGE}/object/sign/:bucket`, async ({ request }) => {
    const { paths } = (await request.json()) as { paths: string[] };
    return HttpResponse.json(
      paths.map((path) => ({
        error: 'Either the object does not exist or you do not have access to it',
        path,
        signedURL: null,
      })),
    );
  }),
);

function isSingleObject(request: Request): boolean {
  return request.headers.get('accept')?.includes('application/vnd.pgrst.object+json') ?? false;
}

/** PostgREST's answer to `.single()` when the filter does not match exactly one row. */
function notOneRow(count: number) {
  return HttpResponse.json(
    {
      code: 'PGRST116',
      message: 'JSON object requested, multiple (or no) rows returned',
      details: `The result contains ${count} rows`,
      hint: null,
    },
    { status: 406 },
  );
}

/**
 * Answers reads (`GET /rest/v1/<table>`) with `rows`, whatever the filters: the test gives the
 * rows the server would return. A `.single()` read gets the one row, or PostgREST's 406
 * `PGRST116` when `rows` does not hold exactly one.
 *
 * @param rows - the response body; give only the columns the component reads, or whole rows.
 */
export function answerTable<T extends TableName>(table: T, rows: readonly Partial<Row<T>>[]): void {
  server.use(
    http.get(`${REST}/${table}`, ({ request }) => {
      if (!isSingleObject(request)) return HttpResponse.json(rows as JsonBodyType);
      return rows.length === 1 ? HttpResponse.json(rows[0] as JsonBodyType) : notOneRow(rows.length);
    }),
  );
}

/**
 * Answers the `site_settings` read with these keys and raw values (what staff stored), e.g.
 * `answerSiteSettings({ contact_info: { phone: '(317) 555-0100' } })`.
 */
export function answerSiteSettings(
  settings: Partial<Record<SettingKey | AboutSettingKey, NonNullable<Json>>>,
): void {
  answerTable(
    'site_settings',
    Object.entries(settings).map(([setting_key, setting_value]) => ({
      setting_key,
      setting_value: setting_value ?? null,
    })),
  );
}

/**
 * Makes every request to `table` (reads and writes) fail as PostgREST does.
 *
 * @param error - the error body; default a 500 `XX000` "internal error".
 * @param status - the HTTP status; default 500 (409 for `23505`, 400 for `23514` in real life).
 */
export function failTable(
  table: TableName,
  error: PostgrestErrorBody = { code: 'XX000', message: 'internal error' },
  status = 500,
): void {
  server.use(
    http.all(`${REST}/${table}`, () =>
      HttpResponse.json({ details: null, hint: null, ...error }, { status }),
    ),
  );
}

/**
 * Requests to `table` get no answer until `release()` is called (the loading or "Submitting..."
 * state); `release` then lets them through to the next handler (a later `answerTable`, or the
 * defaults).
 *
 * @returns `release`, which lets the held requests and later ones continue.
 */
export function holdTable(table: TableName): { release: () => void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.all(`${REST}/${table}`, async () => {
      await gate;
    }),
  );
  return { release };
}

/** A request that reached the test server. */
export interface RecordedRequest {
  method: string;
  url: URL;
  /** The parsed JSON body of a write, `undefined` for reads. */
  body: unknown;
}

/**
 * Records every request to `table` and answers writes as PostgREST does for
 * `Prefer: return=minimal` (201, no body); reads fall through to the other handlers.
 *
 * @returns the live list of recorded requests.
 */
export function recordRequests(table: TableName): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  server.use(
    http.all(`${REST}/${table}`, async ({ request }) => {
      const body: unknown = request.method === 'GET' ? undefined : await request.clone().json();
      recorded.push({ method: request.method, url: new URL(request.url), body });
      if (request.method === 'GET') return undefined;
      return new HttpResponse(null, { status: 201 });
    }),
  );
  return recorded;
}

/**
 * Answers calls of the function `fn` (`POST /rest/v1/rpc/<fn>`) with `data`, or with a
 * PostgREST error.
 */
export function answerRpc(fn: RpcName, data: JsonBodyType, error?: PostgrestErrorBody, status = 400): void {
  server.use(
    http.post(`${REST}/rpc/${fn}`, () =>
      error
        ? HttpResponse.json({ details: null, hint: null, ...error }, { status })
        : HttpResponse.json(data),
    ),
  );
}

/**
 * Calls of the function `fn` get no answer until `release()` is called (the loading state);
 * `release` then lets them through to the next handler.
 */
export function holdRpc(fn: RpcName): { release: () => void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(`${REST}/rpc/${fn}`, async () => {
      await gate;
    }),
  );
  return { release };
}

/**
 * Records every call of the function `fn` (URL with the select and filters, JSON arguments);
 * the calls fall through to the other handlers.
 *
 * @returns the live list of recorded calls.
 */
export function recordRpc(fn: RpcName): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  server.use(
    http.post(`${REST}/rpc/${fn}`, async ({ request }) => {
      recorded.push({
        method: request.method,
        url: new URL(request.url),
        body: await request.clone().json(),
      });
      return undefined;
    }),
  );
  return recorded;
}

/**
 * A fresh, typed Supabase client pointed at the test server, without a stored session: for
 * tests of code that takes a client (staff pages). The app's own clients already point there.
 */
export function createTestSupabaseClient(): SupabaseClient<Database> {
  return createClient<Database>(SUPABASE_URL, import.meta.env.VITE_SUPABASE_ANON_KEY as string, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
