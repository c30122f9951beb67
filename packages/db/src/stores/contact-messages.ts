import type { ContactMessage, Prisma } from "../generated/prisma/client";

export interface NewContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** Stores a visitor's message, not delivered yet. */
export function insertContactMessage(db: Prisma.TransactionClient, message: NewContactMessage): Promise<{ id: string }> {
  return db.contactMessage.create({ data: message, select: { id: true } });
}

export async function markContactMessageDelivered(db: Prisma.TransactionClient, id: string, at: Date): Promise<void> {
  await db.contactMessage.update({ where: { id }, data: { deliveredAt: at } });
}

/** The newest messages first. */
export function listNewestContactMessages(db: Prisma.TransactionClient, take: number): Promise<ContactMessage[]> {
  return db.contactMessage.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take });
}

export function findContactMessageState(db: Prisma.TransactionClient, id: string): Promise<{ handledAt: Date | null; subject: string } | null> {
  return db.contactMessage.findUnique({ where: { id }, select: { handledAt: true, subject: true } });
}

export async function markContactMessageHandled(db: Prisma.TransactionClient, id: string, at: Date): Promise<void> {
  await db.contactMessage.update({ where: { id }, data: { handledAt: at } });
}
