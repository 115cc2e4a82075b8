import { useQuery } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { issueQueries } from '../api/issues';

// What the composer shows around a send (docs/decisions/0040): the second look before it and the
// counts after it.

/** Sent / failed / pending of a sent issue (refreshed while some are pending). */
export function IssueProgress({ id }: { id: string }) {
  const { data } = useQuery(issueQueries.progress(id));
  if (!data) return null;
  return (
    <p aria-live="polite" className="text-sm text-slate-800">
      Sent {data.sent} · Failed {data.failed} · Pending {data.pending}
      {data.unsubscribed > 0 ? ` · Unsubscribed since ${data.unsubscribed}` : ''}
    </p>
  );
}

/** 'N subscribers' / '1 subscriber'. */
const subscribers = (n: number) => `${n} ${n === 1 ? 'subscriber' : 'subscribers'}`;

/**
 * The second look before a mass send (issue "A church's first week", item 3): 'Send now' and
 * 'Schedule' ask 'Send to N subscribers?' with the number of confirmed subscribers read afresh
 * when the dialog opens; the send happens only on the confirming button.
 */
export function ConfirmSend({
  at,
  subject,
  busy,
  onCancel,
  onConfirm,
}: {
  /** null: 'Send now'; otherwise the scheduled moment in words (church time). */
  at: string | null;
  subject: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const count = useQuery(issueQueries.recipients());
  const n = count.data;
  const who = n === undefined ? 'subscribers' : subscribers(n);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={at ? `Schedule for ${who}?` : `Send to ${who}?`}
      description={
        count.isError
          ? 'Could not count the subscribers. Close this and try again.'
          : n === undefined
            ? 'Counting the subscribers...'
            : at
              ? `“${subject}” will go to every confirmed subscriber on ${at} (church time): ${subscribers(n)} today.`
              : `“${subject}” goes to ${subscribers(n)} now. A sent issue cannot be called back.`
      }
      confirmLabel={at ? 'Schedule' : `Send to ${who}`}
      busyLabel={at ? 'Scheduling...' : 'Sending...'}
      destructive={false}
      busy={busy}
      confirmDisabled={n === undefined}
      onConfirm={onConfirm}
    />
  );
}
