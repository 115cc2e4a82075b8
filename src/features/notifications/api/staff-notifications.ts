import { queryOptions } from '@tanstack/react-query';
import { throwSaveError } from '@/lib/errors';
import { auth, staffDb } from '@/lib/supabase';
import type { Tables } from '@/types/database.types';
import type { PushKind } from '../utils/topic-rules';

// The staff side of push notifications (docs/decisions/0049): 'We're live now', announcements,
// the weekly cap, the history and 'Send to my device'. Loaded only on /admin pages.

/** One sent (or held) message of `public.push_history`, with its delivery counts. */
export interface PushHistoryRow {
  id: string;
  kind: PushKind;
  title: string;
  body: string;
  url: string;
  created_at: string;
  /** When it goes out (later than `created_at` when the quiet hours held it). */
  not_before: string;
  /** Null for automatic messages (a sermon, a reminder). */
  sent_by_name: string | null;
  delivered: number;
  failed: number;
  pending: number;
}

/** `public.push_announcement_quota`. */
export interface PushQuota {
  cap: number;
  used: number;
  next_at: string | null;
}

/** The weekly cap setting, with its version (decision 0020). */
export type PushSettings = Pick<Tables<'push_settings'>, 'announcements_per_week' | 'version'>;

/** The staff queries of push notifications. */
export const staffPushQueries = {
  all: () => ['push-notifications'] as const,
  history: () =>
    queryOptions({
      queryKey: ['push-notifications', 'history'],
      queryFn: async (): Promise<PushHistoryRow[]> => {
        const { data, error } = await staffDb.rpc('push_history', { max_rows: 50 });
        if (error) throw error;
        return data.map((row) => ({
          ...row,
          delivered: Number(row.delivered),
          failed: Number(row.failed),
          pending: Number(row.pending),
        }));
      },
      // While deliveries are under way, the counts move.
      refetchInterval: (query) =>
        query.state.data?.some((row) => row.pending > 0 && new Date(row.not_before) <= new Date())
          ? 2000
          : false,
    }),
  quota: () =>
    queryOptions({
      queryKey: ['push-notifications', 'quota'],
      queryFn: async (): Promise<PushQuota> => {
        const { data, error } = await staffDb.rpc('push_announcement_quota');
        if (error) throw error;
        return data as unknown as PushQuota;
      },
    }),
  settings: () =>
    queryOptions({
      queryKey: ['push-notifications', 'settings'],
      queryFn: async (): Promise<PushSettings> => {
        const { data, error } = await staffDb
          .from('push_settings')
          .select('announcements_per_week, version')
          .single();
        if (error) throw error;
        return data;
      },
    }),
};

/**
 * 'We're live now': "We're live" to every browser that asked, at once.
 *
 * @throws the PostgREST error; its message is the database's sentence for 22023 (sent less than
 *   30 minutes ago).
 */
export async function goLive(): Promise<void> {
  const { error } = await staffDb.rpc('push_go_live');
  if (error) throw error;
}

/** An announcement as the composer sends it. */
export interface Announcement {
  title: string;
  body: string;
  /** A path of the site; empty for the home page. */
  url: string;
}

/**
 * Sends an announcement (admins); held until 8 AM during quiet hours.
 *
 * @returns when it goes out when it was held, else null.
 * @throws the PostgREST error (22023 with the database's sentence: the weekly cap, a field).
 */
export async function announce({ title, body, url }: Announcement): Promise<string | null> {
  const { data, error } = await staffDb.rpc('push_announce', { title, body, url: url.trim() || '/' });
  if (error) throw error;
  return ((data as { held_until?: string | null } | null)?.held_until ?? null) || null;
}

/**
 * Saves the weekly cap with the version it read.
 *
 * @throws RowChangedError when someone else changed it meanwhile.
 */
export async function savePushSettings(settings: PushSettings): Promise<PushSettings> {
  const { data, error } = await staffDb
    .from('push_settings')
    .update(settings)
    .eq('id', true)
    .select('announcements_per_week, version')
    .single();
  if (error) throwSaveError(error);
  return data;
}

/**
 * 'Send to my device': a test notification to this browser.
 *
 * @param permission - `askPermission()`, called first in the button's handler.
 * @throws Error with a sentence for the staff member.
 */
export async function sendTest(permission: Promise<NotificationPermission>): Promise<void> {
  const [{ sendTestToThisDevice }, { data }] = await Promise.all([import('./push'), auth.getSession()]);
  if (!data.session) throw new Error('Sign in again to send a test.');
  await sendTestToThisDevice(data.session.access_token, permission);
}
