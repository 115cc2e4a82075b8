import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { Topic } from '../api/push';
import { notificationPermission } from '../utils/platform';
import { InstallSteps } from './install-steps';
import { usePushControl } from './use-push-control';

/** The topics a visitor may turn on, in the order of the page. */
export const TOPIC_TEXTS: readonly { topic: Topic; label: string; text: string }[] = [
  { topic: 'live', label: 'We’re live', text: 'When the service stream starts.' },
  { topic: 'sermons', label: 'New sermons', text: 'When a new sermon is published.' },
  {
    topic: 'announcements',
    label: 'Announcements',
    text: 'News from the church office, at most a few a week.',
  },
];

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
  return (
    <div className="grid gap-6">
      {blocked ? (
        <p className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          Notifications are blocked for this site. To get them, allow notifications in your browser’s settings
          for this site.
        </p>
      ) : null}
      <ul aria-label="Topics" className="rounded-xl border border-slate-200 bg-white px-5 shadow-sm">
        {TOPIC_TEXTS.map((t) => (
          <TopicSwitch
            key={t.topic}
            label={t.label}
            text={t.text}
            on={topics.includes(t.topic)}
            busy={control.busy}
            onToggle={() => toggle(t.topic)}
          />
        ))}
      </ul>
      <div className="grid gap-2 text-slate-700">
        <p>
          <span className="font-semibold text-brand-950">Event reminders:</span> open the link in your
          registration e-mail and tap ‘Remind me’ to be reminded 24 hours and 1 hour before the event.
        </p>
        <p>
          <span className="font-semibold text-brand-950">Quiet hours:</span> nothing arrives between 9 PM and
          8 AM except ‘We’re live’; what comes up at night waits until 8 AM.
        </p>
      </div>
      {control.install ? <InstallSteps control="the switch" /> : null}
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
            Turn all off
          </Button>
        </div>
      ) : null}
    </div>
  );
}
