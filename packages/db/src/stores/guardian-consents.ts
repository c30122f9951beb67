import type { Queries } from "../database";
import type { GuardianConsent } from "../rows";

/** One pending consent for each ticket of the order whose attendee is under `adultAge`, in the order's transaction. */
export async function insertGuardianConsents(db: Queries, orderId: number, adultAge: number, now: Date): Promise<void> {
  await db.query
    .insertInto("GuardianConsent")
    .columns(["ticketId", "status", "sendCount", "createdAt"])
    .expression((eb) =>
      eb
        .selectFrom("Ticket")
        .select((ticket) => ["Ticket.id", ticket.val("pending").as("status"), ticket.val(0).as("sendCount"), ticket.val(now).as("createdAt")])
        .where("Ticket.orderId", "=", orderId)
        .where("Ticket.age", "<", adultAge),
    )
    .execute();
}

/** A consent with what its e-mail and its page need: the attendee, the guardian's contact, the event and the buyer's language. */
export type ConsentWithTicket = GuardianConsent & {
  firstName: string;
  lastName: string;
  guardianName: string | null;
  guardianEmail: string | null;
  eventName: string;
  eventNameVi: string;
  dateStart: Date;
  dateEnd: Date;
  timeZone: string;
  buyerLocale: string | null;
};

function consentsWithTickets(db: Queries) {
  return db.query
    .selectFrom("GuardianConsent")
    .innerJoin("Ticket", "Ticket.id", "GuardianConsent.ticketId")
    .innerJoin("Order", "Order.id", "Ticket.orderId")
    .innerJoin("Event", "Event.id", "Ticket.eventId")
    .leftJoin("User", "User.id", "Order.userId")
    .selectAll("GuardianConsent")
    .select([
      "Ticket.firstName",
      "Ticket.lastName",
      "Ticket.guardianName",
      "Ticket.guardianEmail",
      "Event.name as eventName",
      "Event.nameVi as eventNameVi",
      "Event.dateStart",
      "Event.dateEnd",
      "Event.timeZone",
      "User.locale as buyerLocale",
    ]);
}

/** The pending consents of valid tickets of paid orders, of one order or one ticket, with what their e-mail needs. */
export function listPendingConsents(db: Queries, of: { orderId: number } | { ticketId: string }): Promise<ConsentWithTicket[]> {
  const query = consentsWithTickets(db)
    .where("GuardianConsent.status", "=", "pending")
    .where("Ticket.status", "=", "valid")
    .where("Order.status", "=", "paid");
  const ofOne = "orderId" in of ? query.where("Ticket.orderId", "=", of.orderId) : query.where("Ticket.id", "=", of.ticketId);
  return ofOne.orderBy("Ticket.number", "asc").execute();
}

/** Pending consents last sent before `sentBefore` (or never) for events that have not started by `now`. */
export function listConsentsDueReminder(db: Queries, sentBefore: Date, now: Date): Promise<ConsentWithTicket[]> {
  return consentsWithTickets(db)
    .where("GuardianConsent.status", "=", "pending")
    .where((eb) => eb.or([eb("GuardianConsent.sentAt", "is", null), eb("GuardianConsent.sentAt", "<", sentBefore)]))
    .where("Ticket.status", "=", "valid")
    .where("Order.status", "=", "paid")
    .where("Event.dateStart", ">", now)
    .limit(500)
    .execute();
}

/** Gives the consent a new personal link (the one before stops working); false when it is no longer pending. */
export async function renewConsentToken(db: Queries, ticketId: string, tokenHash: string, now: Date): Promise<boolean> {
  const renewed = await db.query
    .updateTable("GuardianConsent")
    .set((eb) => ({ tokenHash, sentAt: now, sendCount: eb("sendCount", "+", 1) }))
    .where("ticketId", "=", ticketId)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(renewed.numUpdatedRows) === 1;
}

export async function findConsentByTokenHash(db: Queries, tokenHash: string): Promise<ConsentWithTicket | null> {
  return (await consentsWithTickets(db).where("GuardianConsent.tokenHash", "=", tokenHash).executeTakeFirst()) ?? null;
}

export async function findConsent(db: Queries, ticketId: string): Promise<GuardianConsent | null> {
  return (await db.query.selectFrom("GuardianConsent").selectAll().where("ticketId", "=", ticketId).executeTakeFirst()) ?? null;
}

export interface ConsentGiven {
  method: "link" | "paper";
  waiverHash: string | null;
  waiverLocale: string | null;
  recordedById: string | null;
}

/**
 * Records the consent once: by the link whose token hash is given, or on paper by staff. The link
 * the guardian was sent is kept: opened again, it shows the consent that was given and when (it
 * confirms nothing twice). False when it was already given or the link was replaced meanwhile.
 */
export async function markConsentGiven(db: Queries, ticketId: string, tokenHash: string | null, given: ConsentGiven, now: Date): Promise<boolean> {
  let update = db.query
    .updateTable("GuardianConsent")
    .set({ ...given, status: "given", givenAt: now })
    .where("ticketId", "=", ticketId)
    .where("status", "=", "pending");
  if (tokenHash) update = update.where("tokenHash", "=", tokenHash);
  const marked = await update.executeTakeFirst();
  return Number(marked.numUpdatedRows) === 1;
}

/** The consent status of each ticket that needs one. */
export async function consentStatusByTicket(db: Queries, ticketIds: string[]): Promise<Map<string, string>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await db.query.selectFrom("GuardianConsent").select(["ticketId", "status"]).where("ticketId", "in", ticketIds).execute();
  return new Map(rows.map((r) => [r.ticketId, r.status]));
}
