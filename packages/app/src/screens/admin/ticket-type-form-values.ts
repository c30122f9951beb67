import { fromZonedWallClock, toMajor, zonedDatetimeLocal, type Currency, type TTicketTypeFormInput, type TTicketTypeOutput } from "@vyc/validators";

/** A ticket type as the form holds it: what the organiser typed, times on the wall clock of the event's zone. */
export interface TicketTypeFields {
  name: string;
  nameVi: string;
  price: string;
  quota: string;
  saleStartsAt: string;
  saleEndsAt: string;
  deskSells: boolean;
}

export const EMPTY_TICKET_TYPE: TicketTypeFields = { name: "", nameVi: "", price: "", quota: "", saleStartsAt: "", saleEndsAt: "", deskSells: true };

/** A stored type as the form's values, its price in major units and its sale window on the event's clock. */
export function ticketTypeFields(type: TTicketTypeOutput, currency: Currency, timeZone: string): TicketTypeFields {
  return {
    name: type.name,
    nameVi: type.nameVi,
    price: String(toMajor(type.priceMinor, currency)),
    quota: type.quota === null ? "" : String(type.quota),
    saleStartsAt: zonedDatetimeLocal(type.saleStartsAt, timeZone),
    saleEndsAt: zonedDatetimeLocal(type.saleEndsAt, timeZone),
    deskSells: type.deskSells,
  };
}

const instant = (local: string, timeZone: string): Date | null => (local ? fromZonedWallClock(local, timeZone) : null);

/** The form's values as the schema reads them: empty fields are absent, times are read on the event's clock. */
export function ticketTypeInput(fields: TicketTypeFields, timeZone: string): TTicketTypeFormInput {
  return {
    name: fields.name,
    nameVi: fields.nameVi,
    price: fields.price.trim() === "" ? undefined : fields.price,
    quota: fields.quota.trim() === "" ? null : fields.quota,
    saleStartsAt: instant(fields.saleStartsAt, timeZone),
    saleEndsAt: instant(fields.saleEndsAt, timeZone),
    deskSells: fields.deskSells,
  };
}
