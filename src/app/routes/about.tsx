import { PageBanner } from '@/components/layout/page-banner';
import { pageTitle } from '@/config/navigation';
import { AboutTabs } from '@/features/about/components/about-tabs';

/** The About Us page (spec §2 "About Us"). */
export function AboutRoute() {
  return (
    <>
      <title>{pageTitle('About Us')}</title>
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
