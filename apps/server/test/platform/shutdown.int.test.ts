import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { eventBySlug } from "@vyc/testkit/db-lookups";
import { startSmtpCapture, type SmtpCapture } from "@vyc/testkit/smtp-capture";
import { startTestServer } from "@vyc/testkit/test-server";

let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.close());

describe("shutting down", () => {
  it("sends the confirmation e-mails of orders paid just before, before it stops", async () => {
    const server = await startTestServer({ env: { PAYMENT_TEST_MODE: "true", SMTP_URL: smtp.url } });
    const buyers = await Promise.all([1, 2, 3].map(() => createBuyer(server.services.db, server.services.clock.now())));
    const camp = await eventBySlug(server.services.db, "identity-summer-camp-germany");
    for (const buyer of buyers) {
      const checkout = checkoutClient(server.url, buyer);
      const started = await checkout.start(camp.id, 2);
      const payment = await checkout.createPayment(started.data?.orderId ?? 0, "test");
      const captured = await checkout.capture(started.data?.orderId ?? 0, payment.data?.providerOrderId ?? "");
      expect(captured.data?.outcome).toBe("completed");
    }
    await server.close();
    for (const buyer of buyers) {
      expect(smtp.messages.filter((m) => m.to === buyer.email && m.subject.startsWith("Your tickets for Identity Summer Camp Germany"))).toHaveLength(1);
    }
  });
});
