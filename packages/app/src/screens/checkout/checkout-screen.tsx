import { useMutation, useQuery } from "@tanstack/react-query";
import { Link, Navigate } from "@tanstack/react-router";
import type { TQuote } from "@vyc/validators";
import { useCallback } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Loader } from "../../components/loader";
import { ProgressSteps } from "../../components/progress-steps";
import type { RegistrationFlowState } from "../../lib/registration-flow";
import { useTRPC } from "../../lib/trpc";
import { useRegistrationFlow } from "../../lib/use-registration-flow";
import { PriceLines } from "../../components/price-lines";
import { BillingEditor } from "../account/billing-editor";
import { DiscountForm } from "./discount-form";
import { NoPaymentConfirmation } from "./no-payment-confirmation";
import { OrderSummary } from "./order-summary";
import { usePaymentOutcome } from "./payment-outcome";
import { PayPalPayment } from "./paypal-payment";
import { TestPayment } from "./test-payment";
import { useCheckoutHold, type CheckoutHold } from "./use-checkout-hold";
import { formatCountdown, useHoldCountdown } from "./use-hold-countdown";
import { ShownMessage } from "../../i18n/shown-text";
import { shownError } from "../../lib/api-errors";

/** Step 3: order summary, payment details, discount code, total and the payment buttons. */
export function CheckoutScreen() {
  const flow = useRegistrationFlow();
  if (!flow) return <Navigate to="/" replace />;
  return <Checkout flow={flow} />;
}

function Checkout({ flow }: { flow: RegistrationFlowState }) {
  const { t } = useTranslation("checkout");
  const trpc = useTRPC();
  const event = useQuery({ ...trpc.events.getData.queryOptions({ id: flow.eventId }), retry: false });
  const { hold, error, setQuote } = useCheckoutHold(flow);

  return (
    <section className="container page registration checkout">
      <ProgressSteps step="payment" online={false} />
      <h1>{t("title")}</h1>
      {error ? (
        <div className="card form-block">
          <p className="error-banner" role="alert"><ShownMessage text={shownError(error)} /></p>
          <Link to="/events/$id" params={{ id: String(flow.eventId) }} className="btn btn-ghost">{t("backToEvent")}</Link>
        </div>
      ) : (
        <div className="detail-grid">
          <OrderSummary flow={flow} event={event.data} />
          {hold ? <PaymentPanel flow={flow} hold={hold} onQuote={setQuote} /> : <Loader label={t("holding")} />}
        </div>
      )}
    </section>
  );
}

function PaymentPanel({ flow, hold, onQuote }: { flow: RegistrationFlowState; hold: CheckoutHold; onQuote: (quote: TQuote) => void }) {
  const { t } = useTranslation("checkout");
  const trpc = useTRPC();
  const outcome = usePaymentOutcome(flow, hold.quote);
  const { mutate: release } = useMutation(trpc.checkout.release.mutationOptions());
  const { onTimeout } = outcome;
  const expire = useCallback(() => {
    release({ orderId: hold.orderId });
    void onTimeout();
  }, [release, hold.orderId, onTimeout]);
  const secondsLeft = useHoldCountdown(hold.startedAt, hold.expiresInMs, expire);

  return (
    <aside className="card form-block payment-panel" aria-labelledby="payment-details">
      <h2 id="payment-details">{t("details.title")}</h2>
      <p className="hint" role="timer" aria-live="off">
        <Trans t={t} i18nKey="details.held" values={{ time: formatCountdown(secondsLeft) }} components={{ strong: <strong /> }} />
      </p>
      <PriceLines lines={hold.quote} discountCode={hold.quote.discountCode} totalTestId="checkout-total" />
      <DiscountForm orderId={hold.orderId} quote={hold.quote} onQuote={onQuote} disabled={secondsLeft === 0} />
      {hold.quote.totalMinor > 0 && <BillingEditor orderId={hold.orderId} paid={false} />}
      <div className="payment-buttons">
        {hold.quote.totalMinor === 0 ? (
          <NoPaymentConfirmation orderId={hold.orderId} outcome={outcome} />
        ) : (
          <>
            {hold.payment.paypal && <PayPalPayment orderId={hold.orderId} quote={hold.quote} paypal={hold.payment.paypal} outcome={outcome} />}
            {hold.payment.test && <TestPayment orderId={hold.orderId} outcome={outcome} />}
            {!hold.payment.paypal && !hold.payment.test && (
              <p className="error-banner" role="alert">{t("unavailable")}</p>
            )}
          </>
        )}
      </div>
    </aside>
  );
}
