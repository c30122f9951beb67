import type { Currency, TDeskSaleFormInput, TDeskTicketType } from "@vyc/validators";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format";
import { ticketTypeName } from "../../i18n/ticket-type-name";
import { useActiveLocale } from "../../i18n/use-locale";
import { FormField } from "../registration/form-field";

interface Props {
  index: number;
  types: readonly TDeskTicketType[];
  currency: Currency;
}

/** The ticket type of one walk-in, among those the desk sells now, each named in the staff's language with its price; a sold-out type cannot be chosen. */
export function DeskTicketTypeField({ index, types, currency }: Props) {
  const { t } = useTranslation("desk");
  const format = useFormat();
  const locale = useActiveLocale();
  const { register } = useFormContext<TDeskSaleFormInput>();
  const field = `attendees.${index}.ticketTypeId` as const;
  const optionText = (type: TDeskTicketType) => {
    const name = ticketTypeName(type, locale);
    if (type.soldOut) return t("saleForm.attendee.typeSoldOut", { name });
    return t("saleForm.attendee.typeOption", { name, price: type.priceMinor === 0 ? t("saleForm.free") : format.money(type.priceMinor, currency) });
  };
  return (
    <FormField id={`ticket-${index + 1}-ticketType`} label={t("saleForm.attendee.ticketType")}>
      {(aria) => (
        <select {...aria} {...register(field, { setValueAs: (value: string | number) => Number(value) })}>
          {types.map((type) => (
            <option key={type.id} value={type.id} disabled={type.soldOut}>
              {optionText(type)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
