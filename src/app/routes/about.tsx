import { PageMeta } from '@/components/layout/page-meta';
import { PageBanner } from '@/components/layout/page-banner';
import { AboutTabs } from '@/features/about/components/about-tabs';

/** The About Us page (spec §2 "About Us"). */
export function AboutRoute() {
  return (
    <>
      <PageMeta
        title={'About Us'}
        description={
          'Who we are: our story, vision and mission, what we believe, our values and our leaders.'
        }
      />
      <PageBanner
        title="About Us"
        description="Learn more about our church, our beliefs, and our community"
        settingKey="banner_image_about_page"
      />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
        <AboutTabs />
      </div>
    </>
  );
}
