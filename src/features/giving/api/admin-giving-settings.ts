import { queryOptions } from '@tanstack/react-query';
import { throwSaveError } from '@/lib/errors';
import { staffDb } from '@/lib/supabase';
import type { Enums } from '@/types/database.types';

// The Giving section of the settings, /admin/settings/giving (admins; docs/decisions/0038): the
// mode, the external giving page, card fee rates, EIN, statement signer and the funds. Row-level
// security lets only admins write; every change is recorded in the activity log by the database.

/** Every giving setting (`public.giving_settings`). */
export interface GivingSettingsRow {
  provider: Enums<'giving_provider'>;
  external_url: string | null;
  fee_percent_bp: number;
  fee_fixed_cents: number;
  ein: string | null;
  statement_signer: string | null;
}

/** The stored settings with their row version (docs/decisions/0020). */
export interface StoredGivingSettings extends GivingSettingsRow {
  version: number;
}

/** A fund as the settings list it. */
export interface FundRow {
  id: string;
  name: string;
  /** The Spanish name (decision 0055); `null` when none (the Spanish page shows the English). */
  name_es: string | null;
  enabled: boolean;
  position: number;
  /** Optimistic concurrency (docs/decisions/0020). */
  version: number;
}

const SETTINGS_COLUMNS =
  'provider, external_url, fee_percent_bp, fee_fixed_cents, ein, statement_signer, version';

async function fetchGivingSettings(): Promise<StoredGivingSettings> {
  const { data, error } = await staffDb.from('giving_settings').select(SETTINGS_COLUMNS).single();
  if (error) throw error;
  return data;
}

const FUND_COLUMNS = 'id, name, name_es, enabled, position, version';

async function fetchFunds(): Promise<FundRow[]> {
  const { data, error } = await staffDb
    .from('giving_funds')
    .select(FUND_COLUMNS)
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
 * Saves the giving settings with the version they were read at.
 *
 * @returns the stored settings with their new version.
 * @throws `RowChangedError` when someone saved them since; the PostgREST error (a check the
 *   database refused); an Error when no row changed (not an admin).
 */
export async function saveGivingSettings(
  values: GivingSettingsRow,
  version: number,
): Promise<StoredGivingSettings> {
  const { data, error } = await staffDb
    .from('giving_settings')
    .update({ ...values, version })
    .eq('id', true)
    .select(SETTINGS_COLUMNS);
  if (error) throwSaveError(error);
  const row = data?.[0];
  if (!row) throw new Error('Only admins change the giving settings.');
  return row;
}

/** Adds a fund at the end of the list. @throws the PostgREST error (23505 for a name in use). */
export async function addFund(name: string, position: number): Promise<void> {
  const { error } = await staffDb.from('giving_funds').insert({ name, position });
  if (error) throw error;
}

/**
 * Changes a fund's name and Spanish name (blank stores none), whether it is offered, and its
 * place, with the version it was read at.
 *
 * @returns the stored fund with its new version.
 * @throws `RowChangedError` when someone saved the fund since; the PostgREST error otherwise
 *   (23505 for a name in use); an Error when no row changed (not an admin).
 */
export async function saveFund(fund: FundRow): Promise<FundRow> {
  const { data, error } = await staffDb
    .from('giving_funds')
    .update({
      name: fund.name,
      name_es: fund.name_es?.trim() || null,
      enabled: fund.enabled,
      position: fund.position,
      version: fund.version,
    })
    .eq('id', fund.id)
    .select(FUND_COLUMNS);
  if (error) throwSaveError(error);
  const row = data?.[0];
  if (!row) throw new Error('Only admins change the funds.');
  return row;
}
