import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentProps } from 'react';
import { Link, useParams } from 'react-router-dom';
import { RecordLoader, type RecordQuery } from '@/components/admin/record-loader';
import { PageMeta } from '@/components/layout/page-meta';
import { staffSermonQueries } from '@/features/sermons/api/admin-sermons';
import { Spinner } from '@/components/ui/spinner';
import { isSermonId } from '@/features/sermons/utils/sermon-id';

// The sermon editor's pages (issue "Staff publish sermons", item 1), a module of their own so
// that the list page does not load the editor and the editor does not load the list. The editor
// is a chunk of its own, asked for as soon as this module runs: it downloads while the sermon is
// read, so the page waits no longer, and the route's first visit stays within the staff budget.

const loadEditor = () => import('@/features/sermons/components/admin-sermon-editor');
void loadEditor();
const AdminSermonEditor = lazy(async () => ({ default: (await loadEditor()).AdminSermonEditor }));

/** The editor, with a spinner while its chunk arrives. */
function Editor(props: ComponentProps<typeof AdminSermonEditor>) {
  return (
    <Suspense fallback={<Spinner label="Loading the editor" showLabel className="py-8 text-brand-700" />}>
      <AdminSermonEditor {...props} />
    </Suspense>
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
        <Editor sermon={null} />
      </div>
    </>
  );
}

/** The read of a malformed id: no sermon, without asking the server. */
const NO_SERMON: RecordQuery<null> = {
  data: null,
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: () => undefined,
};

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
        <RecordLoader
          query={valid ? sermon : NO_SERMON}
          loadingLabel="Loading the sermon"
          errorText="Could not load the sermon. Please try again."
          notFound={{ title: 'Sermon Not Found', description: 'This sermon does not exist or was deleted.' }}
        >
          {(found) => <Editor key={found.id} sermon={found} />}
        </RecordLoader>
      </div>
    </>
  );
}
