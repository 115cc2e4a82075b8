/**
 * What the giving functions share (docs/decisions/0038): the part of the `stripe` SDK they use,
 * money as text, and the signed link of a receipt to the customer portal. The database call,
 * JSON answers, the environment and e-mail are the shared layer of every function (db.ts,
 * http.ts, env.ts, mail.ts; docs/decisions/0053).
 *
 * No imports, so that Deno (the Edge Functions) and Node (their Vitest tests and the local
 * Stripe stand-in) all load it.
 */

/**
 * The one Stripe API version the functions speak (the `stripe` SDK 23.1.0's own, `Stripe.API_VERSION`):
 * every client is created with it, the webhook endpoint must be created with it (events of
 * another version are refused) and the local stand-in speaks exactly it. README, "Taking gifts
 * with Stripe"; docs/decisions/0038.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';

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

/**
 * Cents as an amount in the e-mail's language: 5000 → '$50.00', 123450 → '$1,234.50' in English
 * and in Spanish alike (`es-US`; other currencies by their ISO code).
 */
export function money(cents: number, currency = 'usd', language: 'en' | 'es' = 'en'): string {
  return new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}

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

/**
 * The receipt's link to the customer portal: `<functions>/giving-checkout/portal?customer=…&sig=…`,
 * signed so that nobody can open another donor's portal by changing the id. The function creates
 * a fresh portal session when it is opened (portal sessions expire after minutes).
 */
export async function portalLink(functionsUrl: string, secret: string, customer: string): Promise<string> {
  const sig = await hmacHex(secret, `portal:${customer}`);
  return `${functionsUrl.replace(/\/+$/, '')}/giving-checkout/portal?customer=${encodeURIComponent(customer)}&sig=${sig}`;
}
