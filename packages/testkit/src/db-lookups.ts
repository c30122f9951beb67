import type { Event, Queries, Ticket } from "@vyc/db";

/** The columns of a new event row: those without a default, and any of the others to set. */
export type NewEvent = Pick<Event, "slug" | "name" | "eventCategory" | "description" | "place" | "location" | "dateStart" | "dateEnd" | "year" | "capacity"> &
  Partial<Omit<Event, "id" | "createdAt" | "updatedAt">>;

/** The id of the event with this slug (e.g. the seeded camp's, "identity-summer-camp-germany"). */
export async function eventIdBySlug(db: Queries, slug: string): Promise<number> {
  return (await db.query.selectFrom("Event").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;
}

/** The row of the event with this slug. */
export function eventBySlug(db: Queries, slug: string): Promise<Event> {
  return db.query.selectFrom("Event").selectAll().where("slug", "=", slug).executeTakeFirstOrThrow();
}

/** The row of the event with this id. */
export function eventById(db: Queries, id: number): Promise<Event> {
  return db.query.selectFrom("Event").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

/** Writes an event row (e.g. testkit's eventRow), created and updated now; returns its id. */
export async function insertEvent(db: Queries, row: NewEvent): Promise<number> {
  const now = new Date();
  return (await db.query.insertInto("Event").values({ ...row, createdAt: now, updatedAt: now }).returning("id").executeTakeFirstOrThrow()).id;
}

/** Writes a copy of an event's row under another slug, `over` replacing columns; returns the copy's id. */
export async function copyEvent(db: Queries, baseId: number, over: Partial<NewEvent> & { slug: string }): Promise<number> {
  const { id: _id, createdAt: _c, updatedAt: _u, ...columns } = await eventById(db, baseId);
  return insertEvent(db, { ...columns, ...over });
}

/** The row of the order with this id. */
export function orderById(db: Queries, id: number) {
  return db.query.selectFrom("Order").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

/** An order's tickets, by their number. */
export function ticketsOfOrder(db: Queries, orderId: number): Promise<Ticket[]> {
  return db.query.selectFrom("Ticket").selectAll().where("orderId", "=", orderId).orderBy("number", "asc").execute();
}

/** The row of the order with this id, with its tickets by their number. */
export async function orderWithTickets(db: Queries, id: number) {
  return { ...(await orderById(db, id)), tickets: await ticketsOfOrder(db, id) };
}

/** A user's sessions (web and desk sign-ins). */
export function sessionsOf(db: Queries, userId: string) {
  return db.query.selectFrom("Session").selectAll().where("userId", "=", userId).execute();
}

/** The row of the user with this id. */
export function userById(db: Queries, id: string) {
  return db.query.selectFrom("User").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}
