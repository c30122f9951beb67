import type { TAttendeesFormInput, TOfferedTicketType } from "@vyc/validators";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ticketTypeName } from "../../i18n/ticket-type-name";
import { useFormat } from "../../i18n/use-format";
import { useActiveLocale } from "../../i18n/use-locale";
import { FormField } from "./form-field";

interface Props {
  index: number;
  types: readonly TOfferedTicketType[];
  /** The event's currency; null for a free event (no prices shown). */
  currency: string | null;
  /** The event's time zone, where a sale window's end is read. */
  timeZone: string;
}

/** The ticket type of one attendee, with each type's price; a type whose quota is used up is shown but cannot be chosen. */
export function TicketTypeField({ index, types, currency, timeZone }: Props) {
  const { t } = useTranslation("registration");
  const locale = useActiveLocale();
  const format = useFormat();
  const { register, formState } = useFormContext<TAttendeesFormInput>();
  const error = formState.errors.attendees?.[index]?.ticketTypeId?.message;
  const field = register(`attendees.${index}.ticketTypeId`);
  const label = (type: TOfferedTicketType) => {
    const name = ticketTypeName(type, locale);
    if (type.left === 0) return t("attendee.ticketTypeSoldOut", { name });
    if (currency === null) return name;
    const price = format.money(type.priceMinor, currency);
    return type.saleEndsAt ? t("attendee.ticketTypeUntil", { name, price, date: format.dateTime(type.saleEndsAt, timeZone) }) : t("attendee.ticketTypeOption", { name, price });
  };
  return (
    <FormField id={`ticket-${index + 1}-type`} label={t("attendee.ticketType")} error={error}>
      {(aria) => (
        <select {...aria} {...field}>
          {types.map((type) => (
            <option key={type.id} value={String(type.id)} disabled={type.left === 0}>{label(type)}</option>
          ))}
        </select>
      )}
    </FormField>
  );
}
