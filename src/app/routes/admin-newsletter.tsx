import { PageMeta } from '@/components/layout/page-meta';
import { SubscriberList } from '@/features/newsletter/components/subscriber-list';

/**
 * /admin/newsletter (admins and editors, docs/decisions/0026): the newsletter subscribers with
 * their signup date, search, CSV export with each subscriber's unsubscribe link, and removal.
 * Rendered inside the staff layout, behind the staff guard and the role gate; never indexed.
 */
export function AdminNewsletterRoute() {
  return (
    <>
      <PageMeta title="Newsletter" description="Newsletter subscribers." noindex />
      <h1 className="font-serif text-3xl font-bold text-brand-950">Newsletter</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        Everyone who subscribed on the site, newest first. Export the list with each subscriber&apos;s
        unsubscribe link for your mailing tool, or remove an address.
      </p>
      <SubscriberList className="mt-6" />
    </>
  );
}
