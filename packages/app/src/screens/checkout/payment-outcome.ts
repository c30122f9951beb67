import { useNavigate } from "@tanstack/react-router";
import { CHECKOUT_REFUSALS, type CaptureOutcome, type TPriceLines } from "@vyc/validators";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { refusalReason } from "../../lib/api-errors";
import type { RegistrationFlowState } from "../../lib/registration-flow";
import "./paid-state";
import { notify } from "../../lib/toast";

type ResponseType = "checkout" | "transaction" | "timeout";

/** Where each payment result leads (specification §4 and §8): the exact toast, then the result page (with the price lines paid, on success). */
export function usePaymentOutcome(flow: RegistrationFlowState, price: TPriceLines) {
  const { t } = useTranslation("checkout");
  const navigate = useNavigate();
  const go = useCallback(
    (redirection: "success" | "error", type: ResponseType) =>
      navigate({ to: "/response/$redirection/$type", params: { redirection, type }, state: { registration: flow, ...(redirection === "success" ? { paid: price } : {}) }, replace: true }),
    [navigate, flow, price],
  );

  const onOutcome = useCallback(
    (outcome: Exclude<CaptureOutcome, "declined">) => {
      if (outcome === "completed") return go("success", "checkout");
      if (outcome === "not_completed") {
        notify.error(t("outcome.transactionIncomplete"));
        return go("error", "transaction");
      }
      if (outcome === "registration_failed") {
        notify.error(t("outcome.participantsError"));
        return go("error", "checkout");
      }
      notify.error(t("outcome.paymentError"));
      return go("error", "checkout");
    },
    [go, t],
  );

  /** A refused call: an expired hold is the timeout page, anything else a payment error. */
  const onFailure = useCallback(
    (error: unknown) => {
      if (refusalReason(error) === CHECKOUT_REFUSALS.holdExpired.reason) return go("error", "timeout");
      notify.error(t("outcome.paymentError"));
      return go("error", "checkout");
    },
    [go, t],
  );

  const onCancel = useCallback(() => notify.error(t("outcome.paymentCanceled")), [t]);
  const onTimeout = useCallback(() => go("error", "timeout"), [go]);

  return { onOutcome, onFailure, onCancel, onTimeout };
}

export type PaymentOutcomeHandlers = ReturnType<typeof usePaymentOutcome>;
