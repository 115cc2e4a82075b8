import { PageMeta } from '@/components/layout/page-meta';
import { PageBanner } from '@/components/layout/page-banner';
import { BlogFeed } from '@/features/blog/components/blog-feed';
import { BlogPostList } from '@/features/blog/components/blog-post-list';

/** All published posts (spec §2 "/pastors-corner/blog"). */
export function BlogRoute() {
  return (
    <>
      <PageMeta
        title={'Blog'}
        description={"Articles from the Pastor's Corner: reflections, teaching and news from our church."}
      />
      <PageBanner
        title="Pastor's Blog"
        description="Reflections, teaching and news from our pastors"
        settingKey="banner_image_pastors_corner"
      />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
        <div className="mb-6 flex justify-end">
          <BlogFeed />
        </div>
        <BlogPostList />
      </div>
    </>
  );
}
