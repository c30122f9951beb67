import { deskAttendee } from "./attendees";
import { ticketsOfOrder } from "./db-lookups";
import type { TestServer } from "./test-server";
import { createUser, type TestUser } from "./users";

export interface TrpcAnswer<T = unknown> {
  status: number;
  data: T;
  /** The refusal message when status is not 200. */
  message: string | undefined;
}

/**
 * Calls one tRPC procedure over HTTP the way the screens' batching client does: queries as GET
 * with ?input=, mutations as POST with the input as JSON body; `authorization` is a bearer header.
 */
export async function callTrpc<T = unknown>(
  server: TestServer,
  kind: "query" | "mutation",
  path: string,
  input?: unknown,
  authorization?: string,
): Promise<TrpcAnswer<T>> {
  const inputs = JSON.stringify(input === undefined ? {} : { 0: input });
  const url = new URL(`${server.url}/trpc/${path}?batch=1`);
  if (kind === "query") url.searchParams.set("input", inputs);
  const res = await fetch(url, {
    method: kind === "query" ? "GET" : "POST",
    headers: { ...(authorization && { authorization }), ...(kind === "mutation" && { "content-type": "application/json" }) },
    body: kind === "mutation" ? inputs : undefined,
  });
  const [body] = (await res.json()) as Array<{ result?: { data: T }; error?: { message: string } }>;
  return { status: res.status, data: body?.result?.data as T, message: body?.error?.message };
}

export interface DeskStaff extends TestUser {
  /** `Bearer <token>` of a desk sign-in through kiosk.signIn. */
  authorization: string;
}

/** A staff account signed in at the desk the way the kiosk does it. */
export async function signedInStaff(server: TestServer, role: "staff" | "admin" = "staff"): Promise<DeskStaff> {
  const user = await createUser(server, { role });
  const answer = await callTrpc<{ token: string }>(server, "mutation", "kiosk.signIn", { email: user.email, password: user.password });
  if (answer.status !== 200) throw new Error(`Desk sign-in failed: ${answer.status} ${answer.message ?? ""}`);
  return { ...user, authorization: `Bearer ${answer.data.token}` };
}

/** Sells `count` walk-in tickets of an event at the desk; returns the order and its tickets. */
export async function sellWalkIn(server: TestServer, staff: DeskStaff, eventId: number, count: number) {
  const quote = await callTrpc<{ totalMinor: number }>(server, "query", "kiosk.quoteSale", { eventId, numTickets: count }, staff.authorization);
  const sale = await callTrpc<{ orderId: number }>(
    server,
    "mutation",
    "kiosk.sell",
    {
      eventId,
      attendees: Array.from({ length: count }, (_, i) => deskAttendee(i + 1)),
      waiverLiability: true,
      paymentMethod: "cash",
      expectedTotalMinor: quote.data.totalMinor,
      deviceId: "desk-test",
      clientSaleId: `sale-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
    },
    staff.authorization,
  );
  if (sale.status !== 200) throw new Error(`Desk sale failed: ${sale.status} ${sale.message ?? ""}`);
  const tickets = await ticketsOfOrder(server.services.db, sale.data.orderId);
  return { orderId: sale.data.orderId, totalMinor: quote.data.totalMinor, tickets };
}
