import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/hooks/use-toast';
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
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const send = useMutation({
    mutationFn: goLive,
    onSuccess: () => {
      setOpen(false);
      toast({ title: 'Sent "We’re live"', description: 'Everyone who asked gets it within seconds.' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffPushQueries.all() }),
  });
  return (
    <>
      <Button
        ref={buttonRef}
        className={className}
        onClick={() => {
          send.reset();
          setOpen(true);
        }}
      >
        We’re live now
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Send “We’re live”?"
        description="Everyone who turned on ‘We’re live’ gets a notification now that opens the live page."
        confirmLabel="Send"
        busyLabel="Sending..."
        destructive={false}
        busy={send.isPending}
        onConfirm={() => send.mutate()}
        returnFocusRef={buttonRef}
        error={send.isError ? reason(send.error) : undefined}
      />
    </>
  );
}
