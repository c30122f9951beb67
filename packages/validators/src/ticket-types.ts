import { z } from "zod";
import type { Refusal } from "./refusals";
import { ZRowId } from "./row-id";

export const TICKET_TYPE_LIMITS = { nameMaxLength: 80, typesPerEventMax: 20, priceMax: 100_000 } as const;

const ZName = (name: string) => z.string().trim().max(TICKET_TYPE_LIMITS.nameMaxLength, `${name} has at most ${TICKET_TYPE_LIMITS.nameMaxLength} characters.`);

/** A ticket type as organisers write it: names, price in the event's currency, optional quota and sale window, whether the desk sells it. */
export const ZTicketTypeInput = z
  .object({
    name: ZName("The name").min(1, "The name is required."),
    nameVi: ZName("The Vietnamese name").default(""),
    price: z.coerce.number({ message: "Enter a price." }).min(0, "The price cannot be negative.").max(TICKET_TYPE_LIMITS.priceMax, `The price is at most ${TICKET_TYPE_LIMITS.priceMax}.`),
    quota: z.coerce.number().int("The quota is a whole number.").positive("The quota is at least 1.").nullable().default(null),
    saleStartsAt: z.coerce.date({ message: "Enter a date and time." }).nullable().default(null),
    saleEndsAt: z.coerce.date({ message: "Enter a date and time." }).nullable().default(null),
    deskSells: z.boolean().default(true),
  })
  .refine((t) => !t.saleStartsAt || !t.saleEndsAt || t.saleEndsAt > t.saleStartsAt, { path: ["saleEndsAt"], message: "The sale ends after it starts." });
export type TTicketTypeInput = z.output<typeof ZTicketTypeInput>;
export type TTicketTypeFormInput = z.input<typeof ZTicketTypeInput>;

export const ZTicketTypeCreateInput = z.object({ eventId: ZRowId, ticketType: ZTicketTypeInput });
export const ZTicketTypeUpdateInput = z.object({ id: ZRowId, ticketType: ZTicketTypeInput });
export const ZTicketTypeIdInput = z.object({ id: ZRowId });
export const ZEventTicketTypesInput = z.object({ eventId: ZRowId });

/** A ticket type as the back office and the registration show it (times as ISO instants). */
export const ZTicketTypeOutput = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  nameVi: z.string(),
  priceMinor: z.number().int(),
  quota: z.number().int().nullable(),
  saleStartsAt: z.string().nullable(),
  saleEndsAt: z.string().nullable(),
  deskSells: z.boolean(),
  /** Tickets of the type taken now (paid and held). */
  taken: z.number().int(),
});
export type TTicketTypeOutput = z.infer<typeof ZTicketTypeOutput>;

/** Refusals of the ticket-type editor. */
export const TICKET_TYPE_REFUSALS = {
  notFound: { reason: "ticketTypes.notFound", message: "Ticket type not found." },
  tooMany: { reason: "ticketTypes.tooMany", message: `An event has at most ${TICKET_TYPE_LIMITS.typesPerEventMax} ticket types.`, params: { max: TICKET_TYPE_LIMITS.typesPerEventMax } },
  lastType: { reason: "ticketTypes.lastType", message: "An event keeps one ticket type at least." },
  quotaOverCapacity: (capacity: number): Refusal => ({ reason: "ticketTypes.quotaOverCapacity", message: `The quota cannot pass the event's capacity (${capacity}).`, params: { capacity } }),
  quotaBelowTaken: (taken: number): Refusal => ({ reason: "ticketTypes.quotaBelowTaken", message: `${taken} tickets of this type are already taken: the quota cannot be lower.`, params: { taken } }),
} as const satisfies Record<string, Refusal | ((...args: never[]) => Refusal)>;
