/**
 * What the giving functions share (docs/decisions/0038): the part of the `stripe` SDK they use,
 * the database's service-role RPC call, JSON answers with CORS, money in words, and the signed
 * link of a receipt to the customer portal.
 *
 * No imports, so that Deno (the Edge Functions) and Node (their Vitest tests) both load it.
 */

/**
 * The one Stripe API version the functions speak (the `stripe` SDK 23.1.0's own, `Stripe.API_VERSION`):
 * every client is created with it, the webhook endpoint must be created with it (events of
 * another version are refused) and the local stand-in speaks exactly it. README, "Taking gifts
 * with Stripe"; docs/decisions/0038.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** `fetch`'s signature (tests pass their own). */
export type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** The calls of the official `stripe` SDK (v23) the functions make. */
export interface StripeLike {
  checkout: {
    sessions: {
      create(
        params: never,
        options?: { idempotencyKey?: string },
      ): Promise<{ id: string; url: string | null }>;
    };
  };
  billingPortal: {
    sessions: { create(params: never, options?: { idempotencyKey?: string }): Promise<{ url: string }> };
  };
  webhooks: {
    constructEventAsync(
      payload: string,
      header: string,
      secret: string,
      tolerance?: number,
      cryptoProvider?: never,
    ): Promise<{ id: string; type: string; data: { object: unknown } }>;
  };
}

/** The database through PostgREST with the service-role key. */
export interface ServiceDb {
  supabaseUrl: string;
  serviceKey: string;
}

/** An error PostgREST answered: HTTP status, SQLSTATE code and message. */
export class RpcError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Calls `public.<name>(args)` with the service role.
 *
 * @throws RpcError with PostgREST's status, code and message.
 */
export async function rpc<T>(db: ServiceDb, fetchFn: Fetch, name: string, args: unknown): Promise<T> {
  const response = await fetchFn(`${db.supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: db.serviceKey,
      Authorization: `Bearer ${db.serviceKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(args),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  if (!response.ok) {
    let body: { code?: string; message?: string } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      // not JSON
    }
    throw new RpcError(response.status, body.code ?? '', body.message ?? text.slice(0, 300));
  }
  return (text ? JSON.parse(text) : null) as T;
}

/** CORS for the browser's calls (the hosted gateway adds none to functions). */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, apikey, content-type, x-client-info',
  'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
} as const;

/** A JSON answer with CORS headers. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...CORS_HEADERS, ...headers },
  });
}

/** Cents in dollars: 5000 → '$50.00' (other currencies by their ISO code). */
export function money(cents: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

/**
 * The frequencies a gift has, in words, as receipts and statements say them before 'gift':
 * 'one-time', 'monthly', 'quarterly', 'annual'.
 */
export const FREQUENCY_WORDS: Record<string, string> = {
  one_time: 'one-time',
  monthly: 'monthly',
  quarterly: 'quarterly',
  annually: 'annual',
};

/** Hex HMAC-SHA256 of `message` with `secret` (Web Crypto, in Deno and Node alike). */
export async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message));
  return [...new Uint8Array(signature)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Compares two strings in time independent of where they differ. */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * The receipt's link to the customer portal: `<functions>/giving-checkout/portal?customer=…&sig=…`,
 * signed so that nobody can open another donor's portal by changing the id. The function creates
 * a fresh portal session when it is opened (portal sessions expire after minutes).
 */
export async function portalLink(functionsUrl: string, secret: string, customer: string): Promise<string> {
  const sig = await hmacHex(secret, `portal:${customer}`);
  return `${functionsUrl.replace(/\/+$/, '')}/giving-checkout/portal?customer=${encodeURIComponent(customer)}&sig=${sig}`;
}
