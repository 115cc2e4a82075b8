import { ContentText } from '@/components/ui/content-text';
import { useSettingLanguage } from '@/hooks/use-site-setting';
import { serviceTimeLines, type ServiceTime } from '@/lib/site-settings/service-times';
import { cn } from '@/lib/utils';

/**
 * The service schedule as a definition list, e.g. "Sunday: 9:00 AM & 11:00 AM", from the
 * structured `service_times` entries (consecutive services with one label and day share a line).
 * Written in the language the setting is in (`service_times_es` on Spanish pages, docs/decisions/0055):
 * the English schedule on a Spanish page stays English, marked 'Solo en inglés'.
 */
export function ServiceTimesList({
  times,
  className,
}: {
  times: readonly ServiceTime[];
  className?: string;
}) {
  const lang = useSettingLanguage('service_times');
  return (
    <ContentText lang={lang} as="dl" block className={cn('grid gap-2', className)}>
      {serviceTimeLines(times, lang).map((line) => (
        <div key={`${line.label}-${line.time}`}>
          <dt className="inline font-semibold">{line.label}: </dt>
          <dd className="inline">{line.time}</dd>
        </div>
      ))}
    </ContentText>
  );
}
