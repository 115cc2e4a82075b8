import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { EditScope } from '../api/event-save';

const SCOPES: readonly [EditScope, string][] = [
  ['this', 'This event'],
  ['following', 'This and following events'],
  ['all', 'All events'],
];

/**
 * 'Save changes to a repeating event': which dates a change of one date applies to (This event,
 * This and following events, All events), or Cancel. A choice, not a confirmation, so it is not
 * the shared `ConfirmDialog`.
 *
 * @param onChoose - called with the chosen scope (the dialog closes).
 */
export function EventScopeDialog({
  open,
  busy,
  onClose,
  onChoose,
}: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onChoose: (scope: EditScope) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Save changes to a repeating event</DialogTitle>
          <DialogDescription>Which dates should change?</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          {SCOPES.map(([scope, label]) => (
            <Button key={scope} variant="outline" disabled={busy} onClick={() => onChoose(scope)}>
              {label}
            </Button>
          ))}
          <Button variant="ghost" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
