import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentProps } from 'react';
import { Link, useParams } from 'react-router-dom';
import { RecordLoader } from '@/components/admin/record-loader';
import { PageMeta } from '@/components/layout/page-meta';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { staffPostQueries } from '@/features/blog/api/admin-blog-posts';

// The editor is a chunk of its own, asked for as soon as this module runs: it downloads while the
// post is read, so the page waits no longer, and the route's first visit stays within the staff
// budget.
const loadEditor = () => import('@/features/blog/components/admin-post-editor');
void loadEditor();
const AdminPostEditor = lazy(async () => ({ default: (await loadEditor()).AdminPostEditor }));

/** The editor, with the loading skeleton while its chunk arrives. */
function Editor(props: ComponentProps<typeof AdminPostEditor>) {
  return (
    <Suspense fallback={<ListSkeleton label="Loading the editor" rows={2} />}>
      <AdminPostEditor {...props} />
    </Suspense>
  );
}

function BackToPosts() {
  return (
    <Link to="/admin/blog" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
      Back to all posts
    </Link>
  );
}

/**
 * /admin/blog/new and /admin/blog/{id} (issue 23 item 2; editors and admins): the post editor.
 * An unknown id says 'Post not found.' with a link back to the list.
 */
export function AdminBlogPostRoute() {
  const { postId = 'new' } = useParams();
  const isNew = postId === 'new';
  const post = useQuery({ ...staffPostQueries.byId(postId), enabled: !isNew, staleTime: Infinity });
  const heading = isNew ? 'New post' : 'Edit post';

  const content = isNew ? (
    <Editor key="new" post={null} />
  ) : (
    <RecordLoader
      query={post}
      loadingLabel="Loading the post"
      skeletonRows={2}
      errorText="Could not load this post."
      notFound={{ title: 'Post not found.', action: <BackToPosts /> }}
    >
      {(found) => <Editor key={found.id} post={found} />}
    </RecordLoader>
  );

  return (
    <>
      <PageMeta title={heading} description="Staff page: edit a blog post." noindex />
      <div className="grid gap-6">
        <div className="grid gap-2">
          <BackToPosts />
          <h1 className="font-serif text-3xl font-bold text-brand-950">{heading}</h1>
        </div>
        {content}
      </div>
    </>
  );
}
