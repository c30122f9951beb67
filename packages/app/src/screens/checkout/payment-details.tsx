import type { TQuote } from "@vyc/validators";
import { useFormat } from "../../i18n/use-format";

/** The price as the server fixed it: tickets × unit price, the discount, and the total to pay. */
export function PaymentDetails({ quote }: { quote: TQuote }) {
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
          <dt>
            Discount {quote.discountCode} (−{quote.discountPercent} %)
          </dt>
          <dd>−{money(discountMinor, quote.currency)}</dd>
        </>
      )}
      <dt className="total">Total</dt>
      <dd className="total" data-testid="checkout-total">
        {money(quote.totalMinor, quote.currency)}
      </dd>
    </dl>
  );
}
