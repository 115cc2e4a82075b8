import { queryOptions } from '@tanstack/react-query';
import { staffDb } from '@/lib/supabase';

// The Giving section of the settings, /admin/settings/giving (admins; docs/decisions/0038): the
// mode, the external giving page, card fee rates, EIN, statement signer and the funds. Row-level
// security lets only admins write; every change is recorded in the activity log by the database.

/** Every giving setting (`public.giving_settings`). */
export interface GivingSettingsRow {
  provider: 'simulated' | 'external' | 'stripe';
  external_url: string | null;
  fee_percent_bp: number;
  fee_fixed_cents: number;
  ein: string | null;
  statement_signer: string | null;
}

/** A fund as the settings list it. */
export interface FundRow {
  id: string;
  name: string;
  enabled: boolean;
  position: number;
}

async function fetchGivingSettings(): Promise<GivingSettingsRow> {
  const { data, error } = await staffDb
    .from('giving_settings')
    .select('provider, external_url, fee_percent_bp, fee_fixed_cents, ein, statement_signer')
    .single();
  if (error) throw error;
  return data as GivingSettingsRow;
}

async function fetchFunds(): Promise<FundRow[]> {
  const { data, error } = await staffDb
    .from('giving_funds')
    .select('id, name, enabled, position')
    .order('position')
    .order('name');
  if (error) throw error;
  return data;
}

/** Query-key factory of the Giving section. */
export const givingSettingsQueries = {
  all: () => ['admin-giving-settings'] as const,
  settings: () =>
    queryOptions({
      queryKey: [...givingSettingsQueries.all(), 'settings'] as const,
      queryFn: fetchGivingSettings,
    }),
  funds: () =>
    queryOptions({ queryKey: [...givingSettingsQueries.all(), 'funds'] as const, queryFn: fetchFunds }),
};

/**
 * Saves the giving settings.
 *
 * @throws the PostgREST error (a check the database refused, or not an admin: no row changed).
 */
export async function saveGivingSettings(values: GivingSettingsRow): Promise<void> {
  const { data, error } = await staffDb
    .from('giving_settings')
    .update(values)
    .eq('id', true)
    .select('provider');
  if (error) throw error;
  if (data.length === 0) throw new Error('Only admins change the giving settings.');
}

/** Adds a fund at the end of the list. @throws the PostgREST error (23505 for a name in use). */
export async function addFund(name: string, position: number): Promise<void> {
  const { error } = await staffDb.from('giving_funds').insert({ name, position });
  if (error) throw error;
}

/** Changes a fund's name, whether it is offered, and its place. @throws the PostgREST error. */
export async function saveFund(fund: FundRow): Promise<void> {
  const { error } = await staffDb
    .from('giving_funds')
    .update({ name: fund.name, enabled: fund.enabled, position: fund.position })
    .eq('id', fund.id);
  if (error) throw error;
}
