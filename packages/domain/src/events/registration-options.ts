import { type Db } from "@vyc/db";
import { listTicketTypes, ticketTypeTaken, type TicketType } from "@vyc/db/stores/ticket-types";
import type { TOfferedTicketType, TRegistrationOptions } from "@vyc/validators";
import { isOnSale } from "../orders/ticket-type-rules";
import { eventQuestions } from "../questions/event-questions";
import { getEvent } from "./event-queries";

async function offered(db: Db, type: TicketType, now: Date): Promise<TOfferedTicketType> {
  const left = type.quota === null ? null : Math.max(0, type.quota - (await ticketTypeTaken(db, type.id, now)));
  return { id: type.id, name: type.name, nameVi: type.nameVi, priceMinor: type.priceMinor, left, saleEndsAt: type.saleEndsAt?.toISOString() ?? null };
}

/**
 * What a published event's registration form offers: its ticket types on sale online now (the
 * default first; a type whose quota is used up shows 0 left) and the questions it asks. The sale
 * itself decides again under the seat lock; this is what the buyer chooses from.
 */
export async function registrationOptions(db: Db, eventId: number, now: Date): Promise<TRegistrationOptions> {
  await getEvent(db, eventId, now);
  const types = (await listTicketTypes(db, eventId)).filter((type) => isOnSale(type, "online", now));
  const ticketTypes: TOfferedTicketType[] = [];
  for (const type of types) ticketTypes.push(await offered(db, type, now));
  return { ticketTypes, questions: await eventQuestions(db, eventId) };
}
