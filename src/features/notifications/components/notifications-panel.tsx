import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { notificationsMessages } from '@/i18n/notifications';
import { useMessages } from '@/lib/i18n/messages';
import { cn } from '@/lib/utils';
import type { Topic } from '../api/push';
import { notificationPermission } from '../utils/platform';
import { InstallSteps } from './install-steps';
import { usePushControl } from './use-push-control';

/** The topics a visitor may turn on, in the order of the page (their text: `@/i18n/notifications`). */
export const TOPICS: readonly Topic[] = ['live', 'sermons', 'announcements'];

/** One topic's switch (`role="switch"`, named by its label, described by its text). */
function TopicSwitch({
  label,
  text,
  on,
  busy,
  onToggle,
}: {
  label: string;
  text: string;
  on: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-4 border-b border-slate-200 py-4 last:border-b-0">
      <div>
        <p id={`${id}-label`} className="font-semibold text-brand-950">
          {label}
        </p>
        <p id={`${id}-text`} className="text-slate-700">
          {text}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-text`}
        disabled={busy}
        onClick={onToggle}
        className={cn(
          'relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border-2 transition-colors disabled:opacity-60',
          on ? 'border-brand-700 bg-brand-700' : 'border-slate-500 bg-white',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-6 rounded-full transition-transform',
            on ? 'translate-x-6 bg-white' : 'translate-x-0.5 bg-slate-500',
          )}
        />
      </button>
    </li>
  );
}

/**
 * The 'Notifications' page of the footer (docs/decisions/0049): each topic with a switch, the
 * quiet hours, where event reminders are turned on, and 'Turn all off'. Nothing is asked on
 * arrival; a switch asks for the browser's permission when it is turned on.
 */
export function NotificationsPanel() {
  const control = usePushControl();
  const topics = control.state?.topics ?? [];
  const toggle = (topic: Topic) => {
    const on = !topics.includes(topic);
    control.run(on, (api, permission) => api.setTopic(topic, on, permission));
  };
  const blocked = notificationPermission() === 'denied';
  const m = useMessages(notificationsMessages);
  return (
    <div className="grid gap-6">
      {blocked ? (
        <p className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">{m.blocked}</p>
      ) : null}
      <ul aria-label={m.topicsLabel} className="rounded-xl border border-slate-200 bg-white px-5 shadow-sm">
        {TOPICS.map((topic) => (
          <TopicSwitch
            key={topic}
            label={m.topics[topic].label}
            text={m.topics[topic].text}
            on={topics.includes(topic)}
            busy={control.busy}
            onToggle={() => toggle(topic)}
          />
        ))}
      </ul>
      <div className="grid gap-2 text-slate-700">
        <p>
          <span className="font-semibold text-brand-950">{m.remindersTitle}</span>
          {m.remindersText}
        </p>
        <p>
          <span className="font-semibold text-brand-950">{m.quietTitle}</span>
          {m.quietText}
        </p>
      </div>
      {control.install ? <InstallSteps control={m.theSwitch} /> : null}
      {control.error ? (
        <p role="alert" className="font-medium text-red-800">
          {control.error}
        </p>
      ) : null}
      {control.state?.subscribed ? (
        <div>
          <Button
            variant="outline"
            disabled={control.busy}
            onClick={() => control.run(false, (api) => api.unsubscribeAll())}
          >
            {m.turnAllOff}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
