import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendee } from "@vyc/testkit/attendees";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { insertEvent } from "@vyc/testkit/db-lookups";
import { eventRow } from "@vyc/testkit/event-input";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { createUser, sessionFor, type SignedIn } from "@vyc/testkit/users";

const DAY = 24 * 60 * 60 * 1000;
const HEALTH = "Asthma, inhaler in the front pocket";
const KEY = `site:${randomBytes(32).toString("base64")}`;

let server: TestServer;
let buyer: Buyer;
let staff: SignedIn;
let eventId: number;

beforeAll(async () => {
  // The site's own data key, not the development one: the medical lead's sheet must open what it sealed.
  server = await startTestServer({ env: { DATA_ENCRYPTION_KEYS: KEY } });
  const db = server.services.db;
  buyer = await createBuyer(db, server.services.clock.now());
  staff = await sessionFor(server, await createUser(server, { role: "staff" }));
  const now = server.services.clock.now().getTime();
  eventId = await insertEvent(db, eventRow("sealed-notes-camp", new Date(now + 30 * DAY), { dateEnd: new Date(now + 33 * DAY), capacity: 20 }));
});
afterAll(async () => {
  await server.close();
});

describe("the medical lead's sheet on a site with its own data key", () => {
  it("opens the health notes sealed under that key, whichever thread makes the sheet", async () => {
    const registered = await fetch(`${server.url}/api/register/public`, {
      method: "POST",
      headers: { "content-type": "application/json", ...buyer.headers },
      body: JSON.stringify({ eventId, numTickets: 1, participants: { "1": attendee(1, { firstName: "Thao", healthcare: HEALTH }) } }),
    });
    expect(registered.status).toBe(200);
    const stored = await server.services.db.query.selectFrom("Ticket").select("healthcare").where("eventId", "=", eventId).executeTakeFirstOrThrow();
    expect(stored.healthcare?.startsWith("enc:v1:site:")).toBe(true);

    const sheet = await fetch(`${server.url}/api/admin/events/${eventId}/attendees-health.csv`, { headers: { cookie: staff.cookie } });
    expect(sheet.status).toBe(200);
    const text = await sheet.text();
    expect(text).toContain("Thao");
    expect(text).toContain(HEALTH);
  });
});
