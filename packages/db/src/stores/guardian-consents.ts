import type { GuardianConsent, Prisma } from "../generated/prisma/client";
import type { SqlRunner } from "../sql-runner";

/** One pending consent for each ticket of the order whose attendee is under `adultAge`, in the order's transaction. */
export async function insertGuardianConsents(sql: SqlRunner, orderId: number, adultAge: number, now: Date): Promise<void> {
  await sql.run(
    `INSERT INTO "GuardianConsent" ("ticketId", "status", "sendCount", "createdAt") SELECT "id", 'pending', 0, ? FROM "Ticket" WHERE "orderId" = ? AND "age" < ?`,
    [now, orderId, adultAge],
  );
}

const consentTicket = {
  id: true,
  number: true,
  firstName: true,
  lastName: true,
  status: true,
  guardianName: true,
  guardianEmail: true,
  orderId: true,
  event: { select: { id: true, name: true, nameVi: true, dateStart: true, dateEnd: true, timeZone: true } },
  order: { select: { status: true, user: { select: { locale: true } } } },
} satisfies Prisma.TicketSelect;

export type ConsentWithTicket = GuardianConsent & { ticket: Prisma.TicketGetPayload<{ select: typeof consentTicket }> };

/** The pending consents of valid tickets of paid orders, of one order or one ticket, with what their e-mail needs. */
export function listPendingConsents(db: Prisma.TransactionClient, of: { orderId: number } | { ticketId: string }): Promise<ConsentWithTicket[]> {
  const ticket = "orderId" in of ? { orderId: of.orderId } : { id: of.ticketId };
  return db.guardianConsent.findMany({
    where: { status: "pending", ticket: { ...ticket, status: "valid", order: { status: "paid" } } },
    include: { ticket: { select: consentTicket } },
    orderBy: { ticket: { number: "asc" } },
  });
}

/** Pending consents last sent before `sentBefore` (or never) for events that have not started by `now`. */
export function listConsentsDueReminder(db: Prisma.TransactionClient, sentBefore: Date, now: Date): Promise<ConsentWithTicket[]> {
  return db.guardianConsent.findMany({
    where: {
      status: "pending",
      OR: [{ sentAt: null }, { sentAt: { lt: sentBefore } }],
      ticket: { status: "valid", order: { status: "paid" }, event: { dateStart: { gt: now } } },
    },
    include: { ticket: { select: consentTicket } },
    take: 500,
  });
}

/** Gives the consent a new personal link (the one before stops working); false when it is no longer pending. */
export async function renewConsentToken(db: Prisma.TransactionClient, ticketId: string, tokenHash: string, now: Date): Promise<boolean> {
  const { count } = await db.guardianConsent.updateMany({
    where: { ticketId, status: "pending" },
    data: { tokenHash, sentAt: now, sendCount: { increment: 1 } },
  });
  return count === 1;
}

export function findConsentByTokenHash(db: Prisma.TransactionClient, tokenHash: string): Promise<ConsentWithTicket | null> {
  return db.guardianConsent.findUnique({ where: { tokenHash }, include: { ticket: { select: consentTicket } } });
}

export function findConsent(db: Prisma.TransactionClient, ticketId: string): Promise<GuardianConsent | null> {
  return db.guardianConsent.findUnique({ where: { ticketId } });
}

export interface ConsentGiven {
  method: "link" | "paper";
  waiverHash: string | null;
  waiverLocale: string | null;
  recordedById: string | null;
}

/**
 * Records the consent once: by the link whose token hash is given (which then stops working), or
 * on paper by staff. False when it was already given or the link was replaced meanwhile.
 */
export async function markConsentGiven(db: Prisma.TransactionClient, ticketId: string, tokenHash: string | null, given: ConsentGiven, now: Date): Promise<boolean> {
  const { count } = await db.guardianConsent.updateMany({
    where: { ticketId, status: "pending", ...(tokenHash ? { tokenHash } : {}) },
    data: { ...given, status: "given", givenAt: now, tokenHash: null },
  });
  return count === 1;
}

/** The consent status of each ticket that needs one. */
export async function consentStatusByTicket(db: Prisma.TransactionClient, ticketIds: string[]): Promise<Map<string, string>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await db.guardianConsent.findMany({ where: { ticketId: { in: ticketIds } }, select: { ticketId: true, status: true } });
  return new Map(rows.map((r) => [r.ticketId, r.status]));
}
