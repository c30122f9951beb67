import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format";
import { useModalDialog } from "../../lib/use-modal-dialog";

/** What a refund is about to do, as staff confirm it. */
export interface RefundPreview {
  amountMinor: number;
  feeMinor: number;
  currency: string;
  /** The tickets it cancels ("#2 Lan Nguyen"); none for an amount alone. */
  tickets: string[];
  /** How many of them have been checked in already. */
  checkedIn: number;
  /** The method's label (PayPal, cash, …). */
  method: string;
}

/**
 * Asks before any refund: the amount and currency, the tickets it covers, the fee kept and how the
 * money goes back. A ticket already checked in is refunded only once staff tick that they know.
 */
export function RefundConfirmDialog({
  preview,
  busy,
  onConfirm,
  onClose,
}: {
  preview: RefundPreview | null;
  busy: boolean;
  onConfirm: (checkedInConfirmed: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("refunds");
  const { money } = useFormat();
  const ref = useModalDialog(preview !== null);
  const titleId = useId();
  const [knowsCheckedIn, setKnowsCheckedIn] = useState(false);
  const close = () => {
    setKnowsCheckedIn(false);
    onClose();
  };
  const needsConfirmation = (preview?.checkedIn ?? 0) > 0;
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onClose={close}
    >
      {preview && (
        <form
          method="dialog"
          onSubmit={(e) => {
            e.preventDefault();
            onConfirm(needsConfirmation && knowsCheckedIn);
            setKnowsCheckedIn(false);
          }}
        >
          <h2 id={titleId}>{t("confirm.title")}</h2>
          <dl className="facts">
            <dt>{t("confirm.amount")}</dt>
            <dd>
              {t("confirm.amountValue", {
                amount: money(preview.amountMinor, preview.currency),
                currency: preview.currency,
              })}
            </dd>
            <dt>{t("confirm.tickets")}</dt>
            <dd>
              {preview.tickets.length > 0
                ? preview.tickets.join(", ")
                : t("confirm.noTickets")}
            </dd>
            <dt>{t("confirm.fee")}</dt>
            <dd>{money(preview.feeMinor, preview.currency)}</dd>
            <dt>{t("confirm.method")}</dt>
            <dd>{preview.method}</dd>
          </dl>
          {needsConfirmation && (
            <div className="refund-warning" role="alert">
              <p>
                {t("confirm.checkedInWarning", { count: preview.checkedIn })}
              </p>
              <label className="checkbox-row">
                <input
                  type="checkbox"
                  checked={knowsCheckedIn}
                  onChange={(e) => setKnowsCheckedIn(e.target.checked)}
                />
                {t("confirm.checkedInConfirm")}
              </label>
            </div>
          )}
          <div className="dialog-actions">
            <button type="button" className="btn btn-ghost" onClick={close}>
              {t("confirm.back")}
            </button>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={busy || (needsConfirmation && !knowsCheckedIn)}
            >
              {t("confirm.submit", {
                amount: money(preview.amountMinor, preview.currency),
              })}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
