import { queryOptions } from '@tanstack/react-query';
import { churchTimeZone } from '@/lib/church-time';
import { staffDb } from '@/lib/supabase';
import type { GiftFrequency } from '../utils/online-giving';
import { adminGivingQueries } from './admin-giving';

// The year-end statements of `/admin/giving` (admin and finance; docs/decisions/0038, issue 41):
// one statement per donor, printed or e-mailed once per donor and year through the mail outbox
// (`public.queue_giving_statements`); what was sent and when (`public.giving_statement_sends`).

/** One donor's year-end statement (`public.giving_statements`). */
export interface Statement {
  donor_email: string;
  donor_name: string | null;
  total_cents: number;
  gifts: { given_at: string; fund_name: string; frequency: GiftFrequency; amount_cents: number }[];
}

/**
 * The statements of a calendar year in the church's time zone (the site setting, as the app read
 * it: `@/lib/church-time`).
 *
 * @throws the PostgREST error (42501 for a caller who is not admin or finance).
 */
export async function fetchStatements(year: number): Promise<Statement[]> {
  const { data, error } = await staffDb.rpc('giving_statements', {
    year,
    time_zone: churchTimeZone(),
  });
  if (error) throw error;
  return data as unknown as Statement[];
}

/** What the statements print beside each donor's gifts (`public.giving_settings`, site identity). */
export interface StatementDetails {
  church: string;
  address: string | null;
  ein: string | null;
  statement_signer: string | null;
}

async function fetchStatementDetails(): Promise<StatementDetails> {
  const [giving, settings] = await Promise.all([
    staffDb.from('giving_settings').select('ein, statement_signer').maybeSingle(),
    staffDb
      .from('site_settings')
      .select('setting_key, setting_value')
      .in('setting_key', ['site_identity', 'contact_info']),
  ]);
  if (giving.error) throw giving.error;
  if (settings.error) throw settings.error;
  const value = (key: string, field: string): string | null => {
    const row = settings.data.find((r) => r.setting_key === key)?.setting_value;
    const text = row && typeof row === 'object' && !Array.isArray(row) ? row[field] : null;
    return typeof text === 'string' && text.trim() ? text.trim() : null;
  };
  return {
    church: value('site_identity', 'name') ?? 'Our Church',
    address: value('contact_info', 'address'),
    ein: giving.data?.ein ?? null,
    statement_signer: giving.data?.statement_signer ?? null,
  };
}

/** When each donor's statement of a year was last e-mailed (donor e-mail → ISO time). */
export type StatementSends = Map<string, string>;

/**
 * The e-mailed statements of `year`: for each donor, the last time it was sent.
 *
 * @throws the PostgREST error.
 */
export async function fetchStatementSends(year: number): Promise<StatementSends> {
  const { data, error } = await staffDb
    .from('giving_statement_sends')
    .select('donor_email, sent_at')
    .eq('year', year)
    .not('sent_at', 'is', null);
  if (error) throw error;
  const sends: StatementSends = new Map();
  for (const row of data) {
    const last = sends.get(row.donor_email);
    if (row.sent_at && (!last || row.sent_at > last)) sends.set(row.donor_email, row.sent_at);
  }
  return sends;
}

/** What one press of 'E-mail statements' or 'Send again' did. */
export interface EmailedStatements {
  /** Statements of this press queued in the mail outbox (they go out within minutes). */
  queued: number;
  /** Statements not queued because they were e-mailed (or queued) before. */
  already_sent: number;
  /** When the last of those was e-mailed (ISO), or null. */
  last_sent_at: string | null;
}

/**
 * Queues the statement e-mails of `year` in the mail outbox (`public.queue_giving_statements`;
 * only admin and finance pass): each donor's once per year, or with `again` a new e-mail to
 * those donors only. `requestId` names the press, so a retry of it queues nothing twice.
 *
 * @throws Error with a sentence when the database refuses.
 */
export async function emailStatements(
  year: number,
  requestId: string,
  again?: string[],
): Promise<EmailedStatements> {
  const { data, error } = await staffDb.rpc('queue_giving_statements', {
    year,
    time_zone: churchTimeZone(),
    request_id: requestId,
    ...(again ? { again } : {}),
  });
  if (error) {
    throw new Error(
      error.code === '42501'
        ? 'Only admin and finance can send giving statements.'
        : 'The statements could not be queued. Try again.',
    );
  }
  const answer = data as unknown as Partial<EmailedStatements> | null;
  return {
    queued: answer?.queued ?? 0,
    already_sent: answer?.already_sent ?? 0,
    last_sent_at: answer?.last_sent_at ?? null,
  };
}

/** Query-key factory of the statements (under the giving page's key). */
export const statementQueries = {
  statements: (year: number) =>
    queryOptions({
      queryKey: [...adminGivingQueries.all(), 'statements', year] as const,
      queryFn: () => fetchStatements(year),
    }),
  sends: (year: number) =>
    queryOptions({
      queryKey: [...adminGivingQueries.all(), 'statement-sends', year] as const,
      queryFn: () => fetchStatementSends(year),
    }),
  details: () =>
    queryOptions({
      queryKey: [...adminGivingQueries.all(), 'details'] as const,
      queryFn: fetchStatementDetails,
    }),
};
