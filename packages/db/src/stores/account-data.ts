import type { Prisma } from "../generated/prisma/client";

/** Everything the database holds about one account, table by table (sealed fields still sealed). */
export async function readAccountData(db: Prisma.TransactionClient, userId: string) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, email: true, role: true, locale: true, emailVerifiedAt: true, createdAt: true } });
  if (!user) return null;
  const orders = await db.order.findMany({
    where: { userId },
    orderBy: { id: "asc" },
    include: {
      event: { select: { id: true, name: true, dateStart: true, dateEnd: true } },
      tickets: { orderBy: { number: "asc" }, include: { checkIns: { select: { scannedAt: true, deviceId: true, source: true, result: true } }, guardianConsent: true } },
      invoices: { orderBy: { sequence: "asc" } },
      refunds: true,
      refundRequests: true,
    },
  });
  const orderIds = orders.map((o) => o.id);
  const ticketIds = orders.flatMap((o) => o.tickets.map((t) => t.id));
  const targets = [`user:${userId}`, ...orderIds.map((id) => `order:${id}`), ...ticketIds.map((id) => `ticket:${id}`)];
  const [sessions, emailVerifications, passwordResets, waitingList, contactMessages, actions, accessedByOthers, checkInsByMe, consentsRecordedByMe] = await Promise.all([
    db.session.findMany({ where: { userId }, select: { kind: true, createdAt: true, expiresAt: true } }),
    db.emailVerification.findMany({ where: { userId }, select: { sentAt: true, expiresAt: true, usedAt: true, attempts: true } }),
    db.passwordReset.findMany({ where: { userId }, select: { createdAt: true, expiresAt: true, usedAt: true } }),
    db.waitingListEntry.findMany({ where: { userId }, omit: { offerTokenHash: true } }),
    db.contactMessage.findMany({ where: { email: { equals: user.email } } }),
    db.auditLog.findMany({ where: { actorId: userId }, orderBy: { createdAt: "asc" } }),
    db.auditLog.findMany({ where: { target: { in: targets }, NOT: { actorId: userId } }, orderBy: { createdAt: "asc" }, include: { actor: { select: { email: true, role: true } } } }),
    db.checkIn.findMany({ where: { staffId: userId }, select: { ticketId: true, scannedAt: true, deviceId: true, result: true } }),
    db.guardianConsent.findMany({ where: { recordedById: userId }, select: { ticketId: true, givenAt: true, method: true } }),
  ]);
  return { user, sessions, emailVerifications, passwordResets, orders, waitingList, contactMessages, actions, accessedByOthers, checkInsByMe, consentsRecordedByMe };
}

export type AccountData = NonNullable<Awaited<ReturnType<typeof readAccountData>>>;

/** An order of the account whose hold is still running (its payment may still complete). */
export function findRunningHoldOfUser(db: Prisma.TransactionClient, userId: string, now: Date) {
  return db.order.findFirst({ where: { userId, status: "pending", expiresAt: { gt: now } }, select: { id: true } });
}

/**
 * Erases an account's personal data in the caller's transaction: sessions, codes and links, waiting
 * list places and contact messages go; the user row stays (its orders and invoices point to it) with
 * an address that names nobody and no usable password; the attendees of its orders, their consents'
 * links and the billing details on its orders are erased. Issued invoices are not touched (kept by law).
 */
export async function eraseAccount(tx: Prisma.TransactionClient, userId: string, email: string, now: Date): Promise<void> {
  await tx.session.deleteMany({ where: { userId } });
  await tx.emailVerification.deleteMany({ where: { userId } });
  await tx.passwordReset.deleteMany({ where: { userId } });
  await tx.waitingListEntry.deleteMany({ where: { userId } });
  await tx.contactMessage.deleteMany({ where: { email: { equals: email } } });
  await tx.refundRequest.updateMany({ where: { userId }, data: { reason: "" } });
  await tx.guardianConsent.updateMany({ where: { ticket: { order: { userId } } }, data: { tokenHash: null } });
  await tx.ticket.updateMany({
    where: { order: { userId } },
    data: {
      firstName: "", lastName: "", gender: "", email: "", phone: "", country: "", expectation: "", healthcare: null, guardianName: null, guardianEmail: null,
      arrivalTransportType: null, arrivalDatetime: null, arrivalAirline: null, arrivalFlightNumber: null,
      departureTransportType: null, departureDatetime: null, departureAirline: null, departureFlightNumber: null, logisticsComments: null,
    },
  });
  await tx.order.updateMany({ where: { userId }, data: { attendeesJson: "[]", billingName: null, billingAddress: null, billingOrganisation: null } });
  await tx.user.update({
    where: { id: userId },
    data: { email: `deleted-${userId}@deleted.invalid`, passwordHash: "!deleted", locale: null, emailVerifiedAt: null, role: "user", deletedAt: now },
  });
}
