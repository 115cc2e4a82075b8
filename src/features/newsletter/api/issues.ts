import { queryOptions } from '@tanstack/react-query';
import { throwSaveError } from '@/lib/errors';
import { staffDb } from '@/lib/supabase';
import type { Tables } from '@/types/database.types';

// The staff side of sending (docs/decisions/0040): issues, the draft from the site's content,
// sending, tests, progress and the weekly digest setting. Loaded only on /admin pages.

/** An issue as the staff pages read it. */
export type Issue = Pick<
  Tables<'newsletter_issues'>,
  | 'id'
  | 'slug'
  | 'subject'
  | 'preheader'
  | 'body'
  | 'subject_es'
  | 'preheader_es'
  | 'body_es'
  | 'needs_spanish'
  | 'status'
  | 'scheduled_for'
  | 'sent_at'
  | 'is_digest'
  | 'created_at'
  | 'version'
>;

/** The weekly digest setting (day 0 = Sunday; time `HH:MM[:SS]`, church time). */
export type NewsletterSettings = Pick<
  Tables<'newsletter_settings'>,
  'weekly_digest' | 'digest_day' | 'digest_time' | 'unsubscribe_mailto' | 'version'
>;

/**
 * Recipients of an issue by state. `sent` and `failed` include the recipients who have
 * unsubscribed since (their send rows are gone; the database keeps the counts), `unsubscribed`
 * counts those.
 */
export interface Progress {
  sent: number;
  failed: number;
  pending: number;
  unsubscribed: number;
}

const COLUMNS =
  'id, slug, subject, preheader, body, subject_es, preheader_es, body_es, needs_spanish, status, scheduled_for, sent_at, is_digest, created_at, version';

/** The staff queries of the newsletter. */
export const issueQueries = {
  all: () => ['newsletter-issues'] as const,
  list: () =>
    queryOptions({
      queryKey: ['newsletter-issues', 'list'],
      queryFn: async (): Promise<Issue[]> => {
        const { data, error } = await staffDb
          .from('newsletter_issues')
          .select(COLUMNS)
          .order('created_at', { ascending: false })
          .limit(50);
        if (error) throw error;
        return data;
      },
    }),
  progress: (id: string) =>
    queryOptions({
      queryKey: ['newsletter-issues', 'progress', id],
      queryFn: async (): Promise<Progress> => {
        const { data, error } = await staffDb.rpc('newsletter_progress', { issue_id: id });
        if (error) throw error;
        const row = data[0];
        return {
          sent: Number(row?.sent ?? 0),
          failed: Number(row?.failed ?? 0),
          pending: Number(row?.pending ?? 0),
          unsubscribed: Number(row?.unsubscribed ?? 0),
        };
      },
      refetchInterval: (query) => ((query.state.data?.pending ?? 0) > 0 ? 2000 : false),
    }),
  /** How many confirmed subscribers an issue sent now reaches (`newsletter_recipient_count`). */
  recipients: () =>
    queryOptions({
      queryKey: ['newsletter-issues', 'recipients'],
      queryFn: async (): Promise<number> => {
        const { data, error } = await staffDb.rpc('newsletter_recipient_count');
        if (error) throw error;
        return data;
      },
      staleTime: 0,
    }),
  settings: () =>
    queryOptions({
      queryKey: ['newsletter-issues', 'settings'],
      queryFn: async (): Promise<NewsletterSettings> => {
        const { data, error } = await staffDb
          .from('newsletter_settings')
          .select('weekly_digest, digest_day, digest_time, unsubscribe_mailto, version')
          .single();
        if (error) throw error;
        return data;
      },
    }),
};

/**
 * 'New issue': a draft written by the database from the site's content (events of the next 14
 * days, the latest sermon, posts since the last issue, the pastor's word), stored as a draft.
 *
 * @returns the new issue.
 * @throws the PostgREST error (42501 for a role that may not write newsletters).
 */
export async function createIssueFromContent(): Promise<Issue> {
  const { data: draft, error } = await staffDb.rpc('newsletter_draft');
  if (error) throw error;
  const d = draft as { subject: string; preheader: string; body: string; slug: string };
  const slug = `${d.slug}-${Math.random().toString(36).slice(2, 6)}`;
  const { data, error: insertError } = await staffDb
    .from('newsletter_issues')
    .insert({ slug, subject: d.subject, preheader: d.preheader, body: d.body })
    .select(COLUMNS)
    .single();
  if (insertError) throw insertError;
  return data;
}

/** One edition of an issue, as the preview shows it. */
export interface IssueEdition {
  subject: string;
  preheader: string;
  body: string;
}

/** The fields staff edit: the English edition and the Spanish one (decision 0055). */
export interface IssueFields extends IssueEdition {
  subject_es: string;
  preheader_es: string;
  body_es: string;
}

/**
 * Saves an unsent issue with the version it was read at (docs/decisions/0020); a blank Spanish
 * field stores none.
 *
 * @returns the stored version.
 * @throws `RowChangedError` when someone saved the issue since; Error 'This issue was sent and can
 *   no longer be changed.' when no row was changed.
 */
export async function saveIssue(id: string, fields: IssueFields, version: number): Promise<number> {
  const { subject_es, preheader_es, body_es, ...english } = fields;
  const spanish = {
    subject_es: subject_es.trim() || null,
    preheader_es: preheader_es.trim() || null,
    body_es: body_es.trim() ? body_es : null,
  };
  const { data, error } = await staffDb
    .from('newsletter_issues')
    .update({ ...english, ...spanish, version })
    .eq('id', id)
    .select('version');
  if (error) throwSaveError(error);
  const row = data?.[0];
  if (!row) throw new Error('This issue was sent and can no longer be changed.');
  return row.version;
}

/** The issue's version now: after sending, scheduling or unscheduling it (the database's own updates). */
export async function issueVersion(id: string): Promise<number> {
  const { data, error } = await staffDb.from('newsletter_issues').select('version').eq('id', id).single();
  if (error) throw error;
  return data.version;
}

/**
 * Sends the issue to every confirmed subscriber now, or schedules it.
 *
 * @param at - ISO 8601 instant, or null for now.
 * @returns 'sent' or 'scheduled'.
 */
export async function sendIssue(id: string, at: string | null): Promise<string> {
  const { data, error } = await staffDb.rpc('newsletter_send', {
    issue_id: id,
    ...(at ? { send_at: at } : {}),
  });
  if (error) throw error;
  return data;
}

/** 'Send a test to me': the issue to the signed-in staff member's own address. */
export async function sendTest(id: string): Promise<void> {
  const { error } = await staffDb.rpc('newsletter_send_test', { issue_id: id });
  if (error) throw error;
}

/** A scheduled issue back to a draft. */
export async function unschedule(id: string): Promise<void> {
  const { error } = await staffDb.rpc('newsletter_unschedule', { issue_id: id });
  if (error) throw error;
}

/**
 * Saves the weekly digest setting with the version it was read at.
 *
 * @returns the stored setting with its new version.
 * @throws `RowChangedError` when someone saved it since; the PostgREST error otherwise.
 */
export async function saveSettings(settings: NewsletterSettings): Promise<NewsletterSettings> {
  const { data, error } = await staffDb
    .from('newsletter_settings')
    .update(settings)
    .eq('id', true)
    .select('weekly_digest, digest_day, digest_time, unsubscribe_mailto, version');
  if (error) throwSaveError(error);
  const row = data?.[0];
  if (!row) throw new Error('Only admins and editors change the weekly digest.');
  return row;
}
