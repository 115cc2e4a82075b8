import { type ReactNode, useState } from 'react';
import { ContentText } from '@/components/ui/content-text';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSettingLanguage, useSiteSettingsWith } from '@/hooks/use-site-setting';
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
 * A tab's content in the language its setting is in: on Spanish pages the `<key>_es` row where
 * there is one, else the English with `lang="en"` and 'Solo en inglés' (docs/decisions/0055).
 */
function InSettingLanguage({ settingKey, children }: { settingKey: string; children: ReactNode }) {
  return (
    <ContentText lang={useSettingLanguage(settingKey)} as="div" block>
      {children}
    </ContentText>
  );
}

/**
 * The five About tabs (spec §2 "About Us"), read from the `about_us_*` site settings with their
 * built-in defaults (Spanish pages: their `_es` rows where they exist); each tab shows a
 * skeleton while the settings load.
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
        {isPending ? (
          <TabSkeleton />
        ) : (
          <InSettingLanguage settingKey="about_us_vision_mission">
            <VisionMissionPanel content={about.visionMission} />
          </InSettingLanguage>
        )}
      </TabsContent>
      <TabsContent value="mandate">
        {isPending ? (
          <TabSkeleton />
        ) : (
          <InSettingLanguage settingKey="about_us_mandate">
            <TextPanel id="about-mandate" content={about.mandate} />
          </InSettingLanguage>
        )}
      </TabsContent>
      <TabsContent value="values">
        {isPending ? (
          <TabSkeleton cards={4} />
        ) : (
          <InSettingLanguage settingKey="about_us_values">
            <ValuesPanel content={about.values} />
          </InSettingLanguage>
        )}
      </TabsContent>
      <TabsContent value="leadership">
        {isPending ? (
          <TabSkeleton cards={3} />
        ) : (
          <InSettingLanguage settingKey="about_us_leadership">
            <LeadershipPanel content={about.leadership} />
          </InSettingLanguage>
        )}
      </TabsContent>
      <TabsContent value="history">
        {isPending ? (
          <TabSkeleton />
        ) : (
          <InSettingLanguage settingKey="about_us_history">
            <TextPanel id="about-history" content={about.history} />
          </InSettingLanguage>
        )}
      </TabsContent>
    </Tabs>
  );
}
