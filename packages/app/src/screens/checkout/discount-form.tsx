import { useMutation } from "@tanstack/react-query";
import { LIMITS, type TQuote } from "@vyc/validators";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { shownError } from "../../lib/api-errors";
import { notify } from "../../lib/toast";
import { useTRPC } from "../../lib/trpc";

/** Discount code: Apply asks the server for the new price; Cancel removes the discount. */
export function DiscountForm({ orderId, quote, onQuote, disabled }: { orderId: number; quote: TQuote; onQuote: (quote: TQuote) => void; disabled: boolean }) {
  const { t } = useTranslation("checkout");
  const trpc = useTRPC();
  const [code, setCode] = useState("");
  const apply = useMutation(trpc.checkout.applyDiscount.mutationOptions());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    apply.mutate(
      { orderId, code: code.trim() },
      {
        onSuccess: (next) => {
          onQuote(next);
          notify.success(t("discount.applied", { percent: next.discountPercent }));
        },
        onError: (error) => notify.error(shownError(error)),
      },
    );
  };

  const cancel = () =>
    apply.mutate(
      { orderId, code: null },
      {
        onSuccess: (next) => {
          onQuote(next);
          setCode("");
          notify.success(t("discount.removed"));
        },
        onError: (error) => notify.error(shownError(error)),
      },
    );

  return (
    <form className="discount-form" onSubmit={submit}>
      <div className="field">
        <label htmlFor="discount-code">{t("discount.label")}</label>
        <div className="discount-row">
          <input
            id="discount-code"
            name="discountCode"
            value={code}
            maxLength={LIMITS.discountCodeMaxLength}
            autoComplete="off"
            disabled={disabled || quote.discountPercent > 0}
            onChange={(e) => setCode(e.target.value)}
          />
          {quote.discountPercent > 0 ? (
            <button type="button" className="btn btn-ghost" onClick={cancel} disabled={disabled || apply.isPending}>
              {t("discount.cancel")}
            </button>
          ) : (
            <button type="submit" className="btn btn-ghost" disabled={disabled || apply.isPending || !code.trim()}>
              {t("discount.apply")}
            </button>
          )}
        </div>
      </div>
    </form>
  );
}
