import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useModalDialog } from "../../lib/use-modal-dialog";

interface Props {
  /** The type asked about; none closes the dialog. */
  name: string | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Remove Early bird?": the organiser confirms before a ticket type goes off offer. */
export function TicketTypeRemoveDialog({ name, busy, onConfirm, onClose }: Props) {
  const { t } = useTranslation("admin");
  const ref = useModalDialog(name !== null);
  const titleId = useId();
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{t("ticketTypes.removeTitle", { name: name ?? "" })}</h2>
      <p>{t("ticketTypes.removeBody")}</p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t("ticketTypes.keep")}
        </button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={onConfirm}>
          {t("ticketTypes.remove")}
        </button>
      </div>
    </dialog>
  );
}
