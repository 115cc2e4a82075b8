import { queryOptions } from '@tanstack/react-query';
import { env } from '@/lib/env';
import { getLocale } from '@/lib/i18n/locale';
import { languageColumn, localized, type ContentLanguage, type LocalizedText } from '@/lib/localized';
import { db } from '@/lib/supabase-rest';
import type { Enums } from '@/types/database.types';
import type { GiftFrequency } from '../utils/online-giving';

/** The giving mode and what the public form needs of the settings (`public.giving_settings`). */
export interface PublicGivingSettings {
  provider: Enums<'giving_provider'>;
  external_url: string | null;
  /** Basis points: 290 = 2.9 %. */
  fee_percent_bp: number;
  fee_fixed_cents: number;
}

/** The defaults when the row cannot be read: the spec's simulated form. */
export const DEFAULT_GIVING_SETTINGS: PublicGivingSettings = {
  provider: 'simulated',
  external_url: null,
  fee_percent_bp: 290,
  fee_fixed_cents: 30,
};

async function getGivingSettings(): Promise<PublicGivingSettings> {
  const { data, error } = await db
    .from('giving_settings')
    .select('provider, external_url, fee_percent_bp, fee_fixed_cents')
    .maybeSingle();
  if (error) throw error;
  return data ?? DEFAULT_GIVING_SETTINGS;
}

/**
 * An enabled fund, in the Donate page's order: `name` in the page's language where it has one,
 * `nameLanguage` saying which (docs/decisions/0055).
 */
export interface GivingFund {
  id: string;
  name: string;
  nameLanguage?: LocalizedText<string>['lang'];
}

async function listEnabledFunds(language: ContentLanguage = 'en'): Promise<GivingFund[]> {
  const { data, error } = await db
    .from('giving_funds')
    .select('id, name, name_es')
    .eq('enabled', true)
    .order('position')
    .order('name');
  if (error) throw error;
  return data.map((fund) => {
    const { text, lang } = localized(fund, 'name', language);
    return { id: fund.id, name: text, nameLanguage: lang };
  });
}

/** One session's summary for /checkout-success (`public.giving_checkout_summary`). */
export interface CheckoutSummary {
  total_cents: number;
  fee_cents: number;
  currency: string;
  fund_name: string;
  frequency: GiftFrequency;
  paid: boolean;
}

async function getCheckoutSummary(sessionId: string): Promise<CheckoutSummary | null> {
  const { data, error } = await db.rpc('giving_checkout_summary', { session_id: sessionId });
  if (error) throw error;
  const row = data[0];
  return row ? { ...row, frequency: row.frequency as GiftFrequency } : null;
}

/** Query-key factory of online giving. */
export const givingQueries = {
  all: () => ['giving'] as const,
  settings: () =>
    queryOptions({ queryKey: [...givingQueries.all(), 'settings'] as const, queryFn: getGivingSettings }),
  /**
   * The enabled funds, named in `language`: by default the document's, so that the Donate page's
   * form (`useQuery(givingQueries.funds())`) shows the Spanish names on Spanish pages.
   */
  funds: (language: ContentLanguage = getLocale()) =>
    queryOptions({
      queryKey: [...givingQueries.all(), 'funds', language] as const,
      queryFn: () => listEnabledFunds(language),
    }),
  summary: (sessionId: string) =>
    queryOptions({
      queryKey: [...givingQueries.all(), 'summary', sessionId] as const,
      queryFn: () => getCheckoutSummary(sessionId),
    }),
};

/** What the Donate page sends to the giving-checkout function. */
export interface CheckoutRequest {
  amount_cents: number;
  fund_id: string;
  frequency: GiftFrequency;
  cover_fee: boolean;
  donor_name?: string;
  donor_email?: string;
  /** One UUID per gift: a double click creates one Checkout Session. */
  idempotency_key: string;
  /**
   * The page's language, stored with the gift; Stripe's page and the return pages follow it
   * (default: the language of the page it is sent from; docs/decisions/0055).
   */
  language?: ContentLanguage;
}

/** The function's refusal: a sentence for the visitor and, for bad input, the field. */
export class CheckoutError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message);
  }
}

/**
 * Starts a Stripe Checkout Session through the `giving-checkout` Edge Function, in the page's
 * language unless `request.language` says otherwise (a Spanish page's donor gets Stripe's page in
 * Spanish and comes back to `/es/…`).
 *
 * @returns the Checkout page's address, where the browser goes next.
 * @throws CheckoutError with the function's sentence (400 bad input, 409 giving off, 429 flood
 *   guard, 502 Stripe) or a generic one when the network fails.
 */
export async function startCheckout(request: CheckoutRequest): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${env.VITE_SUPABASE_URL}/functions/v1/giving-checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: env.VITE_SUPABASE_ANON_KEY },
      body: JSON.stringify({ ...request, ...languageColumn(request.language) }),
    });
  } catch {
    throw new CheckoutError('The payment page could not be reached. Check your connection and try again.', 0);
  }
  const body = (await response.json().catch(() => ({}))) as {
    url?: unknown;
    error?: unknown;
    field?: unknown;
  };
  if (!response.ok || typeof body.url !== 'string') {
    throw new CheckoutError(
      typeof body.error === 'string' ? body.error : 'The payment page could not be opened. Please try again.',
      response.status,
      typeof body.field === 'string' ? body.field : undefined,
    );
  }
  return body.url;
}
