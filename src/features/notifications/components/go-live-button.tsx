import { useRef } from 'react';
import { RowActionDialog } from '@/components/admin/row-action-dialog';
import { useRowAction } from '@/components/admin/use-row-action';
import { Button } from '@/components/ui/button';
import { goLive, staffPushQueries } from '../api/staff-notifications';

function reason(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return (error as { code?: unknown } | null)?.code === '22023' && typeof message === 'string'
    ? message
    : 'The notification could not be sent. Try again.';
}

/**
 * 'We're live now' (admins and editors; docs/decisions/0049): after a confirmation, "We're live"
 * goes at once to every device that asked for it (never held by the quiet hours). Used on
 * /admin/notifications and, around service times, on /admin.
 */
export function GoLiveButton({ className }: { className?: string }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const send = useRowAction({
    run: () => goLive(),
    successToast: { title: 'Sent "We’re live"', description: 'Everyone who asked gets it within seconds.' },
    failureToast: null,
    failureMessage: reason,
    keepOpenOnFailure: true,
    invalidate: [staffPushQueries.all()],
  });
  return (
    <>
      <Button ref={buttonRef} className={className} onClick={() => send.ask(undefined, buttonRef.current)}>
        We’re live now
      </Button>
      <RowActionDialog
        action={send}
        title="Send “We’re live”?"
        description="Everyone who turned on ‘We’re live’ gets a notification now that opens the live page."
        confirmLabel="Send"
        busyLabel="Sending..."
        destructive={false}
      />
    </>
  );
}
