import { Button } from '@/components/ui/button';
import { icon } from '@/components/ui/icon';
import { pushMessages } from '@/i18n/push';
import { useMessages } from '@/lib/i18n/messages';
import { cn } from '@/lib/utils';
import type { Topic } from '../api/push';
import { InstallSteps } from './install-steps';
import { usePushControl } from './use-push-control';

export const BellIcon = /* @__PURE__ */ icon(
  'BellIcon',
  <path d="M6 9a6 6 0 1 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9M10 19.5a2 2 0 0 0 4 0" />,
);

/** What {@link NotifyButton} says. */
export interface NotifyButtonProps {
  topic: Topic;
  /** The button, e.g. 'Notify me when we go live'. */
  label: string;
  /** Said once it is on, e.g. 'You will get a notification when we go live.' */
  onText: string;
  className?: string;
}

/**
 * 'Notify me' for one topic (docs/decisions/0049): on `/live` 'Notify me when we go live', on
 * `/sermons` 'New sermons'. The permission prompt comes only after the tap; an iPhone without the
 * site on its Home Screen gets the steps instead. Once on, it says so and offers 'Turn off'. Its
 * own words are the page's language's (`@/i18n/push`); the label and `onText` come from the page.
 */
export function NotifyButton({ topic, label, onText, className }: NotifyButtonProps) {
  const control = usePushControl();
  const m = useMessages(pushMessages);
  const on = control.state?.topics.includes(topic) ?? false;
  const turn = (value: boolean) =>
    control.run(value, (api, permission) => api.setTopic(topic, value, permission));
  return (
    <div className={cn('grid justify-items-start gap-2', className)}>
      <div role="status" className="flex flex-wrap items-center gap-3">
        {on ? (
          <>
            <p className="flex items-center gap-2 font-medium text-brand-900">
              <BellIcon className="size-5" aria-hidden="true" />
              {onText}
            </p>
            <Button variant="link" onClick={() => turn(false)}>
              {m.turnOff}
            </Button>
          </>
        ) : (
          <Button variant="outline" disabled={control.busy} onClick={() => turn(true)}>
            <BellIcon className="size-5" aria-hidden="true" />
            {control.busy ? m.busy : label}
          </Button>
        )}
      </div>
      {control.install ? <InstallSteps control={label} /> : null}
      {control.error ? (
        <p role="alert" className="font-medium text-red-800">
          {control.error}
        </p>
      ) : null}
    </div>
  );
}
