import { sql } from "kysely";
import type { Queries } from "../database";
import { enqueueOutboxMessages, type NewOutboxMessage, type OutboxStatus } from "./outbox";

/** Rows written per statement: keeps every statement far below each engine's limit of bound values. */
const ROWS_PER_STATEMENT = 500;

const inChunks = <T>(items: readonly T[]): T[][] => Array.from({ length: Math.ceil(items.length / ROWS_PER_STATEMENT) }, (_, i) => items.slice(i * ROWS_PER_STATEMENT, (i + 1) * ROWS_PER_STATEMENT));

/** Who a message is for: ticket types (none: all) and whether only tickets not checked in yet. */
export interface AudienceFilter {
  ticketTypeIds: readonly number[];
  notCheckedInOnly: boolean;
}

/** A ticket a message may go to: its attendee's address and the language its order's buyer chose (null without one). */
export interface AudienceTicket {
  ticketId: string;
  email: string;
  buyerLocale: string | null;
}

/**
 * The valid tickets of the event's paid orders that match the audience, by order and ticket number.
 * A ticket without a type (sold before the event had types) counts as of the event's default type.
 */
export function listAudienceTickets(db: Queries, eventId: number, audience: AudienceFilter, defaultTicketTypeId: number | null): Promise<AudienceTicket[]> {
  let query = db.query
    .selectFrom("Ticket as t")
    .innerJoin("Order as o", "o.id", "t.orderId")
    .leftJoin("User as u", "u.id", "o.userId")
    .select(["t.id as ticketId", "t.email", "u.locale as buyerLocale"])
    .where("t.eventId", "=", eventId)
    .where("t.status", "=", "valid")
    .where("o.status", "=", "paid");
  const types = audience.ticketTypeIds;
  if (types.length > 0) {
    const withUntyped = defaultTicketTypeId !== null && types.includes(defaultTicketTypeId);
    query = query.where((eb) => (withUntyped ? eb.or([eb("t.ticketTypeId", "in", types), eb("t.ticketTypeId", "is", null)]) : eb("t.ticketTypeId", "in", types)));
  }
  if (audience.notCheckedInOnly) query = query.where("t.checkedInAt", "is", null);
  return query.orderBy("t.orderId").orderBy("t.number").execute();
}

export interface NewAttendeeMessage {
  eventId: number;
  subject: string;
  body: string;
  subjectVi: string;
  bodyVi: string;
  audienceJson: string;
  createdById: string;
}

export interface NewMessageRecipient {
  ticketId: string;
  email: string;
  /** The language the e-mail is written in. */
  language: string;
}

/**
 * Writes a message, its recipients and each recipient's e-mail in the outbox (`mail` makes it from
 * the recipient's id), each recipient linked to its e-mail; in the caller's transaction, so the
 * e-mails exist exactly when the message does. Returns the message's id.
 */
export async function insertAttendeeMessage(
  db: Queries,
  message: NewAttendeeMessage,
  recipients: readonly NewMessageRecipient[],
  mail: (recipientId: number) => NewOutboxMessage,
  now: Date,
): Promise<number> {
  const { id } = await db.query
    .insertInto("AttendeeMessage")
    .values({ ...message, recipientCount: recipients.length, createdAt: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const chunk of inChunks(recipients)) {
    const rows = await db.query
      .insertInto("AttendeeMessageRecipient")
      .values(chunk.map((r) => ({ messageId: id, ticketId: r.ticketId, email: r.email, language: r.language })))
      .returning("id")
      .execute();
    const recipientIds = rows.map((row) => row.id);
    const outboxIds = await enqueueOutboxMessages(db, recipientIds.map(mail), now);
    const outboxOf = sql<number>`CASE "id" ${sql.join(
      recipientIds.map((recipientId, i) => sql`WHEN ${recipientId} THEN CAST(${outboxIds[i] ?? null} AS INTEGER)`),
      sql` `,
    )} END`;
    await db.query.updateTable("AttendeeMessageRecipient").set({ outboxId: outboxOf }).where("id", "in", recipientIds).execute();
  }
  return id;
}

export interface AttendeeMessageRow {
  id: number;
  eventId: number;
  subject: string;
  body: string;
  subjectVi: string;
  bodyVi: string;
  audienceJson: string;
  recipientCount: number;
  createdAt: Date;
  /** The sender's address; null once the account is gone or erased. */
  createdByEmail: string | null;
  /** Recipients whose e-mail went out. */
  sentCount: number;
  /** Recipients whose e-mail was given up (until staff send it again). */
  failedCount: number;
}

/** An event's messages, newest first, with who sent each and how many of its e-mails went out or were given up. */
export async function listAttendeeMessages(db: Queries, eventId: number): Promise<AttendeeMessageRow[]> {
  const rows = await db.query
    .selectFrom("AttendeeMessage as m")
    .leftJoin("User as u", (join) => join.onRef("u.id", "=", "m.createdById").on("u.deletedAt", "is", null))
    .leftJoin("AttendeeMessageRecipient as r", "r.messageId", "m.id")
    .leftJoin("OutboxMessage as o", "o.id", "r.outboxId")
    .select((eb) => [
      "m.id",
      "m.eventId",
      "m.subject",
      "m.body",
      "m.subjectVi",
      "m.bodyVi",
      "m.audienceJson",
      "m.recipientCount",
      "m.createdAt",
      "u.email as createdByEmail",
      eb.fn.count<number>("r.id").filterWhere("o.status", "=", "sent").as("sentCount"),
      eb.fn.count<number>("r.id").filterWhere("o.status", "=", "failed").as("failedCount"),
    ])
    .where("m.eventId", "=", eventId)
    .groupBy(["m.id", "u.email"])
    .orderBy("m.createdAt", "desc")
    .orderBy("m.id", "desc")
    .execute();
  return rows.map((row) => ({ ...row, sentCount: Number(row.sentCount), failedCount: Number(row.failedCount) }));
}

/** Whether a message exists. */
export async function attendeeMessageExists(db: Queries, messageId: number): Promise<boolean> {
  return (await db.query.selectFrom("AttendeeMessage").select("id").where("id", "=", messageId).executeTakeFirst()) !== undefined;
}

export interface MessageRecipientRow {
  id: number;
  /** Empty once erased with the account it belonged to. */
  email: string;
  language: string;
  /** The attendee of the ticket it was sent for; null once the ticket is gone (empty once erased). */
  firstName: string | null;
  lastName: string | null;
  /** Its e-mail's state in the outbox; null when it has none. */
  status: OutboxStatus | null;
  sentAt: Date | null;
}

/** A message's recipients in the order they were written, with their e-mail's state and when it went out. */
export function listMessageRecipients(db: Queries, messageId: number): Promise<MessageRecipientRow[]> {
  return db.query
    .selectFrom("AttendeeMessageRecipient as r")
    .leftJoin("OutboxMessage as o", "o.id", "r.outboxId")
    .leftJoin("Ticket as t", "t.id", "r.ticketId")
    .select(["r.id", "r.email", "r.language", "t.firstName", "t.lastName", "o.status", "o.sentAt"])
    .where("r.messageId", "=", messageId)
    .orderBy("r.id")
    .$narrowType<{ status: OutboxStatus | null }>()
    .execute();
}

/** What one recipient's e-mail is made of: the address, its language, the message's texts and its event. */
export interface MessageMailData {
  email: string;
  language: string;
  subject: string;
  body: string;
  subjectVi: string;
  bodyVi: string;
  event: { name: string; nameVi: string; dateStart: Date; dateEnd: Date; timeZone: string; images: string };
}

/** A recipient's e-mail to write, or null when the recipient (its message, its event) is gone. */
export async function findMessageMail(db: Queries, recipientId: number): Promise<MessageMailData | null> {
  const row = await db.query
    .selectFrom("AttendeeMessageRecipient as r")
    .innerJoin("AttendeeMessage as m", "m.id", "r.messageId")
    .innerJoin("Event as e", "e.id", "m.eventId")
    .select(["r.email", "r.language", "m.subject", "m.body", "m.subjectVi", "m.bodyVi", "e.name", "e.nameVi", "e.dateStart", "e.dateEnd", "e.timeZone", "e.images"])
    .where("r.id", "=", recipientId)
    .executeTakeFirst();
  if (!row) return null;
  const { name, nameVi, dateStart, dateEnd, timeZone, images, ...mail } = row;
  return { ...mail, event: { name, nameVi, dateStart, dateEnd, timeZone, images } };
}
