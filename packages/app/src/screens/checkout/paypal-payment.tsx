import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from "@paypal/react-paypal-js";
import { useMutation } from "@tanstack/react-query";
import type { TPaymentOptions, TQuote } from "@vyc/validators";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../../lib/trpc";
import type { PaymentOutcomeHandlers } from "./payment-outcome";

interface Props {
  orderId: number;
  quote: TQuote;
  paypal: NonNullable<TPaymentOptions["paypal"]>;
  outcome: PaymentOutcomeHandlers;
}

/**
 * PayPal's buttons, loaded with the event's currency. The server creates the PayPal order from its
 * own price and captures it itself; the browser only relays the buyer's approval.
 */
export function PayPalPayment({ orderId, quote, paypal, outcome }: Props) {
  return (
    <PayPalScriptProvider options={{ clientId: paypal.clientId, currency: quote.currency, intent: "capture", components: "buttons", sdkBaseUrl: paypal.sdkUrl }}>
      <PayPalButtonsOrMessage orderId={orderId} quote={quote} outcome={outcome} />
    </PayPalScriptProvider>
  );
}

function PayPalButtonsOrMessage({ orderId, quote, outcome }: Omit<Props, "paypal">) {
  const { t } = useTranslation("checkout");
  const trpc = useTRPC();
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const createPayment = useMutation(trpc.checkout.createPayment.mutationOptions());
  const capture = useMutation(trpc.checkout.capture.mutationOptions());

  if (isRejected) {
    return (
      <p className="error-banner" role="alert">
        {t("paypal.loadFailed")}
      </p>
    );
  }
  if (isPending) return <p className="meta" role="status">{t("paypal.loading")}</p>;

  return (
    <PayPalButtons
      style={{ layout: "vertical", label: "pay" }}
      forceReRender={[quote.totalMinor, quote.currency]}
      createOrder={async () => (await createPayment.mutateAsync({ orderId, provider: "paypal" })).providerOrderId}
      onApprove={async (data, actions) => {
        try {
          const result = await capture.mutateAsync({ orderId, providerOrderId: data.orderID });
          if (result.outcome === "declined") return actions.restart();
          await outcome.onOutcome(result.outcome);
        } catch (error) {
          await outcome.onFailure(error);
        }
      }}
      onCancel={outcome.onCancel}
      onError={() => void outcome.onFailure(null)}
    />
  );
}
