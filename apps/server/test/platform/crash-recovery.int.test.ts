import { createDb } from "@vyc/db";
import { seedDemoEvents } from "@vyc/db/seed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { eventBySlug } from "@vyc/testkit/db-lookups";
import { createProcessSite, type ProcessSite } from "@vyc/testkit/process-site";
import { startSmtpCapture, type SmtpCapture } from "@vyc/testkit/smtp-capture";

const BUYERS = 8;
/** Orders answered "completed" before the server is killed. */
const SOLD_BEFORE_KILL = 24;
/** The claim of a message a killed server was sending runs out after 30 s on PostgreSQL; the rest is sending time. */
const CONFIRMED_WITHIN_MS = 60_000;

let site: ProcessSite;
let smtp: SmtpCapture;
beforeAll(async () => {
  site = await createProcessSite("crash");
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp.close();
  await site.close();
});

/** The order number in a confirmation's subject ("… — order #12"). */
const orderOf = (subject: string): number => Number(/#(\d+)/.exec(subject)?.[1] ?? Number.NaN);

describe("a server killed in the middle of a sales burst", () => {
  it("sends every paid order's confirmation after the restart, even those the mail server refused before, repeating only e-mails that were on their way", async () => {
    const db = createDb(site.databaseUrl);
    await seedDemoEvents(db, new Date());
    const buyers = await Promise.all(Array.from({ length: BUYERS }, (): Promise<Buyer> => createBuyer(db, new Date())));
    const camp = await eventBySlug(db, "identity-summer-camp-germany");
    await db.close();
    const env = site.env({ PAYMENT_TEST_MODE: "true", SMTP_URL: smtp.url, RATE_LIMIT_MAX: "100000", RATE_LIMIT_SCALE: "100" });

    // The mail server is down during the burst: every confirmation is still to send when the server dies.
    smtp.refuse = true;
    const first = await site.start(env);
    let sold = 0;
    let selling = true;
    const burst = Promise.all(
      buyers.map(async (buyer, i) => {
        const checkout = checkoutClient(first.url, buyer);
        while (selling) {
          try {
            const started = await checkout.start(camp.id, 1, { attendees: { 1: { firstName: "Linh", lastName: `Crash ${i}`, gender: "female", age: 24, email: buyer.email, phone: "123-456-7890", country: "Germany", expectation: "Friends" } } });
            const orderId = started.data?.orderId ?? 0;
            const payment = await checkout.createPayment(orderId, "test");
            const captured = await checkout.capture(orderId, payment.data?.providerOrderId ?? "");
            if (captured.data?.outcome === "completed") sold += 1;
            if (sold >= SOLD_BEFORE_KILL && selling) {
              selling = false;
              first.child.kill("SIGKILL");
            }
          } catch {
            // The killed server refuses or drops the connection: this buyer stops.
            return;
          }
        }
      }),
    );
    await burst;
    await first.exited;

    const check = createDb(site.databaseUrl);
    const paid = await check.query.selectFrom("Order").select("id").where("status", "=", "paid").execute();
    await check.close();
    expect(paid.length).toBeGreaterThanOrEqual(SOLD_BEFORE_KILL);
    smtp.refuse = false;

    const second = await site.start(env);
    try {
      const confirmed = () => new Set(smtp.messages.map((mail) => orderOf(mail.subject)));
      await expect
        .poll(() => paid.filter((order) => !confirmed().has(order.id)).map((order) => order.id), { timeout: CONFIRMED_WITHIN_MS, interval: 200 })
        .toEqual([]);
    } finally {
      second.child.kill("SIGTERM");
      await second.exited;
    }

    // An order's confirmation went out twice only when the killed server was sending it: the second
    // copy is the same message (same Message-ID), and there are no more of those than the
    // messages a server carries out at once.
    const byOrder = new Map<number, string[]>();
    for (const mail of smtp.messages) byOrder.set(orderOf(mail.subject), [...(byOrder.get(orderOf(mail.subject)) ?? []), mail.messageId]);
    const repeated = [...byOrder.values()].filter((ids) => ids.length > 1);
    for (const ids of repeated) expect(new Set(ids).size).toBe(1);
    expect(repeated.length).toBeLessThanOrEqual(16);
  }, 120_000);

  it("stops cleanly on a double Ctrl-C (two SIGINTs at once, as npm passes them on) and sends what was paid", async () => {
    const db = createDb(site.databaseUrl);
    const buyer = await createBuyer(db, new Date());
    const camp = await eventBySlug(db, "identity-summer-camp-germany");
    await db.close();
    const server = await site.start(site.env({ PAYMENT_TEST_MODE: "true", SMTP_URL: smtp.url }));
    const checkout = checkoutClient(server.url, buyer);
    const started = await checkout.start(camp.id, 1);
    const orderId = started.data?.orderId ?? 0;
    const payment = await checkout.createPayment(orderId, "test");
    expect((await checkout.capture(orderId, payment.data?.providerOrderId ?? "")).data?.outcome).toBe("completed");

    server.child.kill("SIGINT");
    server.child.kill("SIGINT");
    expect(await server.exited).toBe(0);
    expect(smtp.messages.filter((mail) => orderOf(mail.subject) === orderId && mail.to === buyer.email)).toHaveLength(1);
  });
});
