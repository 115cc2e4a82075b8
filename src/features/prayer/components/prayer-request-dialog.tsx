import type { RefObject } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { prayerMessages } from '@/i18n/prayer';
import { useMessages } from '@/lib/i18n/messages';
import { PrayerRequestForm } from './prayer-request-form';

/**
 * The prayer-request dialog (spec §4): focus is trapped inside, Escape, Cancel and the close
 * control close it, and it closes by itself after a successful submission; focus then returns
 * to the opening button (the dialog has no Radix trigger because it loads on demand).
 */
export default function PrayerRequestDialog({
  open,
  onOpenChange,
  returnFocusRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The control that opened the dialog; it gets focus back when the dialog closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const m = useMessages(prayerMessages);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={m.close}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusRef.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{m.title}</DialogTitle>
          <DialogDescription>{m.description}</DialogDescription>
        </DialogHeader>
        <PrayerRequestForm onSubmitted={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
