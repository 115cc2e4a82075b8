import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { tokenFromSearch } from '@/features/newsletter/api/unsubscribe';
import { UnsubscribePanel } from '@/features/newsletter/components/unsubscribe-panel';
import { newsletterMessages } from '@/i18n/newsletter';
import { useMessages } from '@/lib/i18n/messages';

/**
 * /unsubscribe?token=… (docs/decisions/0026): the newsletter's one-click unsubscribe link, for
 * visitors without an account. Kept out of search engines.
 */
export function UnsubscribeRoute() {
  const [params] = useSearchParams();
  const m = useMessages(newsletterMessages).unsubscribe;
  return (
    <>
      <PageMeta title={m.title} description={m.description} noindex />
      <section className="mx-auto w-full max-w-2xl px-4 py-16 sm:px-6">
        <UnsubscribePanel token={tokenFromSearch(params)} />
      </section>
    </>
  );
}
