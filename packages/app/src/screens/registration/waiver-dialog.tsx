import { DEFAULT_LOCALE } from "@vyc/i18n";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useModalDialog } from "../../lib/use-modal-dialog";
import type { WaiverText } from "./waiver-texts";

interface Props {
  waiver: WaiverText;
  open: boolean;
  onClose: () => void;
  onAccept: () => void;
}

/**
 * A modal showing a waiver's full text; Escape or Close dismisses it, "I agree" accepts it. In
 * any language but English the text is followed by the note that the English text prevails.
 */
export function WaiverDialog({ waiver, open, onClose, onAccept }: Props) {
  const { t, i18n } = useTranslation("registration");
  const ref = useModalDialog(open);
  const translated = i18n.resolvedLanguage !== DEFAULT_LOCALE;
  const titleId = useId();

  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{t(waiver.title)}</h2>
      <div className="dialog-body" role="region" aria-labelledby={titleId} tabIndex={0}>
        {waiver.paragraphs.map((p) => (
          <p key={p}>{t(p)}</p>
        ))}
        {translated && <p className="hint">{t("waiver.prevailingNote")}</p>}
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onClose}>{t("waiver.close")}</button>
        <button type="button" className="btn btn-primary" onClick={onAccept}>{t("waiver.agree")}</button>
      </div>
    </dialog>
  );
}
