import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SkipLink } from '@/components/layout/skip-link';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { StaffGuard } from '@/features/auth/components/staff-guard';
import { StaffHeader } from '@/features/auth/components/staff-header';

/** Id of the staff pages' `<main>`, target of the skip link. */
const MAIN_ID = 'staff-content';

/**
 * The frame of every `/admin` page, the sign-in page included: skip link, content, toasts. The
 * public header and footer are left out; staff pages are never indexed (each page's `PageMeta`
 * says `noindex`).
 */
export function AdminLayout() {
  return (
    <div className="min-h-screen bg-slate-50">
      <SkipLink targetId={MAIN_ID} />
      <Outlet />
      <LazyToaster />
      <ScrollRestoration />
    </div>
  );
}

/**
 * The staff pages behind sign-in (`/admin`, `/admin/gallery`, `/admin/testimonies`): the guard,
 * then the staff header and the page.
 */
export function StaffPagesLayout() {
  return (
    <StaffGuard>
      {(email) => (
        <>
          <StaffHeader email={email} />
          <main id={MAIN_ID} tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 focus:outline-none sm:px-6">
            <Outlet />
          </main>
        </>
      )}
    </StaffGuard>
  );
}
