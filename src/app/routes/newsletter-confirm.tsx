import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { tokenFromSearch } from '@/features/newsletter/api/unsubscribe';
import { ConfirmPanel } from '@/features/newsletter/components/confirm-panel';
import { newsletterMessages } from '@/i18n/newsletter';
import { useMessages } from '@/lib/i18n/messages';

/**
 * /newsletter/confirm?token=… (docs/decisions/0040): the link of the confirmation e-mail. Kept
 * out of search engines.
 */
export function NewsletterConfirmRoute() {
  const [params] = useSearchParams();
  const m = useMessages(newsletterMessages);
  return (
    <>
      <PageMeta title={m.archive.title} description={m.confirm.description} noindex />
      <section className="mx-auto w-full max-w-2xl px-4 py-16 sm:px-6">
        <ConfirmPanel token={tokenFromSearch(params)} />
      </section>
    </>
  );
}
