import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDb, type Db } from "@vyc/db";
import { sendAttendeeMessage } from "@vyc/domain/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPaidOrder } from "@vyc/testkit/admin-fixtures";
import { createBuyer } from "@vyc/testkit/buyers";
import { insertEvent } from "@vyc/testkit/db-lookups";
import { eventRow } from "@vyc/testkit/event-input";
import { createTestDatabase, type TestDatabase } from "@vyc/testkit/test-database";

/**
 * A message to a large event, on the database alone (no server, so no worker sends anything): the
 * recipients are written in several statements, and each of them is linked to its own e-mail.
 */

const HOLDERS = 1_203;
const ORDERS = 3;
let dir: string;
let database: TestDatabase;
let db: Db;
let eventId: number;
let staffId: string;
const now = new Date();

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "vyc-messages-"));
  database = await createTestDatabase(dir);
  db = createDb(database.url);
  eventId = await insertEvent(db, eventRow("crowded-camp", new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000), { capacity: 2_000 }));
  staffId = (await createBuyer(db, now)).userId;
  const buyer = await createBuyer(db, now);
  const perOrder = HOLDERS / ORDERS;
  for (let order = 0; order < ORDERS; order++) {
    const travellers = Array.from({ length: perOrder }, (_, i) => ({ firstName: `Holder${order * perOrder + i}`, lastName: "Crowd", email: `holder-${order * perOrder + i}@example.test` }));
    await seedPaidOrder(db, { eventId, userId: buyer.userId, logisticCase: "selfTravel", now, travellers });
  }
});
afterAll(async () => {
  await db.close();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe("a message to many ticket holders", () => {
  it("writes one recipient and one e-mail each, every recipient linked to the e-mail written for it", async () => {
    const sent = await sendAttendeeMessage(db, staffId, { eventId, subject: "Welcome", body: "See you soon.", subjectVi: "", bodyVi: "", audience: { ticketTypeIds: [], notCheckedInOnly: false } }, now);
    expect(sent.recipients).toBe(HOLDERS);
    const rows = await db.query
      .selectFrom("AttendeeMessageRecipient as r")
      .innerJoin("OutboxMessage as o", "o.id", "r.outboxId")
      .select(["r.id", "r.email", "o.kind", "o.payload", "o.status"])
      .where("r.messageId", "=", sent.id)
      .execute();
    expect(rows).toHaveLength(HOLDERS);
    expect(new Set(rows.map((r) => r.email)).size).toBe(HOLDERS);
    const mislinked = rows.filter((r) => r.kind !== "attendee.message" || r.status !== "pending" || (JSON.parse(r.payload) as { recipientId: number }).recipientId !== r.id);
    expect(mislinked).toEqual([]);
  });
});
