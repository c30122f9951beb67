import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createBackup, createScratchDatabase, databaseProblems, listBackups, restoreBackup } from "@vyc/db";
import { afterAll, describe, expect, it } from "vitest";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { eventBySlug } from "@vyc/testkit/db-lookups";
import { testDatabaseEngine } from "@vyc/testkit/test-database";
import { startTestServer } from "@vyc/testkit/test-server";

const BUYERS = 16;
const PURCHASES_EACH = 2;
const IMAGE = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
/** Uploaded images are served under the names the server gives them. */
const IMAGE_NAME = `${randomBytes(16).toString("hex")}.png`;

const folders: string[] = [];
const scratch = (): string => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vyc-backup-test-"));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** An empty site to restore into: a SQLite file in a fresh folder, or a fresh PostgreSQL database. */
async function freshSite(dir: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (testDatabaseEngine() === "sqlite") return { url: `file:${path.join(dir, "data", "site.db")}`, drop: async () => {} };
  return createScratchDatabase(process.env.TEST_POSTGRES_URL ?? "", "vyc_restore");
}

interface Sale {
  buyer: Buyer;
  orderId: number;
}

describe("backups", () => {
  it("taken during a sales burst, restore into a fresh folder with every order paid before the backup began, its tickets and the uploaded images", async () => {
    const live = scratch();
    const uploads = path.join(live, "uploads");
    mkdirSync(uploads);
    writeFileSync(path.join(uploads, IMAGE_NAME), IMAGE);
    const server = await startTestServer({ env: { PAYMENT_TEST_MODE: "true", UPLOAD_DIR: uploads, RATE_LIMIT_SCALE: "100" } });
    const camp = await eventBySlug(server.services.db, "identity-summer-camp-germany");
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => createBuyer(server.services.db, server.services.clock.now())));

    const paid: Sale[] = [];
    let backupBegan: (sales: Sale[]) => void = () => {};
    const paidBeforeBackup = new Promise<Sale[]>((resolve) => (backupBegan = resolve));
    const burst = Promise.all(
      buyers.map(async (buyer) => {
        const checkout = checkoutClient(server.url, buyer);
        for (let i = 0; i < PURCHASES_EACH; i++) {
          const orderId = (await checkout.start(camp.id, 1)).data?.orderId ?? 0;
          const payment = await checkout.createPayment(orderId, "test");
          expect((await checkout.capture(orderId, payment.data?.providerOrderId ?? "")).data?.outcome).toBe("completed");
          paid.push({ buyer, orderId });
          if (paid.length === BUYERS / 2) backupBegan([...paid]);
        }
      }),
    );
    const before = await paidBeforeBackup;
    const archive = await createBackup({ databaseUrl: server.databaseUrl, uploadDir: uploads, backupDir: path.join(live, "backups"), keep: 2 });
    const paidDuringBackup = paid.length - before.length;
    await burst;
    await server.close();
    expect(paid).toHaveLength(BUYERS * PURCHASES_EACH);
    expect(paidDuringBackup).toBeGreaterThan(0);

    const fresh = scratch();
    const site = await freshSite(fresh);
    try {
      const restoredUploads = path.join(fresh, "uploads");
      const report = await restoreBackup({ archive, databaseUrl: site.url, uploadDir: restoredUploads });
      expect(report).toMatchObject({ engine: testDatabaseEngine(), uploads: 1 });
      expect(await databaseProblems(site.url)).toEqual([]);

            const restored = await startTestServer({ databaseUrl: site.url, env: { UPLOAD_DIR: restoredUploads } });
      try {
        for (const { buyer, orderId } of before) {
          const response = await fetch(`${restored.url}/api/user/tickets`, { headers: buyer.headers });
          const account = (await response.json()) as { tickets: Record<string, Array<{ status: string }>> | null };
          expect(account.tickets?.[String(orderId)], `order ${orderId}`).toEqual([expect.objectContaining({ status: "COMPLETED" })]);
        }
                const image = await fetch(`${restored.url}/uploads/${IMAGE_NAME}`);
        expect(Buffer.from(await image.arrayBuffer())).toEqual(IMAGE);
      } finally {
        await restored.close();
      }
    } finally {
      await site.drop();
    }
  });

  it("keep the newest archives only", async () => {
    const dir = scratch();
    const server = await startTestServer();
    try {
      const backupDir = path.join(dir, "backups");
      const taken = [];
      for (const minute of [1, 2, 3]) {
        const now = new Date(Date.UTC(2027, 0, 1, 0, minute));
        taken.push(await createBackup({ databaseUrl: server.databaseUrl, uploadDir: path.join(dir, "no-uploads"), backupDir, keep: 2, now }));
      }
      expect(listBackups(backupDir)).toEqual(taken.slice(1));
    } finally {
      await server.close();
    }
  });
});
