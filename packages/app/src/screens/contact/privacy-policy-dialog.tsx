import X from "lucide-react/icons/x";
import { useTranslation } from "react-i18next";
import { useModalDialog } from "../../lib/use-modal-dialog";
import { LastUpdated, TranslationNote } from "../static/static-page";
import { PrivacyPolicyContent } from "../static/privacy-policy-content";

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The Privacy Policy in a modal; Escape, the Close buttons or a click beside it close it. */
export function PrivacyPolicyDialog({ open, onClose }: Props) {
  const { t } = useTranslation("contact");
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
        <h2 id="privacy-dialog-title">{t("privacyDialog.title")}</h2>
        <button type="button" className="modal-close" aria-label={t("privacyDialog.close")} onClick={onClose}>
          <X aria-hidden="true" size={24} />
        </button>
      </div>
      <div className="modal-body" role="region" aria-labelledby="privacy-dialog-title" tabIndex={0}>
        <LastUpdated />
        <TranslationNote />
        <PrivacyPolicyContent level={3} />
      </div>
      <div className="modal-footer">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t("privacyDialog.close")}
        </button>
      </div>
    </dialog>
  );
}
