import { useState } from 'react';
import { ContentText, OnlyInEnglishNote } from '@/components/ui/content-text';
import { PlayIcon } from '@/components/ui/icons';
import { PauseIcon } from './pause-icon';
import { useSettingLanguage, useSiteSetting } from '@/hooks/use-site-setting';
import { homeMessages } from '@/i18n/home';
import { getLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/messages';
import { serviceTimeTexts } from '@/lib/site-settings/service-times';

/** The ticker's separator between the services and before the extra text. */
const BULLET = '  •  ';

/**
 * The service times scrolling across the foot of the hero in a continuous 25 s loop (spec §2,
 * §9): the structured `service_times` setting (the footer's schedule, or its built-in default),
 * followed by the `service_times_ticker` text when one is set (extra words: a welcome, the
 * address). A second, hidden copy makes the loop seamless. It can be paused (WCAG 2.2.2) and
 * stands still for visitors who prefer reduced motion. On Spanish pages both are the `_es`
 * settings where they exist; an English one keeps `lang="en"` and the note 'Solo en inglés'.
 */
export function ServiceTicker() {
  const [paused, setPaused] = useState(false);
  const m = useMessages(homeMessages);
  const timesLang = useSettingLanguage('service_times');
  const extraLang = useSettingLanguage('service_times_ticker');
  const schedule = serviceTimeTexts(useSiteSetting('service_times').value, timesLang).join(BULLET);
  const extra = useSiteSetting('service_times_ticker').value;
  if (!schedule && !extra) return null;
  const english = getLocale() === 'es' && ((schedule && timesLang === 'en') || (extra && extraLang === 'en'));
  const text = (
    <>
      {schedule ? (
        <ContentText lang={timesLang} note={false}>
          {schedule}
        </ContentText>
      ) : null}
      {schedule && extra ? BULLET : null}
      {extra ? (
        <ContentText lang={extraLang} note={false}>
          {extra}
        </ContentText>
      ) : null}
      {english ? (
        <>
          {' '}
          <OnlyInEnglishNote />
        </>
      ) : null}
    </>
  );
  return (
    <div data-testid="service-ticker" className="relative flex items-center bg-gold-400 text-brand-950">
      <div className="ticker min-w-0 flex-1 overflow-hidden py-3" data-paused={paused ? 'true' : 'false'}>
        <div className="ticker-track flex w-max motion-reduce:w-auto">
          <p className="px-8 font-semibold whitespace-nowrap motion-reduce:px-4 motion-reduce:text-center motion-reduce:whitespace-normal">
            {text}
          </p>
          <p className="px-8 font-semibold whitespace-nowrap motion-reduce:hidden" aria-hidden="true">
            {text}
          </p>
        </div>
      </div>
      <button
        type="button"
        onClick={() => setPaused((value) => !value)}
        aria-label={paused ? m.playTicker : m.pauseTicker}
        className="mx-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-black/10 motion-reduce:hidden"
      >
        {paused ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
      </button>
    </div>
  );
}
