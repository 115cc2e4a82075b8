import { useQuery } from '@tanstack/react-query';
import { ListFrame } from '@/components/admin/list-frame';
import { PUSH_KIND_LABELS } from '@/config/value-labels';
import { formatDate, LIST_EVENT_DATE_FORMAT } from '@/lib/dates';
import { staffPushQueries, type PushHistoryRow } from '../api/staff-notifications';

const when = (iso: string) => formatDate(iso, LIST_EVENT_DATE_FORMAT);

function HistoryRow({ row }: { row: PushHistoryRow }) {
  const held = new Date(row.not_before).getTime() > new Date(row.created_at).getTime() + 1000;
  return (
    <li className="grid gap-1 py-3">
      <p className="font-semibold text-brand-950">
        {row.title} <span className="font-normal text-slate-700">· {PUSH_KIND_LABELS[row.kind]}</span>
      </p>
      {row.body ? <p className="text-slate-800">{row.body}</p> : null}
      <p className="text-sm text-slate-700">
        {when(row.created_at)}
        {row.sent_by_name ? ` by ${row.sent_by_name}` : ' (automatic)'}
        {held ? ` · held for the quiet hours until ${when(row.not_before)}` : ''}
      </p>
      <p className="text-sm text-slate-900">
        Delivered {row.delivered} · Failed {row.failed}
        {row.pending > 0 ? ` · Waiting ${row.pending}` : ''}
      </p>
    </li>
  );
}

/**
 * The history of /admin/notifications (docs/decisions/0049): the latest 50 messages, newest
 * first, with who sent them and how many devices got them (delivered: the push service took it;
 * failed: given up, or the device unsubscribed), refreshed while deliveries are under way.
 */
export function NotificationHistory() {
  const query = useQuery(staffPushQueries.history());
  return (
    <ListFrame
      query={query}
      loadingLabel="Loading the sent notifications"
      errorText="Could not load the sent notifications."
      count={(rows) => rows.length}
      empty={{ title: 'Nothing sent yet', description: 'Notifications you and the site send appear here.' }}
    >
      {(rows) => (
        <ul className="divide-y divide-slate-200">
          {rows.map((row) => (
            <HistoryRow key={row.id} row={row} />
          ))}
        </ul>
      )}
    </ListFrame>
  );
}
