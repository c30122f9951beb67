import { LIMITS } from "@vyc/validators";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format";

/** What a desk price is made of, as the server computed it. */
export interface DeskPrice {
  quantity: number;
  unitPriceMinor: number;
  subtotalMinor: number;
  roundingMinor: number;
  totalMinor: number;
  currency: string;
}

/** "2 × 15 € = 30 €", the rounding of the total to 10 units when it changed anything, and the total to collect. */
export function DeskPriceLines({ price }: { price: DeskPrice }) {
  const { t } = useTranslation("desk");
  const format = useFormat();
  const money = (minor: number) => format.money(minor, price.currency);
  const rounding = `${price.roundingMinor < 0 ? "−" : "+"}${money(Math.abs(price.roundingMinor))}`;
  return (
    <dl className="desk-price-lines">
      {price.unitPriceMinor > 0 && (
        <div>
          <dt>{t("price.tickets", { count: price.quantity })}</dt>
          <dd>{t("price.subtotal", { count: price.quantity, unit: money(price.unitPriceMinor), subtotal: money(price.subtotalMinor) })}</dd>
        </div>
      )}
      {price.roundingMinor !== 0 && (
        <div>
          <dt>{t("price.rounding")}</dt>
          <dd>
            {rounding} <span className="meta">{t("price.roundingWhy", { step: money(LIMITS.roundingUnits * 100) })}</span>
          </dd>
        </div>
      )}
      <div className="desk-price-total">
        <dt>{t("price.total")}</dt>
        <dd>
          <strong>{price.totalMinor === 0 ? t("price.free") : money(price.totalMinor)}</strong>
        </dd>
      </div>
    </dl>
  );
}
