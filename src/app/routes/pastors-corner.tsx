import { PageMeta } from '@/components/layout/page-meta';
import { PageBanner } from '@/components/layout/page-banner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LatestPosts } from '@/features/blog/components/latest-posts';
import { BookstoreTab } from '@/features/pastors-corner/components/bookstore-tab';
import { PastorsDeskTab } from '@/features/pastors-corner/components/pastors-desk-tab';
import { DEFAULT_PASTORS_CORNER_TAB, PASTORS_CORNER_TABS, toTab } from '@/features/pastors-corner/utils/tab';
import { TestimoniesTab } from '@/features/testimonies/components/testimonies-tab';
import { useTabParam } from '@/hooks/use-tab-param';
import { pastorsCornerMessages } from '@/i18n/pastors-corner';
import { useMessages } from '@/lib/i18n/messages';

/**
 * Pastor's Corner (spec §2): four tabs, Pastor's Desk (default), blog, bookstore and
 * testimonies. The tab lives in `?tab=` so that other pages can link to one
 * (`?tab=bookstore` from the checkout pages) and Back returns to the previous tab; an unknown
 * value opens Pastor's Desk. Only the open tab is mounted, so only its data is read.
 */
export function PastorsCornerRoute() {
  const [tab, selectTab] = useTabParam(toTab, DEFAULT_PASTORS_CORNER_TAB);
  const m = useMessages(pastorsCornerMessages);
  return (
    <>
      <PageMeta title={m.title} description={m.description} />
      <PageBanner title={m.title} description={m.banner} settingKey="banner_image_pastors_corner" />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
        <Tabs value={tab} onValueChange={selectTab}>
          <TabsList aria-label={m.tabsLabel}>
            {PASTORS_CORNER_TABS.map((item) => (
              <TabsTrigger key={item.value} value={item.value}>
                {m.tabs[item.value]}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="main">
            <PastorsDeskTab />
          </TabsContent>
          <TabsContent value="blog">
            <LatestPosts />
          </TabsContent>
          <TabsContent value="bookstore">
            <BookstoreTab />
          </TabsContent>
          <TabsContent value="testimonies">
            <TestimoniesTab />
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
