import { LIMITS, type TPriceLines } from "@vyc/validators";
import { useTranslation } from "react-i18next";
import { useFormat } from "../i18n/use-format";
import { ticketTypeName } from "../i18n/ticket-type-name";
import { useActiveLocale } from "../i18n/use-locale";
import "./price-lines.css";

interface PriceLinesProps {
  lines: TPriceLines;
  /** The discount code applied, named on the discount line. */
  discountCode?: string | null;
  /** The total's label when not "Total" (the desk's "Total to collect"). */
  totalLabel?: string;
  totalTestId?: string;
}

/**
 * A price as the server computed it, line by line, the same on every screen: "2 × 15 € = 30 €" (one
 * such line per ticket type when the event sells several), the
 * discount, the rounding of the total to the nearest 10 when it changed anything ("+5 €"), and the total
 * ("Free" for a free event).
 */
export function PriceLines({ lines, discountCode, totalLabel, totalTestId }: PriceLinesProps) {
  const { t } = useTranslation("common");
  const format = useFormat();
  const locale = useActiveLocale();
  const money = (minor: number) => format.money(minor, lines.currency);
  const discount = discountCode ? t("price.discountCode", { code: discountCode, percent: lines.discountPercent }) : t("price.discount", { percent: lines.discountPercent });
  return (
    <dl className="price-lines">
      {lines.items?.map((item) => (
        <div key={item.ticketTypeId}>
          <dt>{ticketTypeName(item, locale)}</dt>
          <dd>{t("price.subtotal", { count: item.quantity, unit: money(item.unitPriceMinor), subtotal: money(item.quantity * item.unitPriceMinor) })}</dd>
        </div>
      ))}
      {!lines.items && lines.unitPriceMinor > 0 && (
        <div>
          <dt>{t("price.tickets", { count: lines.quantity })}</dt>
          <dd>{t("price.subtotal", { count: lines.quantity, unit: money(lines.unitPriceMinor), subtotal: money(lines.subtotalMinor) })}</dd>
        </div>
      )}
      {lines.discountMinor !== 0 && (
        <div>
          <dt>{discount}</dt>
          <dd>{t("price.discountAmount", { amount: money(lines.discountMinor) })}</dd>
        </div>
      )}
      {lines.roundingMinor !== 0 && (
        <div>
          <dt>{t("price.rounding", { step: LIMITS.roundingUnits })}</dt>
          <dd>{t(lines.roundingMinor < 0 ? "price.roundingDown" : "price.roundingUp", { amount: money(Math.abs(lines.roundingMinor)) })}</dd>
        </div>
      )}
      <div className="price-total">
        <dt>{totalLabel ?? t("price.total")}</dt>
        <dd data-testid={totalTestId}>{lines.subtotalMinor === 0 ? t("price.free") : money(lines.totalMinor)}</dd>
      </div>
    </dl>
  );
}
