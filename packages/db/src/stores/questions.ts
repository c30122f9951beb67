import type { Queries } from "../database";

/** An organiser's question as stored: options and ticket types as JSON, archived once it has answers. */
export interface QuestionRow {
  id: number;
  eventId: number;
  position: number;
  kind: string;
  label: string;
  labelVi: string;
  optionsJson: string;
  required: boolean;
  sensitive: boolean;
  ticketTypeIdsJson: string;
  archivedAt: Date | null;
}

export type QuestionFields = Pick<QuestionRow, "kind" | "label" | "labelVi" | "optionsJson" | "required" | "sensitive" | "ticketTypeIdsJson">;

const QUESTION_COLUMNS = ["id", "eventId", "position", "kind", "label", "labelVi", "optionsJson", "required", "sensitive", "ticketTypeIdsJson", "archivedAt"] as const;

/** An event's questions in their order; archived ones only when asked for (the back office lists them). */
export function listEventQuestions(db: Queries, eventId: number, withArchived = false): Promise<QuestionRow[]> {
  const query = db.query.selectFrom("Question").select(QUESTION_COLUMNS).where("eventId", "=", eventId);
  return (withArchived ? query : query.where("archivedAt", "is", null)).orderBy("position", "asc").orderBy("id", "asc").execute();
}

/** The questions several events ask now (not archived), each event's in its order. */
export function listQuestionsOfEvents(db: Queries, eventIds: readonly number[]): Promise<QuestionRow[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db.query.selectFrom("Question").select(QUESTION_COLUMNS).where("eventId", "in", eventIds).where("archivedAt", "is", null).orderBy("eventId").orderBy("position").orderBy("id").execute();
}

export async function findQuestion(db: Queries, id: number): Promise<QuestionRow | null> {
  return (await db.query.selectFrom("Question").select(QUESTION_COLUMNS).where("id", "=", id).executeTakeFirst()) ?? null;
}

/** Adds a question after the event's last one; its id. */
export async function insertQuestion(db: Queries, eventId: number, fields: QuestionFields): Promise<number> {
  const last = await db.query.selectFrom("Question").select((eb) => eb.fn.max("position").as("position")).where("eventId", "=", eventId).executeTakeFirst();
  const position = Number(last?.position ?? -1) + 1;
  const row = await db.query.insertInto("Question").values({ eventId, position, ...fields }).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function updateQuestion(db: Queries, id: number, fields: QuestionFields): Promise<void> {
  await db.query.updateTable("Question").set(fields).where("id", "=", id).execute();
}

/** Puts an event's questions in the order of `ids` (ids of other events are left alone). */
export async function reorderQuestions(db: Queries, eventId: number, ids: readonly number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db.query.updateTable("Question").set({ position }).where("id", "=", id).where("eventId", "=", eventId).execute();
  }
}

export async function archiveQuestion(db: Queries, id: number, now: Date): Promise<void> {
  await db.query.updateTable("Question").set({ archivedAt: now }).where("id", "=", id).execute();
}

export async function deleteQuestion(db: Queries, id: number): Promise<void> {
  await db.query.deleteFrom("Question").where("id", "=", id).execute();
}

export async function countQuestionAnswers(db: Queries, questionId: number): Promise<number> {
  const row = await db.query.selectFrom("Answer").select((eb) => eb.fn.countAll<number>().as("n")).where("questionId", "=", questionId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface AnswerRow {
  ticketId: string;
  questionId: number;
  value: string;
}

/** Writes a ticket's answers (values as stored: sealed already for sensitive questions), replacing those given again. */
export async function saveTicketAnswers(db: Queries, ticketId: string, answers: ReadonlyArray<{ questionId: number; value: string }>, now: Date): Promise<void> {
  for (const { questionId, value } of answers) {
    await db.query
      .insertInto("Answer")
      .values({ ticketId, questionId, value, updatedAt: now })
      .onConflict((oc) => oc.columns(["ticketId", "questionId"]).doUpdateSet({ value, updatedAt: now }))
      .execute();
  }
}

/** Removes a ticket's answers to these questions (an answer cleared by the buyer). */
export async function deleteTicketAnswers(db: Queries, ticketId: string, questionIds: readonly number[]): Promise<void> {
  if (questionIds.length === 0) return;
  await db.query.deleteFrom("Answer").where("ticketId", "=", ticketId).where("questionId", "in", questionIds).execute();
}

/** The answers of these tickets, as stored. */
export function listTicketsAnswers(db: Queries, ticketIds: readonly string[]): Promise<AnswerRow[]> {
  if (ticketIds.length === 0) return Promise.resolve([]);
  return db.query.selectFrom("Answer").select(["ticketId", "questionId", "value"]).where("ticketId", "in", ticketIds).execute();
}

/** The event's default ticket type (its first one still sold), which attendees without a type hold. */
export async function findDefaultTicketTypeId(db: Queries, eventId: number): Promise<number | null> {
  const row = await db.query
    .selectFrom("TicketType")
    .select("id")
    .where("eventId", "=", eventId)
    .where("archivedAt", "is", null)
    .orderBy("position", "asc")
    .orderBy("id", "asc")
    .executeTakeFirst();
  return row?.id ?? null;
}

/** An order's tickets by their number (to write the answers each attendee gave). */
export function listOrderTicketNumbers(db: Queries, orderId: number): Promise<Array<{ id: string; number: number }>> {
  return db.query.selectFrom("Ticket").select(["id", "number"]).where("orderId", "=", orderId).execute();
}

/** A ticket as its buyer answers its questions again: whose it is, its type, when its event starts. */
export async function findTicketForAnswers(
  db: Queries,
  ticketId: string,
): Promise<{ id: string; eventId: number; ticketTypeId: number | null; status: string; userId: string | null; dateStart: Date } | null> {
  const row = await db.query
    .selectFrom("Ticket")
    .innerJoin("Order", "Order.id", "Ticket.orderId")
    .innerJoin("Event", "Event.id", "Ticket.eventId")
    .select(["Ticket.id", "Ticket.eventId", "Ticket.ticketTypeId", "Ticket.status", "Order.userId", "Event.dateStart"])
    .where("Ticket.id", "=", ticketId)
    .executeTakeFirst();
  return row ?? null;
}
