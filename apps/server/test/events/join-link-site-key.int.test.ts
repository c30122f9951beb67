import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { participants } from "@vyc/testkit/attendees";
import { trpcAs } from "@vyc/testkit/admin-fixtures";
import { createBuyer } from "@vyc/testkit/buyers";
import { eventInput } from "@vyc/testkit/event-input";
import { startSmtpCapture, type SmtpCapture } from "@vyc/testkit/smtp-capture";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { callTrpc } from "@vyc/testkit/trpc-http";
import { createUser, sessionFor } from "@vyc/testkit/users";

const KEY = `site:${randomBytes(32).toString("base64")}`;
const LINK = "https://meet.example.org/vyc-sealed-under-the-site-key";
const nextYear = new Date().getUTCFullYear() + 1;

let smtp: SmtpCapture;
let server: TestServer;
let staff: string;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  // The site's own data key, not the development one: the confirmation's thread must open what it sealed.
  server = await startTestServer({ env: { SMTP_URL: smtp.url, DATA_ENCRYPTION_KEYS: KEY } });
  staff = (await sessionFor(server, await createUser(server, { role: "staff" }))).authorization;
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

describe("an online event's confirmation on a site with its own data key", () => {
  it("gives the join link sealed under that key, though the confirmation is made on a thread of its own", async () => {
    const talk = eventInput(nextYear, {
      name: "Sealed link talk",
      isOnline: true,
      price: 0,
      place: "Online",
      location: "Video call",
      dateStart: `${nextYear}-04-10T18:00`,
      dateEnd: `${nextYear}-04-10T20:00`,
      registrationDeadline: null,
      expiredRefundDate: null,
      joinLink: LINK,
    });
    const created = await trpcAs<{ id: number }>(server.url, "mutation", "admin.createEvent", talk, staff);
    expect(created.status).toBe(200);
    const stored = await server.services.db.query.selectFrom("Event").select("joinLink").where("id", "=", created.data.id).executeTakeFirstOrThrow();
    expect(stored.joinLink?.startsWith("enc:v1:site:")).toBe(true);

    const buyer = await createBuyer(server.services.db, server.services.clock.now());
    const registered = await callTrpc(server.url, "registration.public", { eventId: created.data.id, numTickets: 1, attendees: participants(1) }, buyer.headers);
    expect(registered.status).toBe(200);

    const confirmation = await smtp.waitFor(buyer.email, "Your tickets for");
    expect(confirmation.text).toContain(`Join it with this link: ${LINK}`);
    expect(confirmation.html).toContain(`href="${LINK}"`);
    expect(confirmation.attachments.map((a) => a.mimeType)).toContain("application/pdf");
  });
});
