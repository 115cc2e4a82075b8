import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useStaffObjectUrl } from '@/hooks/use-staff-object-url';
import { getPostBySlugAsStaff } from '../api/staff-post-by-slug';
import type { BlogPost } from '../api/blog-posts';

/**
 * A draft or scheduled post at its public address, for staff (issue 23 item 2): loaded lazily by
 * the post page only when the post is not public and this device holds a sign-in, so the Auth
 * client never reaches a visitor's first visit (docs/decisions/0018, 0031). It reads the post as
 * the signed-in user; the row policy gives drafts and scheduled posts to admins and editors only,
 * so anyone else (a member, pastoral care, an expired session) gets `notFound`, the page's
 * 'Post Not Found'. While it asks, `notFound` is shown too, so a visitor never sees a flash.
 *
 * @param slug - the address's post slug.
 * @param notFound - what the page shows for a missing post.
 * @param render - draws the post with the given banner (the page's own article, passed in so
 *   that this chunk does not import the page). An uploaded cover is private until the post is
 *   published (docs/decisions/0037): the post is handed over with its cover as an address, a
 *   signed URL, so the public page's code needs no change and carries no staff code.
 */
export default function StaffPostPreview({
  slug,
  notFound,
  render,
}: {
  slug: string;
  notFound: ReactNode;
  render: (post: BlogPost, banner: ReactNode) => ReactNode;
}) {
  const post = useQuery({
    queryKey: ['pastor_blog_posts', 'staff', 'slug', slug],
    queryFn: () => getPostBySlugAsStaff(slug),
    retry: false,
  });
  const cover = useStaffObjectUrl(
    'blog-post-covers',
    post.data?.cover_image_source_type === 'upload' ? post.data.cover_image_path : null,
  );
  if (!post.data) return notFound;
  const shown: BlogPost = cover.url
    ? { ...post.data, cover_image_source_type: 'url', cover_image_external_url: cover.url }
    : post.data;
  const scheduled = post.data.published_at !== null && new Date(post.data.published_at) > new Date();
  return render(
    shown,
    <>
      <meta name="robots" content="noindex" />
      <p
        role="status"
        className="fixed inset-x-0 bottom-0 z-40 bg-gold-400 px-4 py-3 text-center font-semibold text-brand-950"
      >
        {scheduled ? 'Scheduled' : 'Draft'}
        <span className="font-normal">: only staff can see this post until it is published.</span>
      </p>
    </>,
  );
}
