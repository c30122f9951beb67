import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../src/client";
import type { Db } from "../src/database";
import { applyMigrations } from "../src/migrations";
import { prepare } from "../src/query/prepared";

let dir: string;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "vyc-prepared-"));
  const file = path.join(dir, "t.db");
  await applyMigrations(file);
  db = createDb(`file:${file}`);
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const sentAt = new Date("2027-03-01T10:00:00.000Z");

const insertMessage = prepare((q, v: { id: string; email: string; createdAt: Date; handledAt: Date | null }) =>
  q.insertInto("ContactMessage").values({ id: v.id, firstName: "An", lastName: "Nguyễn", email: v.email, phone: "+49 151 23456789", subject: "s", message: "m", createdAt: v.createdAt, handledAt: v.handledAt }),
);
const messageById = prepare((q, v: { id: string }) => q.selectFrom("ContactMessage").select(["id", "email", "createdAt", "handledAt"]).where("id", "=", v.id));
const markHandled = prepare((q, v: { before: Date; at: Date }) => q.updateTable("ContactMessage").set({ handledAt: v.at }).where("createdAt", "<", v.before).where("handledAt", "is", null));

describe("a prepared statement", () => {
  it("binds each call's own values and reads times back as dates, as the query builder does", async () => {
    await insertMessage.affected(db, { id: "m1", email: "a@example.org", createdAt: sentAt, handledAt: null });
    await insertMessage.affected(db, { id: "m2", email: "b@example.org", createdAt: new Date(sentAt.getTime() + 60_000), handledAt: sentAt });

    expect(await messageById.first(db, { id: "m1" })).toEqual({ id: "m1", email: "a@example.org", createdAt: sentAt, handledAt: null });
    expect(await messageById.first(db, { id: "m2" })).toEqual(
      await db.query.selectFrom("ContactMessage").select(["id", "email", "createdAt", "handledAt"]).where("id", "=", "m2").executeTakeFirst(),
    );
    expect(await messageById.rows(db, { id: "none" })).toEqual([]);
  });

  it("counts the rows it wrote, inside a transaction too, and rolls back with it", async () => {
    const later = new Date(sentAt.getTime() + 3_600_000);
    await expect(
      db.transaction(async (tx) => {
        expect(await markHandled.affected(tx, { before: later, at: later })).toBe(1);
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    expect((await messageById.first(db, { id: "m1" }))?.handledAt).toBeNull();
    expect(await markHandled.affected(db, { before: later, at: later })).toBe(1);
    expect((await messageById.first(db, { id: "m1" }))?.handledAt).toEqual(later);
  });

  it("refuses a statement whose shape depends on its values", async () => {
    const shaped = prepare((q, v: { id: string }) => q.selectFrom("ContactMessage").select("id").where("id", "=", v.id ? "m1" : "m2"));
    await expect(shaped.rows(db, { id: "m1" })).rejects.toThrow(/uses id other than as a value/);
  });
});
