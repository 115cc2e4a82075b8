import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { SITE_NAME } from '@/config/navigation';

/**
 * The frame of the staff pages reached without the staff header (sign-in, forgotten password,
 * password reset, invitation welcome): a centred card with the site's name, the page's heading and
 * a link back to the website, inside the `<main>` that AdminLayout's skip link targets.
 *
 * @param title - the page's `<h1>` and, unless `documentTitle` is given, its document title.
 * @param documentTitle - the document title when it differs from the heading (in title case).
 * @param description - the page's meta description.
 */
export function AuthCard({
  title,
  documentTitle = title,
  description,
  children,
}: {
  title: string;
  documentTitle?: string;
  description: string;
  children: ReactNode;
}) {
  // The id is the target of AdminLayout's skip link.
  return (
    <main
      id="staff-content"
      tabIndex={-1}
      className="flex min-h-screen items-start justify-center px-4 py-16 focus:outline-none"
    >
      <PageMeta title={documentTitle} description={description} noindex />
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <p className="font-serif text-lg font-bold text-brand-950">{SITE_NAME}</p>
        <h1 className="mt-1 font-serif text-3xl font-bold text-brand-950">{title}</h1>
        {children}
        <p className="mt-6 text-sm">
          <Link to="/" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Back to the website
          </Link>
        </p>
      </div>
    </main>
  );
}

/** A form's failure message, announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {children}
    </p>
  );
}
