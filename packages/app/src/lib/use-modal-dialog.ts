import { useEffect, useRef } from "react";

/**
 * Drives a native <dialog> from React state: `open` shows it as a modal (focus kept inside,
 * Escape closes, focus returns to the opener), closing it otherwise. Pair with the dialog's
 * onClose so that Escape also updates the state.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
