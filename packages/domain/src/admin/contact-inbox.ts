import { type Db } from "@vyc/db";
import { findContactMessageState, listNewestContactMessages, markContactMessageHandled } from "@vyc/db/stores/contact-messages";
import { ADMIN_MESSAGES } from "@vyc/validators";
import { DomainError } from "../shared/errors";
import { recordAudit } from "./audit-log";

export interface InboxMessage {
  id: string;
  createdAt: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  delivered: boolean;
  handledAt: string | null;
}

const INBOX_PAGE = 500;

/** The stored contact messages, newest first. */
export async function listContactMessages(db: Db): Promise<InboxMessage[]> {
  const rows = await listNewestContactMessages(db, INBOX_PAGE);
  return rows.map((m) => ({
    id: m.id,
    createdAt: m.createdAt.toISOString(),
    firstName: m.firstName,
    lastName: m.lastName,
    email: m.email,
    phone: m.phone,
    subject: m.subject,
    message: m.message,
    delivered: m.deliveredAt !== null,
    handledAt: m.handledAt?.toISOString() ?? null,
  }));
}

/** Marks a message as handled; marking it again keeps the first time. */
export async function markMessageHandled(db: Db, actorId: string, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const message = await findContactMessageState(tx, id);
    if (!message) throw new DomainError("NOT_FOUND", ADMIN_MESSAGES.messageNotFound);
    if (message.handledAt) return;
    await markContactMessageHandled(tx, id, now);
    await recordAudit(tx, { actorId, action: "message.handled", target: `message:${id}`, detail: { subject: message.subject } }, now);
  });
}
