import type { Db } from "@vyc/db";
import type { NewContactMessage } from "@vyc/db/stores/contact-messages";
import { describe, expect, it, vi } from "vitest";
import type { MailMessage } from "../mail/mailer";
import { manualClock } from "../shared/clock";
import { DomainError } from "../shared/errors";
import type { RateLimits } from "../shared/rate-limits";
import { CONTACT_DELIVERY_FAILED, sendContactMessage, type ContactDeps } from "./send-contact-message";

const input = {
  firstName: "Minh",
  lastName: "Tran",
  email: "minh@example.com",
  phone: "555-123-4567",
  subject: "Volunteering",
  message: "I would like to help at the next camp.",
};

interface Row { id: string; deliveredAt: Date | null; [key: string]: unknown }

/** The ContactMessage table of the test under way, kept in memory by the stand-in stores below. */
const table: { rows: Row[]; steps: string[] } = { rows: [], steps: [] };

vi.mock("@vyc/db/stores/mail-branding", () => ({
  readOrganiserBranding: vi.fn(async () => ({ name: "", email: "", logo: "" })),
}));

vi.mock("@vyc/db/stores/contact-messages", () => ({
  insertContactMessage: vi.fn(async (_db: Db, message: NewContactMessage) => {
    table.steps.push("store");
    const row: Row = { id: `m${table.rows.length + 1}`, deliveredAt: null, ...message };
    table.rows.push(row);
    return { id: row.id };
  }),
  markContactMessageDelivered: vi.fn(async (_db: Db, id: string, at: Date) => {
    table.steps.push("mark delivered");
    const row = table.rows.find((r) => r.id === id);
    if (row) row.deliveredAt = at;
  }),
}));

/** In-memory stand-ins for the ContactMessage stores, a mailer and the rate limits. */
function setup(options: { mailFails?: boolean; limited?: boolean } = {}) {
  const rows: Row[] = [];
  const steps: string[] = [];
  Object.assign(table, { rows, steps });
  const sent: MailMessage[] = [];
  const clock = manualClock(new Date("2027-02-01T10:00:00Z"));
  const rateLimits: Pick<RateLimits, "consume"> = {
    consume: vi.fn(async () => {
      steps.push("rate limit");
      if (options.limited) throw new DomainError("TOO_MANY_REQUESTS", "Too many attempts. Try again in 600 seconds.");
    }),
  };
  const deps: ContactDeps = {
    db: {} as Db,
    clock,
    rateLimits,
    organiserEmail: "contact@vyc-network.org",
    publicUrl: "https://vyc.example",
    mailer: {
      async send(message) {
        steps.push("send");
        if (options.mailFails) throw new Error("connect ECONNREFUSED 127.0.0.1:2525");
        sent.push(message);
      },
    },
  };
  return { deps, rows, steps, sent, rateLimits, clock };
}

describe("sendContactMessage", () => {
  it("counts against the visitor's IP, stores, sends, then marks the message delivered", async () => {
    const { deps, rows, steps, sent, rateLimits, clock } = setup();
    const outcome = await sendContactMessage(deps, input, "203.0.113.7");
    expect(outcome).toEqual({ status: "delivered", id: "m1" });
    expect(rateLimits.consume).toHaveBeenCalledWith("contact", "203.0.113.7");
    expect(steps).toEqual(["rate limit", "store", "send", "mark delivered"]);
    expect(rows[0]).toMatchObject({ ...input, deliveredAt: clock.now() });
    expect(sent[0]).toMatchObject({ to: "contact@vyc-network.org", replyTo: "minh@example.com" });
  });

  it("keeps the message stored but undelivered when the mail server fails", async () => {
    const { deps, rows, steps } = setup({ mailFails: true });
    const error = await sendContactMessage(deps, input, "203.0.113.7").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ kind: "SERVICE_UNAVAILABLE", message: CONTACT_DELIVERY_FAILED });
    expect((error as Error).cause).toBeInstanceOf(Error);
    expect(steps).toEqual(["rate limit", "store", "send"]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.deliveredAt).toBeNull();
  });

  it("silently drops a submission whose honeypot is filled in", async () => {
    const { deps, rows, sent, steps } = setup();
    const outcome = await sendContactMessage(deps, { ...input, website: "https://spam.example" }, "203.0.113.7");
    expect(outcome).toEqual({ status: "dropped" });
    expect(steps).toEqual(["rate limit"]);
    expect(rows).toHaveLength(0);
    expect(sent).toHaveLength(0);
  });

  it("treats a blank honeypot as a person", async () => {
    const { deps, rows } = setup();
    await sendContactMessage(deps, { ...input, website: "  " }, "203.0.113.7");
    expect(rows).toHaveLength(1);
  });

  it("refuses past the rate limit before storing anything", async () => {
    const { deps, rows, sent } = setup({ limited: true });
    await expect(sendContactMessage(deps, input, "203.0.113.7")).rejects.toMatchObject({ kind: "TOO_MANY_REQUESTS" });
    expect(rows).toHaveLength(0);
    expect(sent).toHaveLength(0);
  });
});
