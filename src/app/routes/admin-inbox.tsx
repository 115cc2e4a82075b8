import { lazy, Suspense } from 'react';
import { PageMeta } from '@/components/layout/page-meta';
import { useStaffMember } from '@/features/auth/api/session';
import { InboxList } from '@/features/inbox/components/inbox-list';
import { inboxResource } from '@/features/inbox/staff-resource';
import { mayUse } from '@/config/staff-resource';

// The retention setting (the staff kit's form code) loads on its own: admins only, and the
// page's first visit stays within the staff pages' budget (bench/check-size.ts).
const RetentionSettings = lazy(async () => ({
  default: (await import('@/features/inbox/components/retention-settings')).RetentionSettings,
}));

/**
 * /admin/inbox (admins and pastoral care, docs/decisions/0025): prayer requests, contact
 * messages and first-timer cards in one list. Rendered inside the staff layout's `<main>`, behind
 * the staff guard and the role gate; never indexed. The retention setting shows to the roles of its declared part (admins)
 * (docs/decisions/0026).
 */
export function AdminInboxRoute() {
  const staff = useStaffMember();
  return (
    <>
      <PageMeta
        title="Inbox"
        description="Prayer requests, contact messages and first-timer cards."
        noindex
      />
      <h1 className="font-serif text-3xl font-bold text-brand-950">Inbox</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        Prayer requests, contact messages and first-timer cards, newest first. Open one to read it, assign it,
        add private notes and mark it done.
      </p>
      <InboxList className="mt-6" />
      {mayUse(inboxResource.parts.retention, staff?.role) ? (
        <Suspense fallback={null}>
          <RetentionSettings className="mt-10" />
        </Suspense>
      ) : null}
    </>
  );
}
