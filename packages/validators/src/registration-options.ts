import { z } from "zod";
import { ZAskedQuestion } from "./questions";

/** A ticket type as a buyer chooses it: on sale now online, with the tickets its quota leaves (null: no quota of its own). */
const ZOfferedTicketType = z.object({
  id: z.number().int(),
  name: z.string(),
  nameVi: z.string(),
  priceMinor: z.number().int(),
  left: z.number().int().nullable(),
  saleEndsAt: z.string().nullable(),
});
export type TOfferedTicketType = z.infer<typeof ZOfferedTicketType>;

/** What the registration form asks beyond the specification's fields: the ticket types on sale (the default first) and the event's questions. */
export const ZRegistrationOptions = z.object({
  ticketTypes: z.array(ZOfferedTicketType),
  questions: z.array(ZAskedQuestion),
});
export type TRegistrationOptions = z.infer<typeof ZRegistrationOptions>;
