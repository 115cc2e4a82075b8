import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { donateMessages } from '@/i18n/donate';
import { useMessages } from '@/lib/i18n/messages';

/**
 * The thank-you after a simulated gift (spec §4 "Submission only shows a thank-you alert saying
 * it is a simulation"), as an accessible dialog instead of `window.alert`: focus moves into it,
 * Escape and the buttons close it, and focus returns to the form.
 *
 * It is open while mounted; the form mounts it after a simulated gift.
 *
 * @param message - the thank-you text, from `givingThankYou`.
 */
export function GivingThankYouDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const text = useMessages(donateMessages).simulated;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={text.close}>
        <DialogHeader>
          <DialogTitle>{text.thanksTitle}</DialogTitle>
          <DialogDescription>{message}</DialogDescription>
        </DialogHeader>
        <div className="flex justify-end">
          <Button onClick={onClose}>{text.done}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
