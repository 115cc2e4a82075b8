import { Button } from '@/components/ui/button';
import { pushMessages } from '@/i18n/push';
import { useMessages } from '@/lib/i18n/messages';
import { InstallSteps } from './install-steps';
import { BellIcon } from './notify-button';
import { usePushControl } from './use-push-control';

/**
 * 'Remind me' on a registrant's page `/registrations/<token>` (docs/decisions/0049): a push
 * notification 24 hours and 1 hour before the date, tied to this registration (cancelling or
 * erasing it removes the reminder), in the page's language (`@/i18n/push`). Shown only for a confirmed registration of a date to come
 * (`mayRemind`); the database checks the same.
 */
export function RemindMe({ token }: { token: string }) {
  const control = usePushControl((api) => api.readPushState(token));
  const m = useMessages(pushMessages);
  const on = control.state?.reminded ?? false;
  const turn = (value: boolean) =>
    control.run(value, (api, permission) => api.setReminder(token, value, permission));
  return (
    <section aria-labelledby="remind-me-title" className="mt-8 grid justify-items-start gap-3">
      <h2 id="remind-me-title" className="font-serif text-xl font-semibold text-brand-950">
        {m.reminders}
      </h2>
      <div role="status" className="flex flex-wrap items-center gap-3">
        {on ? (
          <>
            <p className="font-medium text-brand-900">{m.remindOn}</p>
            <Button variant="link" onClick={() => turn(false)}>
              {m.turnOffReminders}
            </Button>
          </>
        ) : (
          <Button variant="outline" disabled={control.busy} onClick={() => turn(true)}>
            <BellIcon className="size-5" aria-hidden="true" />
            {control.busy ? m.busy : m.remindMe}
          </Button>
        )}
      </div>
      {control.install ? <InstallSteps control={m.remindMe} /> : null}
      {control.error ? (
        <p role="alert" className="font-medium text-red-800">
          {control.error}
        </p>
      ) : null}
    </section>
  );
}
