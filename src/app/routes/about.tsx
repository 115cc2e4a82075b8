import { PageMeta } from '@/components/layout/page-meta';
import { PageBanner } from '@/components/layout/page-banner';
import { AboutTabs } from '@/features/about/components/about-tabs';
import { aboutMessages } from '@/i18n/about';
import { useMessages } from '@/lib/i18n/messages';

/** The About Us page (spec §2 "About Us"). */
export function AboutRoute() {
  const m = useMessages(aboutMessages);
  return (
    <>
      <PageMeta title={m.title} description={m.description} />
      <PageBanner title={m.title} description={m.bannerText} settingKey="banner_image_about_page" />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
        <AboutTabs />
      </div>
    </>
  );
}
