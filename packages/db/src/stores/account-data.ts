import type { Queries, Tx } from "../database";

/** `rows` by the value of `key`, each list in the order of `rows`. */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** Everything the database holds about one account, table by table (sealed fields still sealed). */
export async function readAccountData(db: Queries, userId: string) {
  const q = db.query;
  const user = await q.selectFrom("User").select(["id", "email", "role", "locale", "emailVerifiedAt", "createdAt"]).where("id", "=", userId).executeTakeFirst();
  if (!user) return null;
  const ordersOfUser = q.selectFrom("Order").select("id").where("userId", "=", userId);
  const ticketsOfUser = q.selectFrom("Ticket").select("id").where("orderId", "in", ordersOfUser);
  const [orderRows, events, tickets, checkIns, consents, invoices, refunds, refundRequests, answers, messages] = await Promise.all([
    q.selectFrom("Order").selectAll().where("userId", "=", userId).orderBy("id", "asc").execute(),
    q.selectFrom("Event").select(["id", "name", "dateStart", "dateEnd"]).where("id", "in", q.selectFrom("Order").select("eventId").where("userId", "=", userId)).execute(),
    q.selectFrom("Ticket").selectAll().where("orderId", "in", ordersOfUser).orderBy("number", "asc").execute(),
    q.selectFrom("CheckIn").select(["ticketId", "scannedAt", "deviceId", "source", "result"]).where("ticketId", "in", ticketsOfUser).orderBy("scannedAt", "asc").execute(),
    q.selectFrom("GuardianConsent").selectAll().where("ticketId", "in", ticketsOfUser).execute(),
    q.selectFrom("Invoice").selectAll().where("orderId", "in", ordersOfUser).orderBy("sequence", "asc").execute(),
    q.selectFrom("Refund").selectAll().where("orderId", "in", ordersOfUser).orderBy("createdAt", "asc").execute(),
    q.selectFrom("RefundRequest").selectAll().where("orderId", "in", ordersOfUser).orderBy("createdAt", "asc").execute(),
    q.selectFrom("Answer as a")
      .innerJoin("Question as qn", "qn.id", "a.questionId")
      .select(["a.ticketId", "qn.label as question", "a.value", "a.updatedAt"])
      .where("a.ticketId", "in", ticketsOfUser)
      .orderBy("qn.position", "asc")
      .execute(),
    q.selectFrom("AttendeeMessageRecipient as r")
      .innerJoin("AttendeeMessage as m", "m.id", "r.messageId")
      .select(["r.ticketId", "m.subject", "m.createdAt as sentAt", "r.email", "r.language"])
      .where("r.ticketId", "in", ticketsOfUser)
      .orderBy("m.createdAt", "asc")
      .execute(),
  ]);
  const eventById = new Map(events.map((e) => [e.id, e]));
  const consentByTicket = new Map(consents.map((c) => [c.ticketId, c]));
  const checkInsByTicket = groupBy(checkIns, (c) => c.ticketId);
  const answersByTicket = groupBy(answers, (a) => a.ticketId);
  const messagesByTicket = groupBy(messages, (m) => m.ticketId);
  const ticketsByOrder = groupBy(tickets, (t) => t.orderId);
  const invoicesByOrder = groupBy(invoices, (i) => i.orderId);
  const refundsByOrder = groupBy(refunds, (r) => r.orderId);
  const requestsByOrder = groupBy(refundRequests, (r) => r.orderId);
  const orders = orderRows.map((order) => ({
    ...order,
    event: eventById.get(order.eventId) ?? null,
    tickets: (ticketsByOrder.get(order.id) ?? []).map((ticket) => ({
      ...ticket,
      checkIns: (checkInsByTicket.get(ticket.id) ?? []).map(({ ticketId: _, ...checkIn }) => checkIn),
      guardianConsent: consentByTicket.get(ticket.id) ?? null,
      answers: (answersByTicket.get(ticket.id) ?? []).map(({ ticketId: _, ...answer }) => answer),
      messages: (messagesByTicket.get(ticket.id) ?? []).map(({ ticketId: _, ...message }) => message),
    })),
    invoices: invoicesByOrder.get(order.id) ?? [],
    refunds: refundsByOrder.get(order.id) ?? [],
    refundRequests: requestsByOrder.get(order.id) ?? [],
  }));
  const targets = [`user:${userId}`, ...orders.map((o) => `order:${o.id}`), ...tickets.map((t) => `ticket:${t.id}`)];
  const [sessions, emailVerifications, passwordResets, waitingList, contactMessages, actions, accessedByOthers, checkInsByMe, consentsRecordedByMe] = await Promise.all([
    q.selectFrom("Session").select(["kind", "createdAt", "expiresAt"]).where("userId", "=", userId).execute(),
    q.selectFrom("EmailVerification").select(["sentAt", "expiresAt", "usedAt", "attempts"]).where("userId", "=", userId).execute(),
    q.selectFrom("PasswordReset").select(["createdAt", "expiresAt", "usedAt"]).where("userId", "=", userId).execute(),
    q.selectFrom("WaitingListEntry")
      .select(["id", "eventId", "userId", "seats", "status", "createdAt", "offeredAt", "offerExpiresAt", "orderId", "endedAt"])
      .where("userId", "=", userId)
      .execute(),
    q.selectFrom("ContactMessage").selectAll().where("email", "=", user.email).execute(),
    q.selectFrom("AuditLog").selectAll().where("actorId", "=", userId).orderBy("createdAt", "asc").orderBy("id", "asc").execute(),
    q.selectFrom("AuditLog")
      .leftJoin("User", "User.id", "AuditLog.actorId")
      .selectAll("AuditLog")
      .select(["User.email as actorEmail", "User.role as actorRole"])
      .where("AuditLog.target", "in", targets)
      .where((eb) => eb.or([eb("AuditLog.actorId", "is", null), eb("AuditLog.actorId", "!=", userId)]))
      .orderBy("AuditLog.createdAt", "asc")
      .orderBy("AuditLog.id", "asc")
      .execute(),
    q.selectFrom("CheckIn").select(["ticketId", "scannedAt", "deviceId", "result"]).where("staffId", "=", userId).execute(),
    q.selectFrom("GuardianConsent").select(["ticketId", "givenAt", "method"]).where("recordedById", "=", userId).execute(),
  ]);
  return { user, sessions, emailVerifications, passwordResets, orders, waitingList, contactMessages, actions, accessedByOthers, checkInsByMe, consentsRecordedByMe };
}

export type AccountData = NonNullable<Awaited<ReturnType<typeof readAccountData>>>;

/** An order of the account whose hold is still running (its payment may still complete). */
export async function findRunningHoldOfUser(db: Queries, userId: string, now: Date): Promise<{ id: number } | null> {
  const order = await db.query
    .selectFrom("Order")
    .select("id")
    .where("userId", "=", userId)
    .where("status", "=", "pending")
    .where("expiresAt", ">", now)
    .executeTakeFirst();
  return order ?? null;
}

/**
 * Erases an account's personal data in the caller's transaction: sessions, codes and links, waiting
 * list places and contact messages go; the user row stays (its orders and invoices point to it) with
 * an address that names nobody and no usable password; the attendees of its orders, their consents'
 * links, their answers to the event's questions, the addresses the organisers' messages went to and
 * the billing details on its orders are erased. Issued invoices are not touched (kept by law).
 */
export async function eraseAccount(tx: Tx, userId: string, email: string, now: Date): Promise<void> {
  const q = tx.query;
  const ordersOfUser = q.selectFrom("Order").select("id").where("userId", "=", userId);
  await q.deleteFrom("Session").where("userId", "=", userId).execute();
  await q.deleteFrom("EmailVerification").where("userId", "=", userId).execute();
  await q.deleteFrom("PasswordReset").where("userId", "=", userId).execute();
  await q.deleteFrom("WaitingListEntry").where("userId", "=", userId).execute();
  await q.deleteFrom("ContactMessage").where("email", "=", email).execute();
  await q.updateTable("RefundRequest").set({ reason: "" }).where("userId", "=", userId).execute();
  await q
    .updateTable("GuardianConsent")
    .set({ tokenHash: null })
    .where("ticketId", "in", q.selectFrom("Ticket").select("id").where("orderId", "in", ordersOfUser))
    .execute();
  await q
    .updateTable("Ticket")
    .set({
      firstName: "", lastName: "", gender: "", email: "", phone: "", country: "", expectation: "", healthcare: null, guardianName: null, guardianEmail: null, guardianPhone: null,
      arrivalTransportType: null, arrivalDatetime: null, arrivalAirline: null, arrivalFlightNumber: null,
      departureTransportType: null, departureDatetime: null, departureAirline: null, departureFlightNumber: null, logisticsComments: null,
    })
    .where("orderId", "in", ordersOfUser)
    .execute();
  await q.deleteFrom("Answer").where("ticketId", "in", q.selectFrom("Ticket").select("id").where("orderId", "in", ordersOfUser)).execute();
  // The organisers' messages to them keep no address of theirs (nor of the attendees of their orders).
  await q
    .updateTable("AttendeeMessageRecipient")
    .set({ email: "" })
    .where((eb) => eb.or([eb("ticketId", "in", q.selectFrom("Ticket").select("id").where("orderId", "in", ordersOfUser)), eb("email", "=", email)]))
    .execute();
  // The erased names and address are no longer found by a search.
  await q.deleteFrom("TicketSearchWord").where("ticketId", "in", q.selectFrom("Ticket").select("id").where("orderId", "in", ordersOfUser)).execute();
  await q.updateTable("Order").set({ attendeesJson: "[]", billingName: null, billingAddress: null, billingOrganisation: null }).where("userId", "=", userId).execute();
  await q
    .updateTable("User")
    .set({ email: `deleted-${userId}@deleted.invalid`, passwordHash: "!deleted", locale: null, emailVerifiedAt: null, role: "user", deletedAt: now })
    .where("id", "=", userId)
    .execute();
}
