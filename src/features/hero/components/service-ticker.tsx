import { useState } from 'react';
import { PlayIcon } from '@/components/ui/icons';
import { PauseIcon } from './pause-icon';
import { useSiteSetting } from '@/hooks/use-site-setting';
import { serviceTimeTexts, type ServiceTime } from '@/lib/site-settings/service-times';

/** What the ticker reads: the service times, then the optional extra text, joined by bullets. */
export function tickerText(times: readonly ServiceTime[], extra: string | null): string {
  return [...serviceTimeTexts(times), ...(extra ? [extra] : [])].join('  •  ');
}

/**
 * The service times scrolling across the foot of the hero in a continuous 25 s loop (spec §2,
 * §9): the structured `service_times` setting (the footer's schedule, or its built-in default),
 * followed by the `service_times_ticker` text when one is set (extra words: a welcome, the
 * address). A second, hidden copy makes the loop seamless. It can be paused (WCAG 2.2.2) and
 * stands still for visitors who prefer reduced motion.
 */
export function ServiceTicker() {
  const [paused, setPaused] = useState(false);
  const times = useSiteSetting('service_times').value;
  const extra = useSiteSetting('service_times_ticker').value;
  const text = tickerText(times, extra);
  if (!text) return null;
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
        aria-label={paused ? 'Play service times ticker' : 'Pause service times ticker'}
        className="mx-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-black/10 motion-reduce:hidden"
      >
        {paused ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
      </button>
    </div>
  );
}
