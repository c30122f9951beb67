import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../../lib/trpc";
import type { PaymentOutcomeHandlers } from "./payment-outcome";

/** Test mode: the same server path as PayPal (create, capture), with a provider that takes no money. */
export function TestPayment({ orderId, outcome }: { orderId: number; outcome: PaymentOutcomeHandlers }) {
  const { t } = useTranslation("checkout");
  const trpc = useTRPC();
  const createPayment = useMutation(trpc.checkout.createPayment.mutationOptions());
  const capture = useMutation(trpc.checkout.capture.mutationOptions());
  const busy = createPayment.isPending || capture.isPending;

  const pay = async () => {
    try {
      const { providerOrderId } = await createPayment.mutateAsync({ orderId, provider: "test" });
      const result = await capture.mutateAsync({ orderId, providerOrderId });
      await outcome.onOutcome(result.outcome === "declined" ? "not_completed" : result.outcome);
    } catch (error) {
      await outcome.onFailure(error);
    }
  };

  return (
    <div className="test-payment">
      <p className="hint">{t("test.hint")}</p>
      <button type="button" className="btn btn-primary btn-block" onClick={() => void pay()} disabled={busy}>
        {busy ? t("test.paying") : t("test.pay")}
      </button>
    </div>
  );
}
