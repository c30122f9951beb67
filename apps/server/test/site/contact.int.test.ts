import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpCapture, type SmtpCapture } from "@vyc/testkit/smtp-capture";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";

const ORGANISER = "contact@vyc-network.org";

const valid = {
  firstName: "Linh",
  lastName: "Nguyen",
  email: "linh.nguyen@example.com",
  phone: "123-456-7890",
  subject: "Camp in Germany",
  message: "Hello! Is there still room for two people at the summer camp?",
};

const post = (server: TestServer, body: unknown) =>
  fetch(`${server.url}/api/mailer/send`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

const storedMessages = (server: TestServer) => server.services.db.query.selectFrom("ContactMessage").selectAll().orderBy("createdAt", "asc").execute();

/** A port nothing listens on: bound, noted, released. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe("POST /api/mailer/send", () => {
  let capture: SmtpCapture;
  let server: TestServer;
  beforeAll(async () => {
    capture = await startSmtpCapture();
    // A generous budget so the tests of this block never meet the contact rate limit.
    server = await startTestServer({ env: { SMTP_URL: capture.url, RATE_LIMIT_SCALE: "20" } });
  });
  afterAll(async () => {
    await server.close();
    await capture.close();
  });

  it("answers 200, stores the message and delivers it to the organisers with all six fields", async () => {
    const res = await post(server, { ...valid, subject: "Delivered message" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });

    const mail = await capture.waitFor(ORGANISER, "Delivered message");
    expect(mail.replyTo).toBe(valid.email);
    for (const value of [valid.firstName, valid.lastName, valid.email, valid.phone, "Delivered message", valid.message]) {
      expect(mail.text).toContain(value);
    }
    const stored = (await storedMessages(server)).find((m) => m.subject === "Delivered message");
    expect(stored).toMatchObject({ ...valid, subject: "Delivered message" });
    expect(stored?.deliveredAt).toBeInstanceOf(Date);
  });

  it("is the same procedure as tRPC's contact.send", async () => {
    const res = await fetch(`${server.url}/trpc/contact.send`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...valid, subject: "Through tRPC" }),
    });
    expect(res.status).toBe(200);
    await capture.waitFor(ORGANISER, "Through tRPC");
  });

  const invalid: Array<[field: keyof typeof valid, value: string, message: string]> = [
    ["firstName", "", "First name is required."],
    ["lastName", "  ", "Last name is required."],
    ["email", "not-an-email", "Enter a valid email address."],
    ["phone", "1234567890", "Enter a valid phone number with its country code, e.g. +49 151 23456789."],
    ["subject", "", "Subject is required."],
    ["message", "", "Message is required."],
  ];
  for (const [field, value, message] of invalid) {
    it(`answers 400 with the field message for an invalid ${field}`, async () => {
      const before = (await storedMessages(server)).length;
      const res = await post(server, { ...valid, [field]: value });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { issues: Array<{ path: string[]; message: string }> };
      expect(body.issues).toContainEqual(expect.objectContaining({ path: [field], message }));
      expect(await storedMessages(server)).toHaveLength(before);
    });
  }

  it("answers 400 when a field is missing", async () => {
    const { phone: _phone, ...withoutPhone } = valid;
    const res = await post(server, withoutPhone);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: Array<{ path: string[] }> };
    expect(body.issues.map((i) => i.path)).toContainEqual(["phone"]);
  });

  it("answers a filled honeypot like a success but neither stores nor sends it", async () => {
    const before = (await storedMessages(server)).length;
    const res = await post(server, { ...valid, subject: "Bot message", website: "https://spam.example" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    // A message sent after the bot's has arrived, so the bot's would have by now.
    expect((await post(server, { ...valid, subject: "Person after the bot" })).status).toBe(200);
    await capture.waitFor(ORGANISER, "Person after the bot");
    expect(capture.messages.some((m) => m.subject.includes("Bot message"))).toBe(false);
    expect((await storedMessages(server)).slice(before).map((m) => m.subject)).toEqual(["Person after the bot"]);
  });

  it("drops a filled honeypot sent by the site's contact form (tRPC) too, and keeps a message that leaves it empty", async () => {
    const before = (await storedMessages(server)).length;
    const trpc = (body: unknown) =>
      fetch(`${server.url}/trpc/contact.send`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const bot = await trpc({ ...valid, subject: "Bot through the form", website: "  buy-now.example  " });
    expect(bot.status).toBe(200);
    const person = await trpc({ ...valid, subject: "Person through the form", website: "" });
    expect(person.status).toBe(200);
    await capture.waitFor(ORGANISER, "Person through the form");
    expect(capture.messages.some((m) => m.subject.includes("Bot through the form"))).toBe(false);
    const subjects = (await storedMessages(server)).slice(before).map((m) => m.subject);
    expect(subjects).toEqual(["Person through the form"]);
  });

  it("keeps the message but answers 503 with a message when the mail server refuses it", async () => {
    capture.refuse = true;
    try {
      const res = await post(server, { ...valid, subject: "Refused by SMTP" });
      expect(res.status).toBe(503);
      const body = (await res.json()) as { message: string };
      expect(body.message).toMatch(/could not be sent/);
    } finally {
      capture.refuse = false;
    }
    const stored = (await storedMessages(server)).find((m) => m.subject === "Refused by SMTP");
    expect(stored).toBeDefined();
    expect(stored?.deliveredAt).toBeNull();
  });
});

describe("POST /api/mailer/send with the mail server down", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } });
  });
  afterAll(() => server.close());

  it("answers non-200 with a message and keeps the message stored, undelivered", async () => {
    const res = await post(server, { ...valid, subject: "SMTP unreachable" });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { message: string }).message).toMatch(/saved/);
    const stored = await storedMessages(server);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ subject: "SMTP unreachable", deliveredAt: null });
  });
});

describe("POST /api/mailer/send rate limit", () => {
  let capture: SmtpCapture;
  let server: TestServer;
  beforeAll(async () => {
    capture = await startSmtpCapture();
    server = await startTestServer({ env: { SMTP_URL: capture.url, RATE_LIMIT_SCALE: "1" } });
  });
  afterAll(async () => {
    await server.close();
    await capture.close();
  });

  it("answers 429 past five messages from one IP in ten minutes, without storing the extra one", async () => {
    for (let i = 1; i <= 5; i += 1) {
      const res = await post(server, { ...valid, subject: `Message ${i}` });
      expect(res.status, `message ${i}`).toBe(200);
    }
    const res = await post(server, { ...valid, subject: "Message 6" });
    expect(res.status).toBe(429);
    expect(((await res.json()) as { message: string }).message).toMatch(/Too many attempts/);
    expect(await storedMessages(server)).toHaveLength(5);
  });
});

describe("POST /api/mailer/send without SMTP settings", () => {
  let server: TestServer;
  let outbox: string;
  beforeAll(async () => {
    outbox = mkdtempSync(path.join(os.tmpdir(), "vyc-outbox-"));
    server = await startTestServer({ env: { MAIL_OUTBOX_DIR: outbox } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  it("delivers to the outbox folder as a readable .eml file", async () => {
    const res = await post(server, { ...valid, subject: "Written to the outbox" });
    expect(res.status).toBe(200);
    const files = readdirSync(outbox).filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(outbox, files[0] ?? ""), "utf8");
    expect(eml).toContain(`To: ${ORGANISER}`);
    expect(eml).toContain(`Reply-To: ${valid.email}`);
    expect(eml).toContain("Subject: Contact form: Written to the outbox");
    expect(eml).toContain(`Phone: ${valid.phone}`);
    const [stored] = await storedMessages(server);
    expect(stored?.deliveredAt).toBeInstanceOf(Date);
  });
});
