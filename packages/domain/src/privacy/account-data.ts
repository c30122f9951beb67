import { type Db } from "@vyc/db";
import { eraseAccount, findRunningHoldOfUser, readAccountData, type AccountData } from "@vyc/db/stores/account-data";
import { findUserByEmail } from "@vyc/db/stores/users";
import { PRIVACY_MESSAGES } from "@vyc/validators";
import { recordAudit } from "../admin/audit-log";
import { accountKey, ipKey } from "../auth/auth-deps";
import { verifyPassword } from "../auth/passwords";
import { DomainError } from "../shared/errors";
import { countFailures, type RateLimits } from "../shared/rate-limits";
import { readStoredAttendees } from "../orders/stored-attendees";
import { openText } from "./sealed-data";

const openTicket = <T extends { healthcare: string | null; guardianName: string | null; guardianEmail: string | null; guardianPhone: string | null; secret: string; answers: Array<{ value: string }> }>({ secret: _, ...t }: T) => ({
  ...t,
  answers: t.answers.map((a) => ({ ...a, value: openText(a.value) })),
  healthcare: openText(t.healthcare),
  guardianName: openText(t.guardianName),
  guardianEmail: openText(t.guardianEmail),
  guardianPhone: openText(t.guardianPhone),
});

/**
 * Everything the site holds about the signed-in user, as one JSON document: the account, its
 * sessions, codes and links, orders with their attendees' tickets (health notes, guardian contact
 * and answers opened) and the messages staff sent to them, check-ins, guardian consents, invoices, refunds, waiting-list places, contact
 * messages, what the user did as staff, and every time staff opened or acted on the user's data.
 * The download itself is written to the audit log.
 */
export async function exportAccountData(db: Db, userId: string, now: Date) {
  const data: AccountData | null = await readAccountData(db, userId);
  if (!data) throw new DomainError("NOT_FOUND", PRIVACY_MESSAGES.ticketNotFound);
  await recordAudit(db, { actorId: userId, action: "account.export", target: `user:${userId}` }, now);
  const { accessedByOthers, orders, ...rest } = data;
  return {
    exportedAt: now.toISOString(),
    ...rest,
    orders: orders.map(({ attendeesJson, tickets, ...order }) => ({
      ...order,
      pendingAttendees: readStoredAttendees(attendeesJson),
      tickets: tickets.map(openTicket),
    })),
    accessByStaff: accessedByOthers.map(({ actorEmail, actorRole, actorId: _, ...entry }) => ({ ...entry, by: actorEmail !== null && actorRole !== null ? { email: actorEmail, role: actorRole } : null })),
  };
}

/**
 * Deletes the signed-in user's account after checking the password: every session ends and the
 * personal data is erased or anonymised in one transaction; orders, tickets (without names) and
 * issued invoices stay, as the law requires for invoices. Refused while a payment of theirs is
 * under way, and for admins. Wrong passwords are limited as failed sign-ins are.
 */
export async function deleteAccount(deps: { db: Db; rateLimits: RateLimits }, userId: string, password: string, ip: string, now: Date): Promise<void> {
  const { db } = deps;
  const data = await readAccountData(db, userId);
  if (!data) throw new DomainError("NOT_FOUND", PRIVACY_MESSAGES.ticketNotFound);
  // A wrong password here is a guess like a failed sign-in: it spends from the same budgets, per
  // client address and per account, so the two together allow no more guesses than sign-in alone.
  const budgets: Parameters<typeof countFailures>[1] = [
    ["signInAddress", ipKey(ip)],
    ["signInAccount", accountKey(data.user.email)],
  ];
  const user = await countFailures(deps.rateLimits, budgets, async () => {
    const found = await findUserByEmail(db, data.user.email);
    if (!found || !(await verifyPassword(found.passwordHash, password))) throw new DomainError("BAD_REQUEST", PRIVACY_MESSAGES.wrongPassword);
    return found;
  });
  if (user.role === "admin") throw new DomainError("CONFLICT", PRIVACY_MESSAGES.adminAccount);
  if (await findRunningHoldOfUser(db, userId, now)) throw new DomainError("CONFLICT", PRIVACY_MESSAGES.paymentUnderWay);
  await db.transaction(async (tx) => {
    await eraseAccount(tx, userId, user.email, now);
    await recordAudit(tx, { actorId: userId, action: "account.delete", target: `user:${userId}`, detail: { orders: data.orders.length } }, now);
  });
}
