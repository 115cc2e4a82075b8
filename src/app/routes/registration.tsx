import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { RemindMe } from '@/features/notifications/components/remind-me';
import { mayRemind } from '@/features/notifications/utils/topic-rules';
import { registrationQueries } from '@/features/registrations/api/registrations';
import { ManageRegistration } from '@/features/registrations/components/manage-registration';
import { manageRegistrationMessages } from '@/i18n/manage-registration';
import { useMessages } from '@/lib/i18n/messages';

/**
 * `/registrations/<token>` (issue 32, decision 0039): a visitor's own registration, reached from
 * the link in their e-mail; the token is their only key. Kept out of search engines. A confirmed
 * registration of a date to come offers 'Remind me' (push notifications, decision 0049). English
 * at `/registrations/…`, Spanish at `/es/registrations/…` (decision 0055).
 */
export function RegistrationRoute() {
  const { token = '' } = useParams();
  const m = useMessages(manageRegistrationMessages);
  // The same read as ManageRegistration's (one request, shared through the query cache).
  const registration = useQuery(registrationQueries.byToken(token));
  return (
    <>
      <PageMeta title={m.title} description={m.metaDescription} noindex />
      <section className="mx-auto w-full max-w-2xl px-4 pt-28 pb-20 sm:px-6">
        <ManageRegistration token={token} />
        {mayRemind(registration.data, new Date()) ? <RemindMe token={token} /> : null}
      </section>
    </>
  );
}
