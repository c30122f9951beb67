import { useEffect, useId, useRef } from "react";
import type { WaiverText } from "./waiver-texts";

interface Props {
  waiver: WaiverText;
  open: boolean;
  onClose: () => void;
  onAccept: () => void;
}

/** A modal showing a waiver's full text; Escape or Close dismisses it, "I agree" accepts it. */
export function WaiverDialog({ waiver, open, onClose, onAccept }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{waiver.title}</h2>
      <div className="dialog-body" role="region" aria-labelledby={titleId} tabIndex={0}>
        {waiver.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onClose}>Close</button>
        <button type="button" className="btn btn-primary" onClick={onAccept}>I agree</button>
      </div>
    </dialog>
  );
}
