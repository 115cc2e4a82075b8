import { serviceTimeLines, type ServiceTime } from '@/lib/site-settings/service-times';
import { cn } from '@/lib/utils';

/**
 * The service schedule as a definition list, e.g. "Sunday: 9:00 AM & 11:00 AM", from the
 * structured `service_times` entries (consecutive services with one label and day share a line).
 */
export function ServiceTimesList({
  times,
  className,
}: {
  times: readonly ServiceTime[];
  className?: string;
}) {
  return (
    <dl className={cn('grid gap-2', className)}>
      {serviceTimeLines(times).map((line) => (
        <div key={`${line.label}-${line.time}`}>
          <dt className="inline font-semibold">{line.label}: </dt>
          <dd className="inline">{line.time}</dd>
        </div>
      ))}
    </dl>
  );
}
