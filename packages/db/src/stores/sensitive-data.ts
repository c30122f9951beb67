import type { Queries } from "../database";

/** The travel columns a ticket holds, erased with its health notes once the event is long over. */
const ERASED_TICKET_COLUMNS = {
  healthcare: null,
  arrivalTransportType: null,
  arrivalDatetime: null,
  arrivalAirline: null,
  arrivalFlightNumber: null,
  departureTransportType: null,
  departureDatetime: null,
  departureAirline: null,
  departureFlightNumber: null,
  logisticsComments: null,
} as const;

/** Events that ended before `endedBefore` whose attendees' health notes and travel details are still kept. */
export function listEventsDueErasure(db: Queries, endedBefore: Date): Promise<Array<{ id: number; dateEnd: Date }>> {
  return db.query
    .selectFrom("Event")
    .select(["id", "dateEnd"])
    .where("dateEnd", "<", endedBefore)
    .where("sensitiveDataErasedAt", "is", null)
    .orderBy("dateEnd", "asc")
    .execute();
}

/** Erases the health notes and travel details of every ticket of the event; the number of tickets. */
export async function eraseEventTicketsSensitiveData(db: Queries, eventId: number): Promise<number> {
  const result = await db.query.updateTable("Ticket").set(ERASED_TICKET_COLUMNS).where("eventId", "=", eventId).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The orders of an event that still keep attendees as JSON (pending, expired, cancelled ...). */
export function listOrdersWithStoredAttendees(db: Queries, where: { eventId: number } | { userId: string }): Promise<Array<{ id: number; attendeesJson: string }>> {
  const query = db.query.selectFrom("Order").select(["id", "attendeesJson"]).where("attendeesJson", "!=", "[]");
  return ("eventId" in where ? query.where("eventId", "=", where.eventId) : query.where("userId", "=", where.userId)).execute();
}

export async function saveStoredAttendees(db: Queries, orderId: number, attendeesJson: string): Promise<void> {
  await db.query.updateTable("Order").set({ attendeesJson }).where("id", "=", orderId).execute();
}

export async function markEventSensitiveDataErased(db: Queries, eventId: number, now: Date): Promise<void> {
  await db.query.updateTable("Event").set({ sensitiveDataErasedAt: now, updatedAt: now }).where("id", "=", eventId).execute();
}

export type SealedTicketColumns = { id: string; healthcare: string | null; guardianName: string | null; guardianEmail: string | null; guardianPhone: string | null };

const SEALED_COLUMNS = ["healthcare", "guardianName", "guardianEmail", "guardianPhone"] as const;

/** Tickets holding a sealed (or older, plain) value not sealed under the key with this prefix. */
export function listTicketsToReseal(db: Queries, currentPrefix: string, take: number): Promise<SealedTicketColumns[]> {
  return db.query
    .selectFrom("Ticket")
    .select(["id", ...SEALED_COLUMNS])
    .where((eb) =>
      eb.or(
        SEALED_COLUMNS.map((column) =>
          eb.and([eb(column, "is not", null), eb(eb.fn<string>("substr", [eb.ref(column), eb.lit(1), eb.lit(currentPrefix.length)]), "!=", currentPrefix)]),
        ),
      ),
    )
    .limit(take)
    .execute();
}

export async function saveSealedTicketColumns(db: Queries, row: SealedTicketColumns): Promise<void> {
  const { id, ...columns } = row;
  await db.query.updateTable("Ticket").set(columns).where("id", "=", id).execute();
}

/** Orders whose stored attendees hold a sealed value (to check their key). */
export function listOrdersWithSealedAttendees(db: Queries): Promise<Array<{ id: number; attendeesJson: string }>> {
  return db.query.selectFrom("Order").select(["id", "attendeesJson"]).where("attendeesJson", "like", "%enc:v1:%").execute();
}

/** Erases the answers of the event's attendees to its sensitive questions; the number of answers. */
export async function eraseEventSensitiveAnswers(db: Queries, eventId: number): Promise<number> {
  const result = await db.query
    .deleteFrom("Answer")
    .where("questionId", "in", db.query.selectFrom("Question").select("id").where("eventId", "=", eventId).where("sensitive", "=", true))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Sealed answers (a sensitive question's) not sealed under the key with this prefix. */
export function listAnswersToReseal(db: Queries, currentPrefix: string, take: number): Promise<Array<{ ticketId: string; questionId: number; value: string }>> {
  return db.query
    .selectFrom("Answer")
    .select(["ticketId", "questionId", "value"])
    .where("value", "like", "enc:%")
    .where((eb) => eb(eb.fn<string>("substr", [eb.ref("value"), eb.lit(1), eb.lit(currentPrefix.length)]), "!=", currentPrefix))
    .limit(take)
    .execute();
}

export async function saveAnswerValue(db: Queries, answer: { ticketId: string; questionId: number; value: string }): Promise<void> {
  await db.query.updateTable("Answer").set({ value: answer.value }).where("ticketId", "=", answer.ticketId).where("questionId", "=", answer.questionId).execute();
}
