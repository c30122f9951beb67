import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../../lib/trpc";
import type { PaymentOutcomeHandlers } from "./payment-outcome";

/** A discount took the whole price: nothing to pay, the buyer confirms the registration. */
export function NoPaymentConfirmation({ orderId, outcome }: { orderId: number; outcome: PaymentOutcomeHandlers }) {
  const { t } = useTranslation("checkout");
  const trpc = useTRPC();
  const confirm = useMutation(trpc.checkout.confirmWithoutPayment.mutationOptions());

  const submit = async () => {
    try {
      await confirm.mutateAsync({ orderId });
      await outcome.onOutcome("completed");
    } catch (error) {
      await outcome.onFailure(error);
    }
  };

  return (
    <div className="no-payment">
      <p className="hint">{t("free.hint")}</p>
      <button type="button" className="btn btn-primary btn-block" onClick={() => void submit()} disabled={confirm.isPending}>
        {confirm.isPending ? t("free.confirming") : t("free.confirm")}
      </button>
    </div>
  );
}
