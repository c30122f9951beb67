import { useId } from "react";
import { useModalDialog } from "../../lib/use-modal-dialog";
import type { WaiverText } from "./waiver-texts";

interface Props {
  waiver: WaiverText;
  open: boolean;
  onClose: () => void;
  onAccept: () => void;
}

/** A modal showing a waiver's full text; Escape or Close dismisses it, "I agree" accepts it. */
export function WaiverDialog({ waiver, open, onClose, onAccept }: Props) {
  const ref = useModalDialog(open);
  const titleId = useId();

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
