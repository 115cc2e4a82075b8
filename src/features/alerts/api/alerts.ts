import { queryOptions } from '@tanstack/react-query';
import { staffDb } from '@/lib/supabase';

// The signed-in staff member's e-mail alert choices (docs/decisions/0027): one row of
// `public.alert_preferences`, which RLS lets each admin or care member read and write for
// themselves only. The database sends the e-mails (pg_net → the send-alerts Edge Function).

/** The choices, as the form edits them. */
export interface AlertPreferences {
  /** An e-mail for each prayer request. */
  prayerRequest: boolean;
  /** An e-mail for each contact message. */
  contactMessage: boolean;
  /** An e-mail for each first-timer card. */
  firstTimer: boolean;
  /** One e-mail a day (07:00 UTC) listing the new items of the chosen kinds, instead of one each. */
  dailyDigest: boolean;
}

/** No row yet: no alerts. */
export const NO_ALERTS: AlertPreferences = {
  prayerRequest: false,
  contactMessage: false,
  firstTimer: false,
  dailyDigest: false,
};

/** The kinds, in the inbox's order, with the label the form shows. */
export const ALERT_KIND_FIELDS = [
  { field: 'prayerRequest', label: 'Prayer requests' },
  { field: 'contactMessage', label: 'Contact messages' },
  { field: 'firstTimer', label: 'First-timer cards' },
] as const satisfies readonly { field: keyof AlertPreferences; label: string }[];

/**
 * Reads the staff member's choices.
 *
 * @param userId - the signed-in user's id (`auth.uid()`).
 * @returns the stored choices, or {@link NO_ALERTS} when none are stored.
 * @throws the PostgREST error when the read fails.
 */
export async function fetchAlertPreferences(userId: string): Promise<AlertPreferences> {
  const { data, error } = await staffDb
    .from('alert_preferences')
    .select('prayer_request, contact_message, first_timer, daily_digest')
    .eq('staff_id', userId)
    .maybeSingle();
  if (error) throw error;
  if (!data) return NO_ALERTS;
  return {
    prayerRequest: data.prayer_request,
    contactMessage: data.contact_message,
    firstTimer: data.first_timer,
    dailyDigest: data.daily_digest,
  };
}

/**
 * Stores the staff member's choices (insert or update of their own row).
 *
 * @throws the PostgREST error (42501 for anyone but admins and care) when the write fails.
 */
export async function saveAlertPreferences(userId: string, values: AlertPreferences): Promise<void> {
  const { error } = await staffDb.from('alert_preferences').upsert(
    {
      staff_id: userId,
      prayer_request: values.prayerRequest,
      contact_message: values.contactMessage,
      first_timer: values.firstTimer,
      daily_digest: values.dailyDigest,
    },
    { onConflict: 'staff_id' },
  );
  if (error) throw error;
}

/** Query keys and options. */
export const alertQueries = {
  all: () => ['alert-preferences'] as const,
  /** The user's choices; keyed by user id, so another user's answer is never reused. */
  preferences: (userId: string) =>
    queryOptions({
      queryKey: [...alertQueries.all(), userId] as const,
      queryFn: () => fetchAlertPreferences(userId),
    }),
};
