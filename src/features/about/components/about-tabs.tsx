import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSiteSettingsWith } from '@/hooks/use-site-setting';
import { aboutMessages } from '@/i18n/about';
import { useMessages } from '@/lib/i18n/messages';
import type { SiteSettings } from '@/lib/site-settings/schemas';
import { readAboutSetting } from '@/lib/site-settings/about-schemas';
import { LeadershipPanel } from './leadership-panel';
import { TabSkeleton } from './tab-skeleton';
import { TextPanel } from './text-panel';
import { ValuesPanel } from './values-panel';
import { VisionMissionPanel } from './vision-mission-panel';

/** Tab values, in order; `vision_mission` is the default (spec §4 "About tabs"). */
const ABOUT_TABS = ['vision_mission', 'mandate', 'values', 'leadership', 'history'] as const;

/** The five `about_us_*` settings, each parsed with its schema (a stable reader for the query's `select`). */
function readAbout(settings: SiteSettings | undefined) {
  return {
    visionMission: readAboutSetting(settings, 'about_us_vision_mission'),
    mandate: readAboutSetting(settings, 'about_us_mandate'),
    values: readAboutSetting(settings, 'about_us_values'),
    leadership: readAboutSetting(settings, 'about_us_leadership'),
    history: readAboutSetting(settings, 'about_us_history'),
  };
}

/**
 * The five About tabs (spec §2 "About Us"), read from the `about_us_*` site settings with their
 * built-in defaults; each tab shows a skeleton while the settings load.
 */
export function AboutTabs() {
  const { value: about, isPending } = useSiteSettingsWith(readAbout);
  const [tab, setTab] = useState<string>('vision_mission');
  const m = useMessages(aboutMessages);
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label={m.tabsLabel}>
        {ABOUT_TABS.map((value) => (
          <TabsTrigger key={value} value={value}>
            {m.tabs[value]}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="vision_mission">
        {isPending ? <TabSkeleton /> : <VisionMissionPanel content={about.visionMission} />}
      </TabsContent>
      <TabsContent value="mandate">
        {isPending ? <TabSkeleton /> : <TextPanel id="about-mandate" content={about.mandate} />}
      </TabsContent>
      <TabsContent value="values">
        {isPending ? <TabSkeleton cards={4} /> : <ValuesPanel content={about.values} />}
      </TabsContent>
      <TabsContent value="leadership">
        {isPending ? <TabSkeleton cards={3} /> : <LeadershipPanel content={about.leadership} />}
      </TabsContent>
      <TabsContent value="history">
        {isPending ? <TabSkeleton /> : <TextPanel id="about-history" content={about.history} />}
      </TabsContent>
    </Tabs>
  );
}
