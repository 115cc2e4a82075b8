import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { buttonVariants } from '@/components/ui/button';
import { AdminPostList } from '@/features/blog/components/admin-post-list';

/**
 * /admin/blog (issue 23 item 2; editors and admins): heading 'Blog', 'New post', and the posts in
 * Draft / Scheduled / Published tabs. Rendered inside the staff layout; never indexed.
 */
export function AdminBlogRoute() {
  return (
    <>
      <PageMeta title="Blog" description="Staff page: write, schedule and publish blog posts." noindex />
      <div className="grid gap-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="grid gap-2">
            <h1 className="font-serif text-3xl font-bold text-brand-950">Blog</h1>
            <p className="max-w-prose text-slate-700">
              Drafts and scheduled posts are visible only to staff until their time comes.
            </p>
          </div>
          <Link to="/admin/blog/new" className={buttonVariants()}>
            New post
          </Link>
        </div>
        <AdminPostList />
      </div>
    </>
  );
}
