import type { Prisma, PrismaClient } from "../generated/prisma/client";
import { containsIgnoringCase } from "../text-filter";

/** What a desk ticket view needs: the ticket, its event, its order and buyer, and its first accepted check-in. */
const DESK_TICKET_INCLUDE = {
  event: { select: { id: true, name: true, nameVi: true, dateStart: true, dateEnd: true, place: true } },
  order: {
    select: { id: true, status: true, provider: true, logisticCase: true, totalMinor: true, currency: true, createdAt: true, user: { select: { email: true } } },
  },
  checkIns: {
    where: { result: "accepted" },
    orderBy: { scannedAt: "asc" },
    take: 1,
    select: { scannedAt: true, deviceId: true, source: true, staff: { select: { email: true } } },
  },
  guardianConsent: { select: { status: true } },
} as const satisfies Prisma.TicketInclude;

export type DeskTicketRow = Prisma.TicketGetPayload<{ include: typeof DESK_TICKET_INCLUDE }>;

/** A ticket as the desk shows it; it must exist. */
export function findDeskTicket(db: Prisma.TransactionClient, ticketId: string): Promise<DeskTicketRow> {
  return db.ticket.findUniqueOrThrow({ where: { id: ticketId }, include: DESK_TICKET_INCLUDE });
}

/** The ticket a scan names, by id or by the secret of its QR code. */
export function findScannedDeskTicket(db: Prisma.TransactionClient, scan: { ticketId: string } | { secret: string }): Promise<DeskTicketRow | null> {
  return db.ticket.findFirst({ where: "ticketId" in scan ? { id: scan.ticketId } : { secret: scan.secret }, include: DESK_TICKET_INCLUDE });
}

/** What the desk searches tickets by; each also matches a scanned code (the exact secret) where it has one. */
export type DeskTicketSearch =
  | { orderId: number; secret: string }
  | { email: string }
  /** Every word matches the first or the last name. */
  | { nameWords: string[]; secret: string };

function searchFilter(db: PrismaClient, search: DeskTicketSearch): Prisma.TicketWhereInput {
  const contains = (text: string) => containsIgnoringCase(db, text);
  if ("orderId" in search) return { OR: [{ orderId: search.orderId }, { secret: search.secret }] };
  if ("email" in search) return { OR: [{ email: contains(search.email) }, { order: { user: { email: contains(search.email) } } }] };
  return {
    OR: [{ secret: search.secret }, { AND: search.nameWords.map((word) => ({ OR: [{ firstName: contains(word) }, { lastName: contains(word) }] })) }],
  };
}

/**
 * Tickets found, soonest event first; names and e-mails match whatever their case, on either engine
 * (which the client, not a transaction's, tells).
 */
export function searchDeskTickets(db: PrismaClient, search: DeskTicketSearch, take: number): Promise<DeskTicketRow[]> {
  return db.ticket.findMany({
    where: searchFilter(db, search),
    include: DESK_TICKET_INCLUDE,
    orderBy: [{ event: { dateStart: "asc" } }, { orderId: "asc" }, { number: "asc" }],
    take,
  });
}
