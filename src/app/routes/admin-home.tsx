import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { STAFF_ROLE_LABELS, type StaffRole } from '@/config/staff-pages';
import { mayUse } from '@/config/staff-resource';
import { useStaffMember } from '@/features/auth/api/session';
import { InboxUnreadSummary } from '@/features/inbox/components/unread-counts';
import { inboxResource } from '@/features/inbox/staff-resource';
import { findServiceStatus, weeklyServices } from '@/features/live/utils/next-service';
import { useSiteSetting } from '@/hooks/use-site-setting';
import { churchTimeZone } from '@/lib/church-time';
import { testimonyModerationQueries } from '@/features/testimonies/api/testimony-moderation';
import { notificationsResource } from '@/features/notifications/staff-resource';
import { testimoniesResource } from '@/features/testimonies/staff-resource';
import { staffCardsFor } from '../staff-resources';

function pendingText(count: number | undefined, isError: boolean): string {
  if (isError) return 'Could not count the testimonies waiting for approval.';
  if (count === undefined) return 'Counting testimonies waiting for approval...';
  if (count === 0) return 'No testimonies are waiting for approval.';
  return `${count} ${count === 1 ? 'testimony is' : 'testimonies are'} waiting for approval.`;
}

/** What each role looks after, as the overview tells them (docs/decisions/0021). */
const ROLE_GREETING: Record<StaffRole, string> = {
  admin: 'You look after everything: the website’s content, the inbox, settings, staff and the activity log.',
  editor:
    'You look after the website’s content: events, sermons, the blog, books, the gallery, hero videos and testimonies.',
  care: 'You look after pastoral care: prayer requests, contact messages, first-timer cards and birthdays.',
  finance: 'You look after the gifts: online giving, recurring gifts and year-end statements.',
};

// Loaded only around a service time: the overview's first visit does not carry its dialog.
const GoLiveButton = lazy(async () => ({
  default: (await import('@/features/notifications/components/go-live-button')).GoLiveButton,
}));

/** Minutes before a service time from which 'We're live now' is offered (docs/decisions/0049). */
export const GO_LIVE_LEAD_MINUTES = 15;

/**
 * 'We're live now' on the overview, for admins and editors, from 15 minutes before a service time
 * (the `service_times` setting, church time) until the service ends (its start plus the assumed
 * two hours of `findServiceStatus`); checked again every minute.
 */
function GoLiveOffer() {
  const times = useSiteSetting('service_times').value;
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const status = findServiceStatus(weeklyServices(times), now, churchTimeZone());
  const due =
    status !== null &&
    (status.kind === 'live' || (status.kind === 'upcoming' && status.minutesUntil <= GO_LIVE_LEAD_MINUTES));
  if (!due) return null;
  return (
    <section
      aria-labelledby="go-live-offer"
      className="mt-6 grid justify-items-start gap-3 rounded-xl border border-gold-500 bg-gold-50 p-6"
    >
      <h2 id="go-live-offer" className="font-serif text-xl font-bold text-brand-950">
        {status.kind === 'live' ? 'The service is on' : 'The service starts soon'}
      </h2>
      <p className="text-slate-800">When the stream is running, tell everyone who asked to be notified.</p>
      <Suspense fallback={null}>
        <GoLiveButton />
      </Suspense>
    </section>
  );
}

/**
 * /admin: greets the signed-in staff member by role and links to the staff pages that role may
 * use (the declared screens' cards, src/app/staff-resources.ts), with the number of testimonies waiting for approval for those who moderate them and the
 * unread inbox items per kind for admins and care (docs/decisions/0025); around a service time,
 * 'We're live now' for admins and editors (docs/decisions/0049).
 */
export function AdminHomeRoute() {
  const staff = useStaffMember();
  const role = staff?.role;
  const moderates = mayUse(testimoniesResource, role);
  const pending = useQuery({ ...testimonyModerationQueries.pendingCount(), enabled: moderates });
  // Lines the overview works out live, in place of a card's declared text.
  const live: Partial<Record<string, ReactNode>> = {
    [inboxResource.id]: <InboxUnreadSummary />,
    [testimoniesResource.id]: pendingText(pending.data, pending.isError),
  };
  const cards = role === undefined ? [] : staffCardsFor(role);
  return (
    <>
      <PageMeta title="Staff Pages" description="Staff pages of the church website." noindex />
      <h1 className="font-serif text-3xl font-bold text-brand-950">Staff pages</h1>
      {staff ? (
        <p className="mt-2 max-w-prose text-slate-700">
          Welcome, <span className="font-semibold break-all">{staff.name}</span> (
          {STAFF_ROLE_LABELS[staff.role]}
          ). {ROLE_GREETING[staff.role]}
        </p>
      ) : null}
      {mayUse(notificationsResource, role) ? <GoLiveOffer /> : null}
      {staff && cards.length === 0 ? (
        <p className="mt-6 max-w-prose text-slate-700">No staff pages are available for your role yet.</p>
      ) : null}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {cards.map(({ id, path, card }) => (
          <li key={id}>
            <Link
              to={path}
              className="block h-full rounded-xl border border-slate-200 bg-white p-6 shadow-sm hover:border-brand-700 focus-visible:border-brand-700"
            >
              <h2 className="font-serif text-xl font-bold text-brand-950">{card.title}</h2>
              <p className="mt-2 text-slate-700" aria-live="polite">
                {live[id] ?? card.text}
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
