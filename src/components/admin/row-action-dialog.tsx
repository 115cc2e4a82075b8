import { lazy, Suspense, useState, type ReactNode, type RefObject } from 'react';
import type { ConfirmDialogProps } from '@/components/ui/confirm-dialog';
import type { RowAction } from './use-row-action';

// The confirmation (Radix Dialog) loads when a row's action is first asked for, so a list's first
// visit carries no dialog code (decisions 0006, 0029).
const ConfirmDialog = lazy(async () => ({
  default: (await import('@/components/ui/confirm-dialog')).ConfirmDialog,
}));

/** What {@link RowActionDialog} shows; the texts may depend on the asked row. */
export interface RowActionDialogProps<TInput>
  extends Pick<
    ConfirmDialogProps,
    'confirmLabel' | 'busyLabel' | 'cancelLabel' | 'destructive' | 'confirmDisabled' | 'onCloseAutoFocus'
  > {
  /** The action whose `ask(row)` opens the dialog (`useRowAction`). */
  action: Pick<RowAction<TInput>, 'asked' | 'busy' | 'error' | 'confirm' | 'cancel' | 'returnFocusRef'>;
  /** The question, e.g. 'Delete this event?'. */
  title: string | ((input: TInput) => string);
  /** What will happen, e.g. '“Easter” will be deleted. This cannot be undone.' */
  description: ReactNode | ((input: TInput) => ReactNode);
  /** More between the description and the buttons (what will go). */
  children?: (input: TInput) => ReactNode;
  /** Screen-reader words after the confirming button's label, naming the row. */
  confirmDetail?: (input: TInput) => string;
  /** Where focus goes when it closes (default: the action's, i.e. the asking button). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The confirmation of a row action: the staff pages' one `ConfirmDialog` (decision 0020), open
 * while `action.asked` holds a row, loaded on the first ask. Its confirming button runs the
 * action and reads `busyLabel` meanwhile; the dialog cannot be closed while it runs; a failure
 * the action keeps open for (`keepOpenOnFailure`) is said inside it (`role="alert"`).
 *
 * @example
 * <RowActionDialog action={remove} title="Delete this event?"
 *   description={(event) => `“${event.title}” will be deleted. This cannot be undone.`} />
 */
export function RowActionDialog<TInput>({
  action,
  title,
  description,
  children,
  confirmDetail,
  returnFocusRef,
  ...texts
}: RowActionDialogProps<TInput>) {
  // The last asked row stays shown while the dialog animates out.
  const [shown, setShown] = useState<{ input: TInput } | null>(null);
  if (action.asked !== null && (shown === null || action.asked !== shown.input)) {
    setShown({ input: action.asked });
  }
  if (!shown) return null;
  const { input } = shown;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        {...texts}
        open={action.asked !== null}
        onOpenChange={(open) => {
          if (!open) action.cancel();
        }}
        title={typeof title === 'function' ? title(input) : title}
        description={typeof description === 'function' ? description(input) : description}
        busy={action.busy}
        error={action.error}
        confirmDetail={confirmDetail?.(input)}
        returnFocusRef={returnFocusRef ?? action.returnFocusRef}
        onConfirm={action.confirm}
      >
        {children?.(input)}
      </ConfirmDialog>
    </Suspense>
  );
}
