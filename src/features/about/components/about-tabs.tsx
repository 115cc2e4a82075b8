import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { siteSettingsQueries } from '@/lib/site-settings-queries';
import { readAboutContent } from '../api/about-content';
import { LeadershipPanel } from './leadership-panel';
import { TabSkeleton } from './tab-skeleton';
import { TextPanel } from './text-panel';
import { ValuesPanel } from './values-panel';
import { VisionMissionPanel } from './vision-mission-panel';

/** Tab values, in order; `vision_mission` is the default (spec §4 "About tabs"). */
export const ABOUT_TABS = [
  { value: 'vision_mission', label: 'Vision & Mission' },
  { value: 'mandate', label: 'Our Mandate' },
  { value: 'values', label: 'Our Values' },
  { value: 'leadership', label: 'Leadership' },
  { value: 'history', label: 'Our History' },
] as const;

/**
 * The five About tabs (spec §2 "About Us"), read from the shared site settings with built-in
 * defaults; each tab shows a skeleton while the settings load.
 */
export function AboutTabs() {
  const { data: settings, isPending } = useQuery(siteSettingsQueries.map());
  const [tab, setTab] = useState<string>('vision_mission');
  const content = readAboutContent(settings);
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="About our church">
        {ABOUT_TABS.map((item) => (
          <TabsTrigger key={item.value} value={item.value}>
            {item.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="vision_mission">
        {isPending ? <TabSkeleton /> : <VisionMissionPanel content={content.visionMission} />}
      </TabsContent>
      <TabsContent value="mandate">
        {isPending ? <TabSkeleton /> : <TextPanel id="about-mandate" content={content.mandate} />}
      </TabsContent>
      <TabsContent value="values">
        {isPending ? <TabSkeleton cards={4} /> : <ValuesPanel content={content.values} />}
      </TabsContent>
      <TabsContent value="leadership">
        {isPending ? <TabSkeleton cards={3} /> : <LeadershipPanel content={content.leadership} />}
      </TabsContent>
      <TabsContent value="history">
        {isPending ? <TabSkeleton /> : <TextPanel id="about-history" content={content.history} />}
      </TabsContent>
    </Tabs>
  );
}
