import type { Db } from "@vyc/db";
import { seedDemoEvents } from "@vyc/db/seed";
import { attendee } from "@vyc/testkit/attendees";
import type { Buyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import type { TrpcReply } from "@vyc/testkit/trpc-http";
import { trpcMutation } from "./season-http";
import type { Staff } from "./season-people";
import type { PlannedOrder, SeasonPlan } from "./season-plan";

/** The season's events (the big one first) and the event of the sustained sale. */
export interface SeasonEvents {
  ids: number[];
  sustainId: number;
}

/**
 * Copies of the seeded camp, each with room for its share of the season; the big event's check-in
 * is open already, so the desk can check its attendees in while its sales are still open.
 */
export async function createSeasonEvents(db: Db, plan: SeasonPlan, sustainCapacity: number, now: Date): Promise<SeasonEvents> {
  await seedDemoEvents(db, now);
  const base = await db.query.selectFrom("Event").selectAll().where("slug", "=", "identity-summer-camp-germany").executeTakeFirstOrThrow();
  const { id: _id, ...fields } = base;
  const insert = async (slug: string, name: string, capacity: number, checkInOpensAt: Date | null) =>
    (await db.query.insertInto("Event").values({ ...fields, slug, name, capacity, checkInOpensAt, createdAt: now, updatedAt: now }).returning("id").executeTakeFirstOrThrow()).id;
  const ids: number[] = [];
  for (const [i, tickets] of plan.eventTickets.entries()) {
    ids.push(await insert(`season-${i + 1}`, i === 0 ? "Season main camp" : `Season event ${i + 1}`, tickets + 50, i === 0 ? new Date(now.getTime() - 60 * 60 * 1000) : null));
  }
  return { ids, sustainId: await insert("season-sustained", "Season sustained sale", sustainCapacity, null) };
}

/** The attendees of one order: names and addresses of their own, or the buyer's address for the heavy buyer's group. */
const attendeesOf = (orderNumber: number, quantity: number, email: string | null): Record<string, Record<string, unknown>> =>
  Object.fromEntries(
    Array.from({ length: quantity }, (_, i) => [
      String(i + 1),
      attendee(i + 1, { firstName: `Guest${orderNumber}`, lastName: `Number${i + 1}`, email: email ?? `guest-${orderNumber}-${i + 1}@example.test` }),
    ]),
  );

/** A purchase's outcome: the order's id, or why the server refused it (the step, its status and message). */
export type Purchase = { orderId: number } | { refusal: string };

const refusal = (step: string, reply: TrpcReply<unknown>): { refusal: string } => ({ refusal: `${step} ${reply.status}: ${reply.error?.message ?? "no answer"}` });

/** Hold, payment and capture over HTTP as the payment page makes them. */
export async function buy(baseUrl: string, buyer: Buyer, eventId: number, quantity: number, orderNumber: number, groupEmail: string | null = null): Promise<Purchase> {
  const checkout = checkoutClient(baseUrl, buyer);
  const started = await checkout.start(eventId, quantity, { participants: attendeesOf(orderNumber, quantity, groupEmail) });
  if (!started.data) return refusal("hold", started);
  const payment = await checkout.createPayment(started.data.orderId, "test");
  if (!payment.data) return refusal("payment", payment);
  const captured = await checkout.capture(started.data.orderId, payment.data.providerOrderId);
  if (captured.data?.outcome !== "completed") return captured.data ? { refusal: `capture: ${captured.data.outcome}` } : refusal("capture", captured);
  return { orderId: started.data.orderId };
}

/** Sells the plan through the server, `concurrency` buyers at a time, each buyer's orders one after the other. */
export async function sellSeason(baseUrl: string, plan: SeasonPlan, events: SeasonEvents, buyers: Buyer[], concurrency: number): Promise<{ orders: number[]; refused: number }> {
  const orders: number[] = [];
  let refused = 0;
  let orderNumber = 0;
  let next = 0;
  const sellFor = async (list: PlannedOrder[]): Promise<void> => {
    for (const order of list) {
      const buyer = buyers[order.buyer];
      const eventId = events.ids[order.event];
      if (!buyer || eventId === undefined) throw new Error(`No buyer ${order.buyer} or event ${order.event}.`);
      const purchase = await buy(baseUrl, buyer, eventId, order.quantity, ++orderNumber, order.buyer === plan.heavyBuyer ? buyer.email : null);
      if ("orderId" in purchase) orders.push(purchase.orderId);
      else refused++;
    }
  };
  const worker = async (): Promise<void> => {
    while (next < plan.ordersByBuyer.length) await sellFor(plan.ordersByBuyer[next++] ?? []);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { orders, refused };
}

/** One desk check-in of a ticket of the event, under a new scan id; its latency in ms. */
export async function checkIn(baseUrl: string, staff: Staff, eventId: number, ticketId: string, scan: string): Promise<number> {
  const t0 = performance.now();
  await trpcMutation(baseUrl, "kiosk.checkIn", { clientScanId: `season-${scan}`, deviceId: "season-desk", deskName: "Gate A", list: { eventId }, ticketId }, staff.desk);
  return performance.now() - t0;
}

/** Checks in every `every`-th ticket of the event at the desk. */
export async function checkInSome(baseUrl: string, db: Db, staff: Staff, eventId: number, every: number): Promise<number> {
  const tickets = await db.query.selectFrom("Ticket").select("id").where("eventId", "=", eventId).orderBy("id").execute();
  const chosen = tickets.filter((_, i) => i % every === 0);
  for (const [i, ticket] of chosen.entries()) await checkIn(baseUrl, staff, eventId, ticket.id, `build-${i}`);
  return chosen.length;
}

/** Refunds every `every`-th order in full, as staff do from the order's page. */
export async function refundSome(baseUrl: string, staff: Staff, orders: number[], every: number): Promise<number> {
  const chosen = orders.filter((_, i) => i % every === every - 1);
  for (const orderId of chosen) await trpcMutation(baseUrl, "refunds.refundOrder", { orderId, reason: "Cannot come after all" }, staff.web);
  return chosen.length;
}
