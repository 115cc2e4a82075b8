import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { buttonVariants } from '@/components/ui/button';
import { AdminSermonList } from '@/features/sermons/components/admin-sermon-list';

/**
 * /admin/sermons (admins and editors; issue "Staff publish sermons", item 1): the heading
 * 'Sermons', 'Add sermon' and the list with search, speaker and series filters. Rendered inside
 * the staff layout's `<main>`; never indexed.
 */
export function AdminSermonsRoute() {
  return (
    <>
      <PageMeta title="Sermons" description="Staff page: add, edit, schedule and delete sermons." noindex />
      <div className="grid gap-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="grid gap-2">
            <h1 className="font-serif text-3xl font-bold text-brand-950">Sermons</h1>
            <p className="text-slate-700">
              Drafts and scheduled sermons are seen only by staff until their time; published ones are on the
              site and in the podcast.
            </p>
          </div>
          <Link className={buttonVariants()} to="/admin/sermons/new">
            Add sermon
          </Link>
        </div>
        <AdminSermonList />
      </div>
    </>
  );
}
