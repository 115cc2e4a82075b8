import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
import { Empty } from '@/components/ui/empty';
import { ErrorState } from '@/components/ui/error-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { staffSermonQueries } from '@/features/sermons/api/admin-sermons';
import { isSermonId } from '@/features/sermons/api/sermons';
import { AdminSermonEditor } from '@/features/sermons/components/admin-sermon-editor';
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
          <Button asChild>
            <Link to="/admin/sermons/new">Add sermon</Link>
          </Button>
        </div>
        <AdminSermonList />
      </div>
    </>
  );
}

function BackLink() {
  return (
    <p>
      <Link to="/admin/sermons" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
        ← Back to sermons
      </Link>
    </p>
  );
}

/** /admin/sermons/new: the editor for a new sermon, heading 'New sermon'. */
export function AdminSermonNewRoute() {
  return (
    <>
      <PageMeta title="New sermon" description="Staff page: add a sermon." noindex />
      <div className="grid gap-6">
        <BackLink />
        <h1 className="font-serif text-3xl font-bold text-brand-950">New sermon</h1>
        <AdminSermonEditor sermon={null} />
      </div>
    </>
  );
}

/**
 * /admin/sermons/{id}: the editor of one sermon, heading 'Edit sermon'. A malformed id or a
 * sermon that is gone says 'Sermon Not Found'; a failed read offers 'Try again'.
 */
export function AdminSermonEditRoute() {
  const { id = '' } = useParams();
  const valid = isSermonId(id);
  const sermon = useQuery({ ...staffSermonQueries.detail(id.toLowerCase()), enabled: valid });
  return (
    <>
      <PageMeta title="Edit sermon" description="Staff page: edit a sermon." noindex />
      <div className="grid gap-6">
        <BackLink />
        <h1 className="font-serif text-3xl font-bold text-brand-950">Edit sermon</h1>
        {!valid || (sermon.isSuccess && sermon.data === null) ? (
          <Empty
            title="Sermon Not Found"
            headingLevel={2}
            description="This sermon does not exist or was deleted."
          />
        ) : sermon.isPending ? (
          <ListSkeleton label="Loading the sermon" rows={6} />
        ) : sermon.isError ? (
          <ErrorState onRetry={() => void sermon.refetch()} retrying={sermon.isFetching}>
            Could not load the sermon. Please try again.
          </ErrorState>
        ) : (
          <AdminSermonEditor key={sermon.data!.id} sermon={sermon.data!} />
        )}
      </div>
    </>
  );
}
