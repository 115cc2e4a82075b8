import { RowActionDialog } from '@/components/admin/row-action-dialog';
import { useRowAction } from '@/components/admin/use-row-action';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/dates';
import {
  emailStatements,
  type EmailedStatements,
  type Statement,
  statementQueries,
  type StatementSends,
} from '../../api/admin-statements';

const day = (iso: string) => formatDate(iso, 'MMM d, yyyy');
const statements = (n: number) => `${n} ${n === 1 ? 'statement' : 'statements'}`;

/** What a press did, in a sentence. */
export function emailedSentence(year: number, result: EmailedStatements, again: boolean): string {
  const soon = `${statements(result.queued)} queued${again ? ' again' : ''}; ${result.queued === 1 ? 'it goes' : 'they go'} out within a few minutes.`;
  if (again) return soon;
  if (result.queued === 0 && result.already_sent > 0) {
    return `The ${year} statements were already e-mailed${result.last_sent_at ? ` (last on ${day(result.last_sent_at)})` : ''}: nothing was sent. To send one again, tick “Send again” on it and press “Send again to chosen donors”.`;
  }
  const before =
    result.already_sent > 0
      ? ` ${statements(result.already_sent)} had been e-mailed before and ${result.already_sent === 1 ? 'was' : 'were'} not sent again.`
      : '';
  return `${soon}${before}`;
}

/** The last time any statement of the year was e-mailed, or null. */
function lastSent(sends: StatementSends): string | null {
  let last: string | null = null;
  for (const at of sends.values()) if (!last || at > last) last = at;
  return last;
}

/** What the second look asks before a press: how many statements go out, and to whom. */
export function confirmQuestion(
  year: number,
  again: boolean,
  count: number,
  skipped: number,
): { title: string; description: string } {
  if (again) {
    return {
      title: `E-mail ${statements(count)} again?`,
      description: `The donors ticked get their ${year} statement once more.`,
    };
  }
  return {
    title: `E-mail ${statements(count)}?`,
    description:
      count === 0
        ? `Every ${year} statement was already e-mailed: nothing will be sent.`
        : `Each of ${count === 1 ? 'this donor' : `these ${count} donors`} gets their ${year} statement by e-mail.${skipped > 0 ? ` ${statements(skipped)} already e-mailed ${skipped === 1 ? 'is' : 'are'} not sent again.` : ''}`,
  };
}

/**
 * 'E-mail statements' and 'Send again to chosen donors' of the year-end statements (issue 41):
 * each donor's statement is queued once per year in the mail outbox and goes out within minutes; a
 * second press sends nothing and says when they were sent; 'Send again' e-mails only the donors
 * whose 'Send again' box is ticked. Each press first asks, with the number of statements that
 * will go ('E-mail 12 statements?'), and has its own request id, so a retry of it sends nothing
 * twice.
 */
export function EmailStatements({
  year,
  list,
  sends,
  chosen,
  onSentAgain,
}: {
  year: number;
  list: Statement[];
  sends: StatementSends;
  /** The donors ticked for 'Send again' (e-mail addresses). */
  chosen: string[];
  onSentAgain: () => void;
}) {
  // Each press asks first ({ again }: the donors to send again, or null for everyone's); what it
  // did, or why not, is said under the buttons (the database's answer).
  const send = useRowAction({
    run: async ({ again }: { again: string[] | null }) => {
      const result = await emailStatements(year, crypto.randomUUID(), again ?? undefined);
      return { result, again: again !== null };
    },
    successToast: null,
    failureToast: null,
    failureMessage: (error) =>
      error instanceof Error ? error.message : 'The statements were not sent. Try again.',
    invalidate: [statementQueries.sends(year).queryKey],
    onDone: ({ again }) => {
      if (again) onSentAgain();
    },
  });
  const sentCount = list.filter((s) => sends.has(s.donor_email)).length;
  const last = lastSent(sends);
  const question = ({ again }: { again: string[] | null }) =>
    confirmQuestion(
      year,
      again !== null,
      again ? again.length : list.length - sentCount,
      again ? 0 : sentCount,
    );
  const sendingAgain = send.pending ? send.pending.again !== null : null;
  return (
    <div className="grid gap-2">
      {sentCount > 0 ? (
        <p className="text-sm text-slate-700">
          {sentCount} of {statements(list.length)} e-mailed{last ? `, last on ${day(last)}` : ''}.
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={send.busy}
          onClick={(event) => send.ask({ again: null }, event.currentTarget)}
        >
          {sendingAgain === false ? 'Sending...' : 'E-mail statements'}
        </Button>
        {sentCount > 0 ? (
          <Button
            type="button"
            variant="outline"
            disabled={send.busy || chosen.length === 0}
            onClick={(event) => send.ask({ again: chosen }, event.currentTarget)}
          >
            {sendingAgain === true ? 'Sending...' : `Send again to chosen donors (${chosen.length})`}
          </Button>
        ) : null}
      </div>
      <RowActionDialog
        action={send}
        title={(asked) => question(asked).title}
        description={(asked) => question(asked).description}
        confirmLabel="E-mail them"
        busyLabel="Sending..."
        destructive={false}
      />
      <p aria-live="polite" className="text-sm text-slate-700">
        {send.result ? emailedSentence(year, send.result.result, send.result.again) : ''}
      </p>
      {send.error ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {send.error}
        </p>
      ) : null}
    </div>
  );
}
