import { useEffect, useMemo, useState } from 'react';
import { useNow } from '@/hooks/use-now';
import { formatDate } from '@/lib/dates';
import { liveMessages } from '@/i18n/live';
import { useMessages } from '@/lib/i18n/messages';
import type { ServiceTime } from '@/lib/site-settings/service-times';
import { findServiceStatus, formatMinutesUntil, weeklyServices } from '../utils/next-service';

/** How often the countdown is recomputed, in ms. */
const TICK_MS = 30_000;

/**
 * 'Live now' during a service, otherwise 'Next service in 2 h 15 min' with the day and time, all
 * in the church's time zone (spec §9 live defaults; docs/architecture.md §4), from the structured
 * `service_times` setting (issue 24). Renders nothing without services.
 *
 * @param times - the `service_times` entries (weekday and 24-hour start).
 * @param timeZone - IANA zone of the church.
 * @param now - the starting clock (tests); the component then ticks every 30 s.
 */
export function NextService({
  times,
  timeZone,
  now: initialNow,
}: {
  times: readonly ServiceTime[];
  timeZone: string;
  now?: Date;
}) {
  const renderedNow = useNow();
  const m = useMessages(liveMessages);
  const [now, setNow] = useState(() => initialNow ?? renderedNow);
  // The prerendered text used the build's moment; after hydration the real clock takes over.
  useEffect(() => {
    if (!initialNow) setNow(renderedNow);
  }, [initialNow, renderedNow]);
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(id);
  }, []);
  const services = useMemo(() => weeklyServices(times), [times]);
  const status = findServiceStatus(services, now, timeZone);
  if (!status) return null;

  if (status.kind === 'live') {
    return (
      <p className="flex items-center gap-2 font-semibold text-red-700" data-testid="next-service">
        <span aria-hidden="true" className="size-2.5 rounded-full bg-red-600 motion-safe:animate-pulse" />
        {m.liveNow}
      </p>
    );
  }
  const when = formatDate(status.startsAt, 'weekdayTime', timeZone);
  return (
    <p className="grid gap-0.5" data-testid="next-service">
      <span className="font-semibold text-brand-900">
        {m.nextIn(formatMinutesUntil(status.minutesUntil))}
      </span>
      <span className="text-sm text-slate-700">{when}</span>
    </p>
  );
}
