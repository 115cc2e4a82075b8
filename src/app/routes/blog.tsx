import { PageMeta } from '@/components/layout/page-meta';
import { PageBanner } from '@/components/layout/page-banner';
import { BlogFeed } from '@/features/blog/components/blog-feed';
import { BlogPostList } from '@/features/blog/components/blog-post-list';
import { blogMessages } from '@/i18n/blog';
import { useMessages } from '@/lib/i18n/messages';

/** All published posts (spec §2 "/pastors-corner/blog"). */
export function BlogRoute() {
  const m = useMessages(blogMessages);
  return (
    <>
      <PageMeta title={m.title} description={m.description} />
      <PageBanner title={m.banner} description={m.bannerText} settingKey="banner_image_pastors_corner" />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
        <div className="mb-6 flex justify-end">
          <BlogFeed />
        </div>
        <BlogPostList />
      </div>
    </>
  );
}
