import { useParams } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { ManageRegistration } from '@/features/registrations/components/manage-registration';

/**
 * `/registrations/<token>` (issue 32, decision 0039): a visitor's own registration, reached from
 * the link in their e-mail; the token is their only key. Kept out of search engines.
 */
export function RegistrationRoute() {
  const { token = '' } = useParams();
  return (
    <>
      <PageMeta title="Your registration" description="See, change or cancel your registration." noindex />
      <section className="mx-auto w-full max-w-2xl px-4 pt-28 pb-20 sm:px-6">
        <ManageRegistration token={token} />
      </section>
    </>
  );
}
