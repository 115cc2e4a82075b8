import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSiteSetting } from '@/hooks/use-site-setting';
import { LeadershipPanel } from './leadership-panel';
import { TabSkeleton } from './tab-skeleton';
import { TextPanel } from './text-panel';
import { ValuesPanel } from './values-panel';
import { VisionMissionPanel } from './vision-mission-panel';

/** Tab values, in order; `vision_mission` is the default (spec §4 "About tabs"). */
const ABOUT_TABS = [
  { value: 'vision_mission', label: 'Vision & Mission' },
  { value: 'mandate', label: 'Our Mandate' },
  { value: 'values', label: 'Our Values' },
  { value: 'leadership', label: 'Leadership' },
  { value: 'history', label: 'Our History' },
] as const;

/**
 * The five About tabs (spec §2 "About Us"), read from the `about_us_*` site settings with their
 * built-in defaults; each tab shows a skeleton while the settings load.
 */
export function AboutTabs() {
  const visionMission = useSiteSetting('about_us_vision_mission');
  const mandate = useSiteSetting('about_us_mandate');
  const values = useSiteSetting('about_us_values');
  const leadership = useSiteSetting('about_us_leadership');
  const history = useSiteSetting('about_us_history');
  const isPending = visionMission.isPending;
  const [tab, setTab] = useState<string>('vision_mission');
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
        {isPending ? <TabSkeleton /> : <VisionMissionPanel content={visionMission.value} />}
      </TabsContent>
      <TabsContent value="mandate">
        {isPending ? <TabSkeleton /> : <TextPanel id="about-mandate" content={mandate.value} />}
      </TabsContent>
      <TabsContent value="values">
        {isPending ? <TabSkeleton cards={4} /> : <ValuesPanel content={values.value} />}
      </TabsContent>
      <TabsContent value="leadership">
        {isPending ? <TabSkeleton cards={3} /> : <LeadershipPanel content={leadership.value} />}
      </TabsContent>
      <TabsContent value="history">
        {isPending ? <TabSkeleton /> : <TextPanel id="about-history" content={history.value} />}
      </TabsContent>
    </Tabs>
  );
}
