import { queryOptions } from '@tanstack/react-query';
import { SaveProblem } from '@/components/editor/save-problem';
import { throwSaveError } from '@/lib/errors';
import { staffDb } from '@/lib/supabase';

// The flood guard's settings on /admin/settings (admins; docs/decisions/0016, 0046): the
// church's own networks, where every public form allows ten times as many submissions per
// connection, and whether the API sits behind Cloudflare (then `cf-connecting-ip` is the
// visitor's address). Row-level security lets only admins read or change them; every change is
// in the activity log.

/** `public.form_guard_settings` (one row). */
export interface FormGuardSettings {
  /** Addresses and ranges as the database stores them: '203.0.113.7', '192.0.2.0/24'. */
  church_networks: string[];
  behind_cloudflare: boolean;
  /** Optimistic concurrency (docs/decisions/0020). */
  version: number;
}

/** `public.my_client_address()`: the caller's address as the flood guard reads it. */
export interface MyClientAddress {
  /** An IP address, or 'unknown'. */
  address: string;
  in_church_network: boolean;
  behind_cloudflare: boolean;
  /** The request's `cf-connecting-ip`, null when it has none. */
  cloudflare_address: string | null;
}

const COLUMNS = 'church_networks, behind_cloudflare, version';

/** Reads the settings. @throws the PostgREST error, or an Error when the row is not readable (not an admin). */
async function fetchFormGuardSettings(): Promise<FormGuardSettings> {
  const { data, error } = await staffDb.from('form_guard_settings').select(COLUMNS).maybeSingle();
  if (error) throw error;
  if (!data) throw new Error('Only admins see the church network settings.');
  return { ...data, church_networks: data.church_networks as string[] };
}

/** Reads the caller's address. @throws the PostgREST error (42501 for anyone but an admin). */
async function fetchMyClientAddress(): Promise<MyClientAddress> {
  const { data, error } = await staffDb.rpc('my_client_address');
  if (error) throw error;
  return data as unknown as MyClientAddress;
}

/** Query-key factory of the flood guard's settings. */
export const formGuardQueries = {
  all: () => ['admin', 'form-guard'] as const,
  settings: () =>
    queryOptions({
      queryKey: [...formGuardQueries.all(), 'settings'] as const,
      queryFn: fetchFormGuardSettings,
    }),
  myAddress: () =>
    queryOptions({
      queryKey: [...formGuardQueries.all(), 'my-address'] as const,
      queryFn: fetchMyClientAddress,
    }),
};

/** Why the database refused a network, in words for the page (the kit says it as it is). */
export class NetworkRefused extends SaveProblem {}

/**
 * Saves the settings with the version they were read at; the database normalises each network
 * (192.0.2.7/24 → 192.0.2.0/24) and drops repeats.
 *
 * @returns the row as stored.
 * @throws {@link NetworkRefused} for an entry that is not an address or range (22P02) or is wider
 *   than /16 (IPv4) or /48 (IPv6) (22023); `RowChangedError` when someone saved since; the
 *   PostgREST error otherwise.
 */
export async function saveFormGuardSettings(next: FormGuardSettings): Promise<FormGuardSettings> {
  const { data, error } = await staffDb
    .from('form_guard_settings')
    .update(next)
    .eq('id', true)
    .select(COLUMNS);
  if (error?.code === '22P02')
    throw new NetworkRefused('Enter an address such as 203.0.113.7 or a range such as 192.0.2.0/24.');
  if (error?.code === '22023')
    throw new NetworkRefused('A church network can be at most a /16 range (IPv4) or a /48 range (IPv6).');
  if (error) throwSaveError(error);
  const row = data[0];
  if (!row) throw new Error('Only admins change the church network settings.');
  return { ...row, church_networks: row.church_networks as string[] };
}
