import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { startPayPalTestServer, type PayPalTestServer } from "@vyc/testkit/paypal-test-server";
import { startSmtpCapture, type SmtpCapture } from "@vyc/testkit/smtp-capture";

const TOKEN = "metrics-token-for-the-test-0123456789abcdef";
let server: PayPalTestServer;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startPayPalTestServer({ env: { PAYMENT_TEST_MODE: "true", SMTP_URL: smtp.url, METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** One scrape, as Prometheus reads it: every sample by its name and labels. */
async function scrape(): Promise<(name: string, labels?: Record<string, string>) => number> {
  const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain; version=0.0.4");
  const samples = new Map<string, number>();
  for (const line of (await response.text()).split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(\{.*\})? (\S+)$/.exec(line);
    if (match?.[1] && match[3]) samples.set(`${match[1]}${match[2] ?? ""}`, Number(match[3]));
  }
  return (name, labels = {}) => {
    const text = Object.entries(labels).map(([key, value]) => `${key}="${value}"`).join(",");
    return samples.get(text ? `${name}{${text}}` : name) ?? 0;
  };
}

describe("GET /metrics", () => {
  it("answers only a scraper with the token", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${server.url}/metrics`, { headers: { authorization: "Bearer wrong" } })).status).toBe(401);
  });

  it("counts a purchase: its requests, the order, its tickets, the hold while it ran and the confirmation e-mail", async () => {
    const before = await scrape();
    const buyer = await createBuyer(server.services.db, server.services.clock.now());
    const checkout = checkoutClient(server.url, buyer);
    const started = await checkout.start(server.campId, 2);
    const orderId = started.data?.orderId ?? 0;
    const holding = await scrape();
    expect(holding("vyc_holds_live")).toBe(before("vyc_holds_live") + 1);
    expect(holding("vyc_seats_held")).toBe(before("vyc_seats_held") + 2);

    const payment = await checkout.createPayment(orderId, "test");
    expect((await checkout.capture(orderId, payment.data?.providerOrderId ?? "")).data?.outcome).toBe("completed");
    // The confirmation goes out through the outbox, right after the answer.
    await expect.poll(async () => (await scrape())("vyc_mail_sent_total"), { timeout: 10_000 }).toBe(before("vyc_mail_sent_total") + 1);
    const after = await scrape();
    expect(after("vyc_orders", { status: "paid" })).toBe(before("vyc_orders", { status: "paid" }) + 1);
    expect(after("vyc_tickets_sold")).toBe(before("vyc_tickets_sold") + 2);
    expect(after("vyc_holds_live")).toBe(before("vyc_holds_live"));
    expect(after("vyc_mail_sent_total")).toBe(before("vyc_mail_sent_total") + 1);
    expect(after("vyc_mail_queue_length")).toBe(0);
    expect(after("vyc_outbox_messages", { status: "pending" })).toBe(0);
    expect(after("vyc_outbox_messages", { status: "failed" })).toBe(0);
    const captures = { method: "POST", route: "/trpc/checkout.capture", status: "200" };
    expect(after("vyc_http_request_duration_seconds_count", captures)).toBe(before("vyc_http_request_duration_seconds_count", captures) + 1);
    expect(after("vyc_http_request_duration_seconds_sum", captures)).toBeGreaterThan(before("vyc_http_request_duration_seconds_sum", captures));
    expect(after("vyc_db_query_duration_seconds_count")).toBeGreaterThan(before("vyc_db_query_duration_seconds_count"));
  });

  it("counts a payment provider's failures per provider and call", async () => {
    const before = await scrape();
    const buyer = await createBuyer(server.services.db, server.services.clock.now());
    const checkout = checkoutClient(server.url, buyer);
    const orderId = (await checkout.start(server.campId, 1)).data?.orderId ?? 0;
    const payment = await checkout.createPayment(orderId, "paypal");
    server.paypal.queue("SERVER_ERROR");
    expect((await checkout.capture(orderId, payment.data?.providerOrderId ?? "")).data?.outcome).toBe("provider_error");
    const after = await scrape();
    const failedCaptures = { provider: "paypal", operation: "captureOrder" };
    expect(after("vyc_payment_provider_errors_total", failedCaptures)).toBe(before("vyc_payment_provider_errors_total", failedCaptures) + 1);
  });
});
