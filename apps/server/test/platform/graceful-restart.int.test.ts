import http from "node:http";
import { createDb, databaseProblems } from "@vyc/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoEvents } from "@vyc/db/seed";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { eventBySlug } from "@vyc/testkit/db-lookups";
import { createProcessSite, type ProcessSite } from "@vyc/testkit/process-site";
import type { ServerProcess } from "@vyc/testkit/server-process";
import { startSmtpCapture, type SmtpCapture } from "@vyc/testkit/smtp-capture";

const BUYERS = 6;
const ORDERS_PER_SERVER = 8;
const CONFIRMATION = "Your tickets for Identity Summer Camp Germany";

let site: ProcessSite;
let smtp: SmtpCapture;
beforeAll(async () => {
  site = await createProcessSite("restart");
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp.close();
  await site.close();
});

/**
 * Posts a tRPC call on a connection of its own (no keep-alive), so a stopped server shows as a
 * refused connection; `beforeRest`, when given, holds back the end of the body until it resolves
 * (the request, marked `?held` in the server's log, is then in flight).
 */
function post<T>(base: string, procedure: string, input: unknown, buyer: Buyer, beforeRest?: Promise<void>): Promise<T> {
  const body = JSON.stringify(input);
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/trpc/${procedure}${beforeRest ? "?held" : ""}`, {
      method: "POST",
      agent: false,
      headers: { ...buyer.headers, "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) },
    });
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => {
        const answer = JSON.parse(text) as { result?: { data: T } };
        if (response.statusCode === 200 && answer.result) resolve(answer.result.data);
        else reject(Object.assign(new Error(`${procedure} answered ${response.statusCode}: ${text}`), { status: response.statusCode }));
      });
    });
    request.on("error", reject);
    if (!beforeRest) return void request.end(body);
    request.write(body.slice(0, 5));
    void beforeRest.then(() => request.end(body.slice(5)));
  });
}

/** Hold, payment and capture of one ticket; resolves with the order id once the capture answered "completed". */
async function purchase(base: string, buyer: Buyer, eventId: number, captureHeldUntil?: Promise<void>): Promise<number> {
  const participants = { 1: { firstName: "Linh", lastName: "Nguyen", gender: "female", age: 24, email: buyer.email, phone: "123-456-7890", country: "Germany", expectation: "Friends" } };
  const { orderId } = await post<{ orderId: number }>(base, "checkout.start", { eventId, numTickets: 1, attendees: participants, logisticCase: "selfTravel" }, buyer);
  const { providerOrderId } = await post<{ providerOrderId: string }>(base, "checkout.createPayment", { orderId, provider: "test" }, buyer);
  const captured = await post<{ outcome: string }>(base, "checkout.capture", { orderId, providerOrderId }, buyer, captureHeldUntil);
  if (captured.outcome !== "completed") throw new Error(`Capture of order ${orderId}: ${captured.outcome}`);
  return orderId;
}

/** A request the stopped (or stopping) server never took on: its connection refused or reset, or answered 503. */
const notAccepted = (error: unknown): boolean =>
  error instanceof Error && (("code" in error && ["ECONNREFUSED", "ECONNRESET"].includes(String(error.code))) || ("status" in error && error.status === 503));

/** Request ids the server logged as received and never as answered. */
function unanswered(server: ServerProcess): string[] {
  const lines = server.output().split("\n").filter((line) => line.startsWith("{")).map((line) => JSON.parse(line) as { reqId?: string; msg: string });
  const answered = new Set(lines.filter((line) => line.msg === "request completed").map((line) => line.reqId));
  return lines.filter((line) => line.msg === "incoming request" && !answered.has(line.reqId)).map((line) => line.reqId ?? "");
}

describe("restarting under load", () => {
  it("loses no accepted order: requests in flight are answered and their e-mails sent before the server exits", async () => {
    const db = createDb(site.databaseUrl);
    await seedDemoEvents(db, new Date());
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => createBuyer(db, new Date())));
    const camp = await eventBySlug(db, "identity-summer-camp-germany");
    await db.close();
    const env = site.env({ PAYMENT_TEST_MODE: "true", SMTP_URL: smtp.url, RATE_LIMIT_MAX: "100000", RATE_LIMIT_SCALE: "100", SHUTDOWN_TIMEOUT_MS: "20000" });

    let server = await site.start(env);
    let serving: Promise<string> = Promise.resolve(server.url);
    const accepted: Array<{ buyer: Buyer; orderId: number }> = [];
    let loading = true;
    const load = Promise.all(
      buyers.slice(1).map(async (buyer) => {
        while (loading) {
          try {
            accepted.push({ buyer, orderId: await purchase(await serving, buyer, camp.id) });
          } catch (error) {
            if (!notAccepted(error)) throw error;
          }
        }
      }),
    );
    const ordersReach = async (count: number): Promise<void> => {
      while (accepted.length < count) await new Promise((resolve) => setImmediate(resolve));
    };

    await ordersReach(ORDERS_PER_SERVER);
    const first = server;
    const stopping = first.waitForOutput("SIGTERM: stopping");
    const lastBuyer = buyers[0] as Buyer;
    const inFlight = purchase(first.url, lastBuyer, camp.id, stopping).then((orderId) => accepted.push({ buyer: lastBuyer, orderId }));
    await first.waitForOutput('"url":"/trpc/checkout.capture?held"');
    let restarted: (url: string) => void = () => {};
    serving = new Promise((resolve) => (restarted = resolve));
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    await inFlight;
    expect(unanswered(first)).toEqual([]);

    server = await site.start(env);
    restarted(server.url);
    await ordersReach(accepted.length + ORDERS_PER_SERVER);
    loading = false;
    await load;
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(unanswered(server)).toEqual([]);

    const check = createDb(site.databaseUrl);
    try {
      const { query } = check;
      const orders = await query
        .selectFrom("Order")
        .select(["Order.id", "Order.status"])
        .select((eb) => eb.selectFrom("Ticket").select((t) => t.fn.countAll<number>().as("n")).whereRef("Ticket.orderId", "=", "Order.id").as("tickets"))
        .where("Order.id", "in", accepted.map((sale) => sale.orderId))
        .execute();
      expect(orders).toHaveLength(accepted.length);
      for (const order of orders) expect({ id: order.id, status: order.status, tickets: order.tickets }).toEqual({ id: order.id, status: "paid", tickets: 1 });
    } finally {
      await check.close();
    }
    for (const buyer of buyers) {
      const orders = accepted.filter((sale) => sale.buyer === buyer).length;
      expect(smtp.messages.filter((mail) => mail.to === buyer.email && mail.subject.startsWith(CONFIRMATION)), buyer.email).toHaveLength(orders);
    }
    expect(await databaseProblems(site.databaseUrl)).toEqual([]);
    // Two server starts, a drain and sixteen purchases on a shared 2-core runner: more than the default 30 s.
  }, 120_000);
});
