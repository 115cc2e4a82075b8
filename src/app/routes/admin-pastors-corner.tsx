import { PageMeta } from '@/components/layout/page-meta';
import { AdminPastorsCorner } from '@/features/pastors-corner/components/admin-pastors-corner';

/**
 * /admin/pastors-corner (issue 23 item 3; editors and admins): heading "Pastor's Corner"; the
 * monthly word, key verses, recommended books and bookstore that the public Pastor's Corner shows.
 * Rendered inside the staff layout; never indexed.
 */
export function AdminPastorsCornerRoute() {
  return (
    <>
      <PageMeta
        title="Pastor's Corner"
        description="Staff page: the pastor's monthly word, key verses, recommended books and bookstore."
        noindex
      />
      <div className="grid gap-8">
        <div className="grid gap-2">
          <h1 className="font-serif text-3xl font-bold text-brand-950">Pastor&apos;s Corner</h1>
          <p className="max-w-prose text-slate-700">
            What you save here appears on the Pastor&apos;s Corner page right away.
          </p>
        </div>
        <AdminPastorsCorner />
      </div>
    </>
  );
}
