import { useModalDialog } from "../../lib/use-modal-dialog";
import { LastUpdated } from "../static/static-page";
import { PrivacyPolicyContent } from "../static/privacy-policy-content";

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The Privacy Policy in a modal; Escape, the Close buttons or a click beside it close it. */
export function PrivacyPolicyDialog({ open, onClose }: Props) {
  const ref = useModalDialog(open);
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby="privacy-dialog-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal-header">
        <h2 id="privacy-dialog-title">Privacy Policy</h2>
        <button type="button" className="modal-close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      <div className="modal-body" role="region" aria-labelledby="privacy-dialog-title" tabIndex={0}>
        <LastUpdated />
        <PrivacyPolicyContent level={3} />
      </div>
      <div className="modal-footer">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}
