import { lockForDecision, type Db, type Event, type Tx } from "@vyc/db";
import { findEvent } from "@vyc/db/stores/events";
import { alignEventPrice, findTicketTypeById, insertTicketType, listTicketTypes, retireTicketType, ticketTypesForSale, ticketTypeTaken, updateTicketType, type TicketType, type TicketTypeFields } from "@vyc/db/stores/ticket-types";
import { ADMIN_MESSAGES, currencyOf, TICKET_TYPE_LIMITS, TICKET_TYPE_REFUSALS, toMinor, type TTicketTypeInput, type TTicketTypeOutput } from "@vyc/validators";
import { DomainError } from "../shared/errors";
import { recordAudit } from "./audit-log";

const toOutput = (type: TicketType, taken: number): TTicketTypeOutput => ({
  id: type.id,
  eventId: type.eventId,
  position: type.position,
  name: type.name,
  nameVi: type.nameVi,
  priceMinor: type.priceMinor,
  quota: type.quota,
  saleStartsAt: type.saleStartsAt?.toISOString() ?? null,
  saleEndsAt: type.saleEndsAt?.toISOString() ?? null,
  deskSells: type.deskSells,
  taken,
});

const fieldsOf = (input: TTicketTypeInput, event: Event): TicketTypeFields => ({
  name: input.name,
  nameVi: input.nameVi,
  priceMinor: toMinor(input.price, currencyOf(event.currency)),
  quota: input.quota,
  saleStartsAt: input.saleStartsAt,
  saleEndsAt: input.saleEndsAt,
  deskSells: input.deskSells,
});

async function eventOf(tx: Tx, eventId: number): Promise<Event> {
  const event = await findEvent(tx, eventId);
  if (!event) throw new DomainError("NOT_FOUND", ADMIN_MESSAGES.eventNotFound);
  await lockForDecision(tx, { eventId });
  return event;
}

async function typeOf(tx: Tx, id: number): Promise<{ type: TicketType; event: Event }> {
  const type = await findTicketTypeById(tx, id);
  if (!type || type.archivedAt) throw new DomainError("NOT_FOUND", TICKET_TYPE_REFUSALS.notFound);
  return { type, event: await eventOf(tx, type.eventId) };
}

/** A quota stays inside the event's capacity and above the tickets of the type already taken. */
async function assertQuota(tx: Tx, event: Event, quota: number | null, typeId: number | null, now: Date): Promise<void> {
  if (quota === null) return;
  if (quota > event.capacity) throw new DomainError("UNPROCESSABLE", TICKET_TYPE_REFUSALS.quotaOverCapacity(event.capacity));
  const taken = typeId === null ? 0 : await ticketTypeTaken(tx, typeId, now);
  if (quota < taken) throw new DomainError("CONFLICT", TICKET_TYPE_REFUSALS.quotaBelowTaken(taken));
}

/** The event's ticket types on offer, the default first, with the tickets of each taken now. */
export async function listAdminTicketTypes(db: Db, eventId: number, now: Date): Promise<TTicketTypeOutput[]> {
  return db.transaction(async (tx) => {
    const event = await eventOf(tx, eventId);
    const types = await ticketTypesForSale(tx, event, now);
    return Promise.all(types.map(async (type) => toOutput(type, await ticketTypeTaken(tx, type.id, now))));
  });
}

/** Adds a ticket type after the event's others. */
export async function createTicketType(db: Db, actorId: string, eventId: number, input: TTicketTypeInput, now: Date): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const event = await eventOf(tx, eventId);
    if ((await ticketTypesForSale(tx, event, now)).length >= TICKET_TYPE_LIMITS.typesPerEventMax) throw new DomainError("UNPROCESSABLE", TICKET_TYPE_REFUSALS.tooMany);
    await assertQuota(tx, event, input.quota, null, now);
    const type = await insertTicketType(tx, eventId, fieldsOf(input, event), now);
    await recordAudit(tx, { actorId, action: "ticketType.create", target: `ticketType:${type.id}`, detail: { eventId, name: type.name, priceMinor: type.priceMinor } }, now);
    return { id: type.id };
  });
}

/**
 * Changes a ticket type, under the event's seat lock: its quota never drops below the tickets of
 * it taken. The default type's price is the event's price, so changing one changes the other.
 */
export async function editTicketType(db: Db, actorId: string, id: number, input: TTicketTypeInput, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { type, event } = await typeOf(tx, id);
    await assertQuota(tx, event, input.quota, type.id, now);
    const fields = fieldsOf(input, event);
    await updateTicketType(tx, event.id, id, fields);
    await alignEventPrice(tx, event.id, now);
    await recordAudit(tx, { actorId, action: "ticketType.update", target: `ticketType:${id}`, detail: { eventId: event.id, name: fields.name, priceMinor: fields.priceMinor } }, now);
  });
}

/** Takes a type off offer: archived when it was ever ordered (its tickets keep it), deleted otherwise; the last type stays. */
export async function removeTicketType(db: Db, actorId: string, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { type, event } = await typeOf(tx, id);
    if ((await listTicketTypes(tx, event.id)).length <= 1) throw new DomainError("CONFLICT", TICKET_TYPE_REFUSALS.lastType);
    await retireTicketType(tx, event.id, id, now);
    await alignEventPrice(tx, event.id, now);
    await recordAudit(tx, { actorId, action: "ticketType.remove", target: `ticketType:${id}`, detail: { eventId: event.id, name: type.name } }, now);
  });
}
