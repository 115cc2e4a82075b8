import { PageMeta } from '@/components/layout/page-meta';
import { NewsletterIssues } from '@/features/newsletter/components/newsletter-issues';
import { SubscriberList } from '@/features/newsletter/components/subscriber-list';

/**
 * /admin/newsletter (admins and editors, docs/decisions/0026, 0040): the issues (write one from the
 * site's content, preview, test, send or schedule, the weekly digest), then the subscribers with
 * their signup date, search, CSV export with each subscriber's unsubscribe link, and removal.
 * Rendered inside the staff layout, behind the staff guard and the role gate; never indexed.
 */
export function AdminNewsletterRoute() {
  return (
    <>
      <PageMeta title="Newsletter" description="Newsletter subscribers." noindex />
      <h1 className="font-serif text-3xl font-bold text-brand-950">Newsletter</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        Write an issue from the site&apos;s content and send it to every confirmed subscriber. Below, everyone
        who subscribed on the site, newest first, with their state.
      </p>
      <div className="mt-6">
        <NewsletterIssues />
      </div>
      <h2 className="mt-10 font-serif text-2xl font-semibold text-brand-950">Subscribers</h2>
      <SubscriberList className="mt-4" />
    </>
  );
}
