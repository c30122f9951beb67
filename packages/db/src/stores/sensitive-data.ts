import type { Prisma } from "../generated/prisma/client";

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
} satisfies Prisma.TicketUpdateManyMutationInput;

/** Events that ended before `endedBefore` whose attendees' health notes and travel details are still kept. */
export function listEventsDueErasure(db: Prisma.TransactionClient, endedBefore: Date): Promise<Array<{ id: number; dateEnd: Date }>> {
  return db.event.findMany({ where: { dateEnd: { lt: endedBefore }, sensitiveDataErasedAt: null }, select: { id: true, dateEnd: true }, orderBy: { dateEnd: "asc" } });
}

/** Erases the health notes and travel details of every ticket of the event; the number of tickets. */
export async function eraseEventTicketsSensitiveData(tx: Prisma.TransactionClient, eventId: number): Promise<number> {
  return (await tx.ticket.updateMany({ where: { eventId }, data: ERASED_TICKET_COLUMNS })).count;
}

/** The orders of an event that still keep attendees as JSON (pending, expired, cancelled ...). */
export function listOrdersWithStoredAttendees(tx: Prisma.TransactionClient, where: { eventId: number } | { userId: string }): Promise<Array<{ id: number; attendeesJson: string }>> {
  return tx.order.findMany({ where: { ...where, NOT: { attendeesJson: "[]" } }, select: { id: true, attendeesJson: true } });
}

export async function saveStoredAttendees(tx: Prisma.TransactionClient, orderId: number, attendeesJson: string): Promise<void> {
  await tx.order.update({ where: { id: orderId }, data: { attendeesJson } });
}

export async function markEventSensitiveDataErased(tx: Prisma.TransactionClient, eventId: number, now: Date): Promise<void> {
  await tx.event.update({ where: { id: eventId }, data: { sensitiveDataErasedAt: now } });
}

export type SealedTicketColumns = { id: string; healthcare: string | null; guardianName: string | null; guardianEmail: string | null };

/** Tickets holding a sealed (or older, plain) value not sealed under the key with this prefix. */
export function listTicketsToReseal(db: Prisma.TransactionClient, currentPrefix: string, take: number): Promise<SealedTicketColumns[]> {
  const stale = (column: "healthcare" | "guardianName" | "guardianEmail"): Prisma.TicketWhereInput => ({ [column]: { not: null }, NOT: { [column]: { startsWith: currentPrefix } } });
  return db.ticket.findMany({
    where: { OR: [stale("healthcare"), stale("guardianName"), stale("guardianEmail")] },
    select: { id: true, healthcare: true, guardianName: true, guardianEmail: true },
    take,
  });
}

export async function saveSealedTicketColumns(db: Prisma.TransactionClient, row: SealedTicketColumns): Promise<void> {
  const { id, ...columns } = row;
  await db.ticket.update({ where: { id }, data: columns });
}

/** Orders whose stored attendees hold a sealed value (to check their key). */
export function listOrdersWithSealedAttendees(db: Prisma.TransactionClient): Promise<Array<{ id: number; attendeesJson: string }>> {
  return db.order.findMany({ where: { attendeesJson: { contains: "enc:v1:" } }, select: { id: true, attendeesJson: true } });
}
