import { useQuery } from '@tanstack/react-query';
import { cn } from '@/lib/utils';
import { INBOX_KIND_ORDER, INBOX_KINDS } from '../api/inbox-kinds';
import { unreadCountsQuery, type UnreadCounts } from '../api/unread';

/** Short names of the kinds for the staff header's badges. */
const SHORT: Record<keyof UnreadCounts, string> = {
  prayer_request: 'prayer',
  contact_message: 'messages',
  first_timer: 'first-timers',
};

/** 'Unread: 2 prayer requests, 1 contact message, 0 first-timer cards.' */
export function unreadSentence(counts: UnreadCounts): string {
  const parts = INBOX_KIND_ORDER.map((kind) => {
    const n = counts[kind];
    return `${n} ${(n === 1 ? INBOX_KINDS[kind].label : INBOX_KINDS[kind].plural).toLowerCase()}`;
  });
  return `Unread: ${parts.join(', ')}.`;
}

/**
 * The signed-in staff member's unread counts per kind as three small badges, for the staff
 * header's 'Inbox' link (docs/decisions/0025). Nothing while loading or after a failed read; the
 * counts are read again whenever the window regains focus. Render it only for roles that may use
 * the inbox (admin, care): for others the database answers zeros.
 */
export function InboxUnreadBadges({ className }: { className?: string }) {
  const unread = useQuery(unreadCountsQuery());
  if (!unread.data) return null;
  const counts = unread.data;
  return (
    <span className={cn('ml-2 inline-flex gap-1', className)}>
      <span className="sr-only">({unreadSentence(counts)})</span>
      {INBOX_KIND_ORDER.map((kind) => (
        <span
          key={kind}
          aria-hidden="true"
          title={`${counts[kind]} unread ${INBOX_KINDS[kind].plural.toLowerCase()}`}
          className={cn(
            'rounded-full px-1.5 text-xs leading-5 font-semibold',
            counts[kind] > 0 ? 'bg-brand-700 text-white' : 'bg-slate-200 text-slate-800',
          )}
        >
          {counts[kind]} {SHORT[kind]}
        </span>
      ))}
    </span>
  );
}

/**
 * The unread counts as a sentence for the `/admin` overview's Inbox card ('Counting unread
 * items...' while loading, a message when the read fails); refreshed on window focus.
 */
export function InboxUnreadSummary() {
  const unread = useQuery(unreadCountsQuery());
  if (unread.isError) return <>Could not count the unread items.</>;
  if (!unread.data) return <>Counting unread items...</>;
  return <>{unreadSentence(unread.data)}</>;
}
