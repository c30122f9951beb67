import type { TQuote } from "@vyc/validators";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format";

/** The price as the server fixed it: tickets × unit price, the discount, and the total to pay. */
export function PaymentDetails({ quote }: { quote: TQuote }) {
  const { t } = useTranslation("checkout");
  const { money } = useFormat();
  const discountMinor = quote.subtotalMinor - quote.totalMinor;
  return (
    <dl className="payment-details">
      <dt>
        {quote.quantity} × {money(quote.unitPriceMinor, quote.currency)}
      </dt>
      <dd>{money(quote.subtotalMinor, quote.currency)}</dd>
      {quote.discountPercent > 0 && (
        <>
          <dt>{t("details.discount", { code: quote.discountCode, percent: quote.discountPercent })}</dt>
          <dd>{t("details.discountAmount", { amount: money(discountMinor, quote.currency) })}</dd>
        </>
      )}
      <dt className="total">{t("details.total")}</dt>
      <dd className="total" data-testid="checkout-total">
        {money(quote.totalMinor, quote.currency)}
      </dd>
    </dl>
  );
}
