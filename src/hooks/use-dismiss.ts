import { type RefObject, useEffect } from 'react';

/**
 * Closes an open disclosure (a menu or popover that is not modal) the way people expect
 * (WAI-ARIA APG "Disclosure" and "Menu Button" patterns): Escape closes it and returns focus to
 * its trigger; a pointer press outside `root` closes it without moving focus.
 *
 * @param open - whether the disclosure is open; listeners exist only while it is.
 * @param close - sets it closed.
 * @param root - the element holding the trigger and the panel.
 * @param trigger - the button that opens it; receives focus after Escape.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  root: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onPointer = (pointer: PointerEvent) => {
      if (!root.current?.contains(pointer.target as Node)) close();
    };
    const onKey = (key: KeyboardEvent) => {
      if (key.key !== 'Escape') return;
      close();
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close, root, trigger]);
}
