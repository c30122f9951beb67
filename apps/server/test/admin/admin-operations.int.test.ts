import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { uploadSrcSet, ADMIN_MESSAGES } from "@vyc/validators";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPaidOrder, trpcAs } from "@vyc/testkit/admin-fixtures";
import { participants } from "@vyc/testkit/attendees";
import { parseCsv } from "@vyc/testkit/csv-parse";
import { eventIdBySlug } from "@vyc/testkit/db-lookups";
import { startSmtpCapture, type SmtpCapture } from "@vyc/testkit/smtp-capture";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { createUser, sessionFor, type SignedIn, type TestUser } from "@vyc/testkit/users";

let smtp: SmtpCapture;
let server: TestServer;
let admin: TestUser & SignedIn;
let staff: TestUser & SignedIn;
let seminarId: number;
let uploadDir: string;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  uploadDir = mkdtempSync(path.join(os.tmpdir(), "vyc-uploads-"));
  server = await startTestServer({ env: { SMTP_URL: smtp.url, RATE_LIMIT_SCALE: "20", UPLOAD_DIR: uploadDir } });
  const signed = async (role: "admin" | "staff") => {
    const user = await createUser(server, { role });
    return { ...user, ...(await sessionFor(server, user)) };
  };
  admin = await signed("admin");
  staff = await signed("staff");
  seminarId = await eventIdBySlug(server.services.db, "activism-seminar-toronto");
});
afterAll(async () => {
  await server.close();
  await smtp.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const asStaff = <T = unknown>(kind: "query" | "mutation", path: string, input?: unknown) => trpcAs<T>(server.url, kind, `admin.${path}`, input, staff.authorization);
const asAdmin = <T = unknown>(kind: "query" | "mutation", path: string, input?: unknown) => trpcAs<T>(server.url, kind, `admin.${path}`, input, admin.authorization);
const lookup = (code: string) => fetch(`${server.url}/api/discount/${encodeURIComponent(code)}`);

describe("discount codes", () => {
  it("creates a code the checkout's public lookup accepts, whatever the case typed", async () => {
    const created = await asStaff("mutation", "createDiscount", { code: "vyc25", percent: 25, validFrom: "", validUntil: "", maxUses: "50", eventId: "" });
    expect(created.status).toBe(200);
    const res = await lookup("VYC25");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ voucher: { discount: 25 } });
    const list = await asStaff<Array<{ code: string; percent: number; maxUses: number; uses: number; active: boolean }>>("query", "listDiscounts");
    expect(list.data.find((d) => d.code === "VYC25")).toMatchObject({ percent: 25, maxUses: 50, uses: 0, active: true });
  });

  it("refuses a second code with the same letters, a code over 12 characters and a percent over 100", async () => {
    const duplicate = await asStaff("mutation", "createDiscount", { code: "Vyc25", percent: 5 });
    expect(duplicate.status).toBe(409);
    expect(duplicate.message).toBe(ADMIN_MESSAGES.discountExists);
    expect((await asStaff("mutation", "createDiscount", { code: "ABCDEFGHIJKLM", percent: 5 })).message).toBe("A code has at most 12 characters.");
    expect((await asStaff("mutation", "createDiscount", { code: "TOOMUCH", percent: 101 })).status).toBe(400);
  });

  it("deactivates a code: the lookup refuses it from then on", async () => {
    await asStaff("mutation", "createDiscount", { code: "SPRING", percent: 10 });
    const list = await asStaff<Array<{ id: string; code: string }>>("query", "listDiscounts");
    const id = list.data.find((d) => d.code === "SPRING")?.id;
    expect((await asStaff("mutation", "deactivateDiscount", { id })).status).toBe(200);
    const res = await lookup("SPRING");
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ message: "This discount code is no longer active." });
  });
});

describe("orders and attendees", () => {
  let paidOrderId: number;
  let pendingOrderId: number;
  let buyer: TestUser;
  beforeAll(async () => {
    buyer = await createUser(server);
    const { db, clock } = server.services;
    paidOrderId = await seedPaidOrder(db, {
      eventId: seminarId,
      userId: buyer.id,
      logisticCase: "logisticInformation",
      now: clock.now(),
      travellers: [
        { firstName: "Linh", lastName: "Nguyen", email: "linh@example.test", healthcare: "Allergic to nuts, \"severe\"", arrival: { at: "2026-03-01T10:00:00Z", transport: "plane", airline: "Air Canada", flightNumber: "AC 871" } },
        { firstName: "=SUM(A1:A9)", lastName: "Do", email: "do@example.test" },
      ],
    });
    await db.query.updateTable("Ticket").set({ checkedInAt: clock.now() }).where("orderId", "=", paidOrderId).where("number", "=", 1).execute();
    const pending = await trpcAs<{ orderId: number }>(
      server.url,
      "mutation",
      "checkout.start",
      { eventId: seminarId, numTickets: 1, attendees: participants(1), logisticCase: "notBooked" },
      (await sessionFor(server, buyer)).authorization,
    );
    pendingOrderId = pending.data.orderId;
  });

  it("lists an event's orders by status and check-in", async () => {
    const all = await asStaff<Array<{ id: number }>>("query", "listOrders", { eventId: seminarId });
    expect(all.data.map((o) => o.id)).toEqual(expect.arrayContaining([paidOrderId, pendingOrderId]));
    const paid = await asStaff<Array<{ id: number; status: string; buyerEmail: string; checkedInCount: number; ticketCount: number }>>("query", "listOrders", { eventId: seminarId, status: "paid" });
    expect(paid.data).toEqual([expect.objectContaining({ id: paidOrderId, status: "paid", buyerEmail: buyer.email, ticketCount: 2, checkedInCount: 1 })]);
    const pending = await asStaff<Array<{ id: number }>>("query", "listOrders", { eventId: seminarId, status: "pending" });
    expect(pending.data.map((o) => o.id)).toEqual([pendingOrderId]);
    const checkedIn = await asStaff<Array<{ id: number }>>("query", "listOrders", { eventId: seminarId, checkedIn: "yes" });
    expect(checkedIn.data.map((o) => o.id)).toEqual([paidOrderId]);
    const notCheckedIn = await asStaff<Array<{ id: number }>>("query", "listOrders", { eventId: seminarId, checkedIn: "no" });
    expect(notCheckedIn.data.map((o) => o.id)).toEqual([pendingOrderId]);
  });

  it("shows an order with its attendees; a pending one with the names it holds", async () => {
    const paid = await asStaff<{ tickets: Array<{ firstName: string; arrivalFlightNumber: string | null; checkedInAt: string | null }> }>("query", "getOrder", { orderId: paidOrderId });
    expect(paid.data.tickets[0]).toMatchObject({ firstName: "Linh", arrivalFlightNumber: "AC 871" });
    expect(paid.data.tickets[0]?.checkedInAt).not.toBeNull();
    const pending = await asStaff<{ status: string; pendingAttendees: Array<{ firstName: string }> }>("query", "getOrder", { orderId: pendingOrderId });
    expect(pending.data).toMatchObject({ status: "pending", pendingAttendees: [{ firstName: "First1" }] });
  });

  it("cancels a pending order and refuses to cancel a paid one", async () => {
    expect((await asStaff("mutation", "cancelOrder", { orderId: pendingOrderId })).status).toBe(200);
    expect((await asStaff<{ status: string }>("query", "getOrder", { orderId: pendingOrderId })).data.status).toBe("cancelled");
    const paid = await asStaff("mutation", "cancelOrder", { orderId: paidOrderId });
    expect(paid.status).toBe(409);
    expect(paid.message).toBe(ADMIN_MESSAGES.orderNotPending);
  });

  it("sends the buyer the order confirmation again", async () => {
    expect((await asStaff("mutation", "resendConfirmation", { orderId: paidOrderId })).status).toBe(200);
    const mail = await smtp.waitFor(buyer.email, `order #${paidOrderId}`);
    expect(mail.text).toContain("Linh Nguyen");
    expect((await asStaff("mutation", "resendConfirmation", { orderId: pendingOrderId })).status).toBe(409);
  });

  it("exports every attendee field as CSV, escaped and safe to open in a spreadsheet", async () => {
    const res = await fetch(`${server.url}/api/admin/events/${seminarId}/attendees.csv`, { headers: { cookie: staff.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const [header, ...rows] = parseCsv(await res.text());
    expect(header).toEqual([
      "Order", "Order status", "Buyer email", "Ticket", "Ticket status", "First name", "Last name", "Gender", "Age", "Email", "Phone", "Country",
      "Guardian consent", "Expectation", "Travel", "Arrival transport", "Arrival (UTC)", "Arrival airline", "Arrival flight number",
      "Departure transport", "Departure (UTC)", "Departure airline", "Departure flight number", "Logistics comments", "Checked in at (UTC)",
    ]);
    const row = (lastName: string) => Object.fromEntries((header ?? []).map((h, i) => [h, rows.find((r) => r[6] === lastName)?.[i]]));
    expect(row("Nguyen")).toMatchObject({
      Order: String(paidOrderId),
      "Order status": "Paid",
      "Ticket status": "Valid",
      "Buyer email": buyer.email,
      "First name": "Linh",
      Email: "linh@example.test",
      Phone: "123-456-7890",
      "Guardian consent": "",
      Travel: "Gave travel details",
      "Arrival transport": "Plane",
      "Arrival (UTC)": "2026-03-01T10:00:00.000Z",
      "Arrival flight number": "AC 871",
    });
    expect(row("Nguyen")["Checked in at (UTC)"]).not.toBe("");
    expect(row("Do")["First name"]).toBe("'=SUM(A1:A9)");

    const medical = parseCsv(await (await fetch(`${server.url}/api/admin/events/${seminarId}/attendees-health.csv`, { headers: { cookie: staff.cookie } })).text());
    expect(medical[0]?.at(-1)).toBe("Health notes");
    expect(medical.find((r) => r[6] === "Nguyen")?.at(-1)).toBe('Allergic to nuts, "severe"');
  });
});

describe("contact inbox", () => {
  it("lists the stored messages newest first and marks one as handled", async () => {
    const { db, clock } = server.services;
    const base = { lastName: "Tran", email: "a@example.test", phone: "123-456-7890", message: "Hello" };
    await db
      .query.insertInto("ContactMessage")
      .values([
        { ...base, id: randomUUID(), firstName: "Older", subject: "First question", createdAt: new Date(clock.now().getTime() - 60_000) },
        { ...base, id: randomUUID(), firstName: "Newer", subject: "Second question", createdAt: clock.now() },
      ])
      .execute();
    const list = await asStaff<Array<{ id: string; subject: string; handledAt: string | null }>>("query", "listMessages");
    expect(list.data.map((m) => m.subject)).toEqual(["Second question", "First question"]);
    const id = list.data[1]?.id;
    expect((await asStaff("mutation", "markMessageHandled", { id })).status).toBe(200);
    const after = await asStaff<Array<{ id: string; handledAt: string | null }>>("query", "listMessages");
    expect(after.data.find((m) => m.id === id)?.handledAt).not.toBeNull();
    expect(after.data.find((m) => m.id !== id)?.handledAt).toBeNull();
  });
});

describe("roles", () => {
  it("lets an admin promote a user to staff and demote them again", async () => {
    const user = await createUser(server, { email: "volunteer@example.test" });
    const session = await sessionFor(server, user);
    expect((await trpcAs(server.url, "query", "admin.listEvents", undefined, session.authorization)).status).toBe(403);
    expect((await asAdmin("mutation", "setUserRole", { userId: user.id, role: "staff" })).status).toBe(200);
    expect((await trpcAs(server.url, "query", "admin.listEvents", undefined, session.authorization)).status).toBe(200);
    const found = await asAdmin<Array<{ email: string; role: string }>>("query", "listUsers", { query: "VOLUNTEER" });
    expect(found.data).toEqual([expect.objectContaining({ email: "volunteer@example.test", role: "staff" })]);
    expect((await asAdmin("mutation", "setUserRole", { userId: user.id, role: "user" })).status).toBe(200);
    expect((await trpcAs(server.url, "query", "admin.listEvents", undefined, session.authorization)).status).toBe(403);
  });

  it("refuses to change one's own role or an admin's", async () => {
    const own = await asAdmin("mutation", "setUserRole", { userId: admin.id, role: "user" });
    expect(own.status).toBe(409);
    expect(own.message).toBe(ADMIN_MESSAGES.ownRole);
    const other = await createUser(server, { role: "admin" });
    expect((await asAdmin("mutation", "setUserRole", { userId: other.id, role: "staff" })).message).toBe(ADMIN_MESSAGES.adminRole);
    expect((await asAdmin("mutation", "setUserRole", { userId: "nobody", role: "staff" })).status).toBe(404);
  });
});

describe("event images", () => {
  let PNG: Buffer;
  beforeAll(async () => {
    PNG = await sharp({ create: { width: 2000, height: 1125, channels: 3, background: "#9b2c2c" } }).png().toBuffer();
  });
  const upload = (body: Buffer, type = "image/png") => fetch(`${server.url}/api/admin/uploads`, { method: "POST", headers: { authorization: staff.authorization, "content-type": type }, body: new Uint8Array(body) });

  it("stores an uploaded image under a name of the server's making and serves it", async () => {
    const res = await upload(PNG, "application/octet-stream");
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const served = await fetch(`${server.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    expect(readdirSync(uploadDir)).toContain(url.slice("/uploads/".length));
  });

  it("serves smaller WebP copies for responsive pages, never enlarged", async () => {
    const small = await sharp({ create: { width: 700, height: 400, channels: 3, background: "#2c6e9b" } }).jpeg().toBuffer();
    for (const [image, widths] of [
      [PNG, [480, 960, 1600]],
      [small, [480, 700, 700]],
    ] as const) {
      const { url } = (await (await upload(image)).json()) as { url: string };
      const copies = uploadSrcSet(url)?.split(", ").map((entry) => entry.split(" ")[0] ?? "") ?? [];
      expect(copies).toHaveLength(3);
      for (const [i, copy] of copies.entries()) {
        const served = await fetch(`${server.url}${copy}`);
        expect(served.status).toBe(200);
        expect(served.headers.get("content-type")).toBe("image/webp");
        expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(widths[i]);
      }
    }
  });

  it("refuses what is not a PNG, JPEG, GIF or WebP image whatever its declared type", async () => {
    const truncated = await upload(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]));
    expect(truncated.status).toBe(400);
    const svg = await upload(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"));
    expect(svg.status).toBe(400);
    expect(await svg.json()).toMatchObject({ message: ADMIN_MESSAGES.imageType, reason: "admin.imageType" });
    expect((await upload(PNG, "text/html")).status).toBe(415);
  });

  it("refuses an image over 5 MB", async () => {
    const res = await upload(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: ADMIN_MESSAGES.imageTooLarge, reason: "admin.imageTooLarge" });
  });

  it("serves nothing else from the upload folder", async () => {
    expect((await fetch(`${server.url}/uploads/../package.json`)).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/notes.txt`)).status).toBe(404);
  });
});

describe("audit log", () => {
  it("records who did each back-office action, newest first, for admins", async () => {
    const page = await asAdmin<{ entries: Array<{ action: string; actorEmail: string; target: string; createdAt: string }> }>("query", "auditLog", {});
    const log = { data: page.data.entries };
    const actions = log.data.map((e) => e.action);
    for (const action of ["discount.create", "discount.deactivate", "order.cancel", "order.resendConfirmation", "attendees.export", "message.handled", "user.role", "image.upload"]) {
      expect(actions).toContain(action);
    }
    expect(log.data.find((e) => e.target === "discount:VYC25")).toMatchObject({ action: "discount.create", actorEmail: staff.email });
    expect(log.data.find((e) => e.action === "user.role")?.actorEmail).toBe(admin.email);
    const times = log.data.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
