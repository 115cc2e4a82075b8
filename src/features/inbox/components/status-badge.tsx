import { cn } from '@/lib/utils';
import { INBOX_STATUS_LABELS } from '@/config/value-labels';
import type { InboxStatus } from '../api/inbox-kinds';

const STYLE: Record<InboxStatus, string> = {
  new: 'bg-amber-100 text-amber-900',
  in_progress: 'bg-sky-100 text-sky-900',
  done: 'bg-emerald-100 text-emerald-900',
  archived: 'bg-slate-200 text-slate-800',
};

/** An item's status as a small labelled badge ('Status: New'); the colours keep AA contrast. */
export function StatusBadge({ status, className }: { status: InboxStatus; className?: string }) {
  return (
    <span className={cn('rounded px-2 py-0.5 text-sm font-medium', STYLE[status], className)}>
      <span className="sr-only">Status: </span>
      {INBOX_STATUS_LABELS[status]}
    </span>
  );
}
