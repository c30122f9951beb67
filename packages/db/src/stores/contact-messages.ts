import { randomUUID } from "node:crypto";
import type { Queries } from "../database";
import type { ContactMessage } from "../rows";

export interface NewContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** Stores a visitor's message, not delivered yet. */
export function insertContactMessage(db: Queries, message: NewContactMessage, now: Date): Promise<{ id: string }> {
  return db.query
    .insertInto("ContactMessage")
    .values({ id: randomUUID(), ...message, createdAt: now })
    .returning("id")
    .executeTakeFirstOrThrow();
}

export async function markContactMessageDelivered(db: Queries, id: string, at: Date): Promise<void> {
  await db.query.updateTable("ContactMessage").set({ deliveredAt: at }).where("id", "=", id).execute();
}

/** The newest messages first. */
export function listNewestContactMessages(db: Queries, take: number): Promise<ContactMessage[]> {
  return db.query.selectFrom("ContactMessage").selectAll().orderBy("createdAt", "desc").orderBy("id", "desc").limit(take).execute();
}

export async function findContactMessageState(db: Queries, id: string): Promise<{ handledAt: Date | null; subject: string } | null> {
  return (await db.query.selectFrom("ContactMessage").select(["handledAt", "subject"]).where("id", "=", id).executeTakeFirst()) ?? null;
}

export async function markContactMessageHandled(db: Queries, id: string, at: Date): Promise<void> {
  await db.query.updateTable("ContactMessage").set({ handledAt: at }).where("id", "=", id).execute();
}
