import type { Insertable, Selectable } from "kysely";
import type { Queries } from "../database";
import type * as Tables from "../generated/kysely/types";

/** A kind of ticket of an event ("Camper", "Early bird"), with its own price, quota and sale window. */
export type TicketType = Selectable<Tables.TicketType>;

/** What an organiser sets of a ticket type. */
export type TicketTypeFields = Pick<TicketType, "name" | "nameVi" | "priceMinor" | "quota" | "saleStartsAt" | "saleEndsAt" | "deskSells">;

/** The name of the type every event starts with, in both languages. */
const DEFAULT_TICKET_TYPE_NAME = { en: "Ticket", vi: "Vé" } as const;

const types = (db: Queries, eventId: number) => db.query.selectFrom("TicketType").selectAll().where("eventId", "=", eventId).where("archivedAt", "is", null);

/** The event's types on offer (not archived), the default (lowest position) first. */
export function listTicketTypes(db: Queries, eventId: number): Promise<TicketType[]> {
  return types(db, eventId).orderBy("position").orderBy("id").execute();
}

/** The types on offer of several events, each event's default first. */
export async function listTicketTypesOfEvents(db: Queries, eventIds: readonly number[]): Promise<Map<number, TicketType[]>> {
  const byEvent = new Map<number, TicketType[]>(eventIds.map((id) => [id, []]));
  if (eventIds.length === 0) return byEvent;
  const rows = await db.query
    .selectFrom("TicketType")
    .selectAll()
    .where("eventId", "in", eventIds)
    .where("archivedAt", "is", null)
    .orderBy("eventId")
    .orderBy("position")
    .orderBy("id")
    .execute();
  for (const row of rows) byEvent.get(row.eventId)?.push(row);
  return byEvent;
}

/** Every type of several events, archived ones too (their tickets keep them), each event's in its order. */
export function listAllTicketTypesOfEvents(db: Queries, eventIds: readonly number[]): Promise<TicketType[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db.query.selectFrom("TicketType").selectAll().where("eventId", "in", eventIds).orderBy("eventId").orderBy("position").orderBy("id").execute();
}

/** The event's default type: the lowest position not archived, or null when it has none. */
export async function findDefaultTicketType(db: Queries, eventId: number): Promise<TicketType | null> {
  return (await types(db, eventId).orderBy("position").orderBy("id").limit(1).executeTakeFirst()) ?? null;
}

/** The ids of every type of the event, archived ones too (their tickets keep them). */
export async function listTicketTypeIdsOfEvent(db: Queries, eventId: number): Promise<number[]> {
  return (await db.query.selectFrom("TicketType").select("id").where("eventId", "=", eventId).execute()).map((row) => row.id);
}

/** A type by its id (archived ones too), or null. */
export async function findTicketTypeById(db: Queries, ticketTypeId: number): Promise<TicketType | null> {
  return (await db.query.selectFrom("TicketType").selectAll().where("id", "=", ticketTypeId).executeTakeFirst()) ?? null;
}

/** Adds a type after the event's last one. */
export async function insertTicketType(db: Queries, eventId: number, fields: TicketTypeFields, now: Date): Promise<TicketType> {
  const last = await db.query
    .selectFrom("TicketType")
    .select((eb) => eb.fn.max<number | null>("position").as("position"))
    .where("eventId", "=", eventId)
    .executeTakeFirst();
  const position = last?.position === null || last?.position === undefined ? 0 : last.position + 1;
  const row: Insertable<Tables.TicketType> = { ...fields, eventId, position, createdAt: now };
  return db.query.insertInto("TicketType").values(row).returningAll().executeTakeFirstOrThrow();
}

/** The event's first type at its price, named "Ticket" / "Vé" unless given. */
export function insertDefaultTicketType(db: Queries, eventId: number, priceMinor: number, now: Date, name: { en: string; vi: string } = DEFAULT_TICKET_TYPE_NAME): Promise<TicketType> {
  return insertTicketType(db, eventId, { name: name.en, nameVi: name.vi, priceMinor, quota: null, saleStartsAt: null, saleEndsAt: null, deskSells: true }, now);
}

/** Writes an organiser's fields of one of the event's types; false when the event has no such type on offer. */
export async function updateTicketType(db: Queries, eventId: number, ticketTypeId: number, fields: TicketTypeFields): Promise<boolean> {
  const result = await db.query
    .updateTable("TicketType")
    .set(fields)
    .where("eventId", "=", eventId)
    .where("id", "=", ticketTypeId)
    .where("archivedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Keeps the default type's price equal to the event's (the specification's one price). */
export async function setDefaultTicketTypePrice(db: Queries, eventId: number, priceMinor: number): Promise<void> {
  const first = await findDefaultTicketType(db, eventId);
  if (first) await db.query.updateTable("TicketType").set({ priceMinor }).where("id", "=", first.id).execute();
}

/** Keeps the event's price equal to its default type's (after the default changed or was removed). */
export async function alignEventPrice(db: Queries, eventId: number, now: Date): Promise<void> {
  const first = await findDefaultTicketType(db, eventId);
  if (first) await db.query.updateTable("Event").set({ priceMinor: first.priceMinor, updatedAt: now }).where("id", "=", eventId).where("priceMinor", "<>", first.priceMinor).execute();
}

/**
 * Takes a type off offer: a type that was ever ordered is archived (its orders and tickets keep
 * it), one never ordered is deleted. False when the event has no such type on offer.
 */
export async function retireTicketType(db: Queries, eventId: number, ticketTypeId: number, now: Date): Promise<boolean> {
  const ordered = await db.query.selectFrom("OrderLine").select("orderId").where("ticketTypeId", "=", ticketTypeId).limit(1).executeTakeFirst();
  const ticketed = ordered ?? (await db.query.selectFrom("Ticket").select("id").where("ticketTypeId", "=", ticketTypeId).limit(1).executeTakeFirst());
  if (ticketed) {
    const archived = await db.query
      .updateTable("TicketType")
      .set({ archivedAt: now })
      .where("eventId", "=", eventId)
      .where("id", "=", ticketTypeId)
      .where("archivedAt", "is", null)
      .executeTakeFirst();
    return Number(archived.numUpdatedRows) === 1;
  }
  const deleted = await db.query.deleteFrom("TicketType").where("eventId", "=", eventId).where("id", "=", ticketTypeId).where("archivedAt", "is", null).executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

/** How many tickets of one type an order has, at which unit price. */
export interface OrderLineRow {
  ticketTypeId: number;
  quantity: number;
  unitPriceMinor: number;
}

/** Writes an order's lines, one per type. */
export async function insertOrderLines(db: Queries, orderId: number, lines: readonly OrderLineRow[]): Promise<void> {
  if (lines.length === 0) return;
  await db.query
    .insertInto("OrderLine")
    .values(lines.map((line) => ({ orderId, ...line })))
    .execute();
}

/** An order's lines with their type's names, in the types' order. */
export function listOrderLines(db: Queries, orderId: number): Promise<Array<OrderLineRow & { name: string; nameVi: string }>> {
  return db.query
    .selectFrom("OrderLine as l")
    .innerJoin("TicketType as t", "t.id", "l.ticketTypeId")
    .select(["l.ticketTypeId", "l.quantity", "l.unitPriceMinor", "t.name", "t.nameVi"])
    .where("l.orderId", "=", orderId)
    .orderBy("t.position")
    .orderBy("t.id")
    .execute();
}

/**
 * Tickets of a type taken at `now`: the lines of its paid orders and of pending orders whose hold
 * still runs, less the refunded tickets of the type. Read inside the event's seat lock.
 */
export async function ticketTypeTaken(db: Queries, ticketTypeId: number, now: Date): Promise<number> {
  const lines = await db.query
    .selectFrom("OrderLine as l")
    .innerJoin("Order as o", "o.id", "l.orderId")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("l.quantity"), eb.lit(0)).as("quantity"))
    .where("l.ticketTypeId", "=", ticketTypeId)
    .where((eb) => eb.or([eb("o.status", "=", "paid"), eb.and([eb("o.status", "=", "pending"), eb("o.expiresAt", ">", now)])]))
    .executeTakeFirstOrThrow();
  const refunded = await db.query
    .selectFrom("Ticket as t")
    .innerJoin("Order as o", "o.id", "t.orderId")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("t.ticketTypeId", "=", ticketTypeId)
    .where("t.status", "=", "refunded")
    .where("o.status", "=", "paid")
    .executeTakeFirstOrThrow();
  return Number(lines.quantity) - Number(refunded.count);
}

/**
 * What each ticket cost: its order line's unit price (the line of its order and type), or its
 * order's unit price for a ticket without a type's line.
 */
export async function ticketPricesMinor(db: Queries, ticketIds: readonly string[]): Promise<Map<string, number>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await db.query
    .selectFrom("Ticket as t")
    .innerJoin("Order as o", "o.id", "t.orderId")
    .leftJoin("OrderLine as l", (join) => join.onRef("l.orderId", "=", "t.orderId").onRef("l.ticketTypeId", "=", "t.ticketTypeId"))
    .select(["t.id", "l.unitPriceMinor as linePrice", "o.unitPriceMinor as orderPrice"])
    .where("t.id", "in", ticketIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.linePrice ?? row.orderPrice]));
}

/** The event's types on offer; an event written without any (an old or directly written row) first gets its default at the event's price. */
export async function ticketTypesForSale(db: Queries, event: { id: number; priceMinor: number }, now: Date): Promise<TicketType[]> {
  const found = await listTicketTypes(db, event.id);
  return found.length > 0 ? found : [await insertDefaultTicketType(db, event.id, event.priceMinor, now)];
}

/** Tickets sold per ticket type on offer of each event: valid tickets of paid orders (counted by event-figures), with the type's names and quota, in the types' order. */
export async function countSoldPerTicketType(db: Queries, eventIds: readonly number[]): Promise<Array<{ eventId: number; name: string; nameVi: string; quota: number | null; sold: number }>> {
  if (eventIds.length === 0) return [];
  return db.query
    .selectFrom("TicketType as y")
    .leftJoin("TicketTypeSold as c", "c.ticketTypeId", "y.id")
    .select((eb) => ["y.eventId", "y.name", "y.nameVi", "y.quota", eb.fn.coalesce("c.sold", eb.lit(0)).as("sold")])
    .where("y.eventId", "in", eventIds)
    .where("y.archivedAt", "is", null)
    .orderBy("y.eventId")
    .orderBy("y.position")
    .orderBy("y.id")
    .execute();
}
