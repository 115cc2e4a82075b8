import { PageMeta } from '@/components/layout/page-meta';
import { ManageRegistration } from './manage-registration';

/**
 * The page `/registrations/<token>` (issue 32, decision 0039): a visitor's own registration,
 * reached from the link in their e-mail; the token is their only key. Kept out of search engines.
 */
export function RegistrationPage({ token }: { token: string }) {
  return (
    <>
      <PageMeta title="Your registration" description="See, change or cancel your registration." noindex />
      <section className="mx-auto w-full max-w-2xl px-4 pt-28 pb-20 sm:px-6">
        <ManageRegistration token={token} />
      </section>
    </>
  );
}
