import { PRIVACY_MESSAGES } from "@vyc/validators";
import { readFileSync, existsSync } from "node:fs";
import { sqliteFilePath } from "@vyc/db";
import { readOrganiserSettings, saveOrganiserSettings } from "@vyc/db/stores/organiser-settings";
import { guardianWaiver } from "@vyc/domain/privacy";
import type { TDeskTicket, TGuardianConsentView, TUserTicketsOutput } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendee } from "@vyc/testkit/attendees";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { insertEvent } from "@vyc/testkit/db-lookups";
import { eventRow } from "@vyc/testkit/event-input";
import { startSmtpCapture, type SmtpCapture } from "@vyc/testkit/smtp-capture";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { callTrpc } from "@vyc/testkit/trpc-http";
import { createUser, sessionFor, type SignedIn } from "@vyc/testkit/users";

const DAY = 24 * 60 * 60 * 1000;
const HEALTH = "Severe peanut allergy, carries an EpiPen";
const GUARDIAN = { guardianName: "Mai Tran", guardianEmail: "mai.tran@example.test", guardianPhone: "+49 151 23456789" };

let server: TestServer;
let smtp: SmtpCapture;
let buyer: Buyer;
let staff: SignedIn;
let staffId: string;
let eventId: number;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ env: { SMTP_URL: smtp.url } });
  const db = server.services.db;
  // Until the reply-to test, the organiser settings have no e-mail (the demo organiser's has one).
  await saveOrganiserSettings(db, { ...(await readOrganiserSettings(db)), email: "" }, new Date());
  buyer = await createBuyer(db, server.services.clock.now());
  const staffUser = await createUser(server, { role: "staff" });
  staffId = staffUser.id;
  staff = await sessionFor(server, staffUser);
  const now = server.services.clock.now().getTime();
  eventId = await insertEvent(db, eventRow("free-youth-camp", new Date(now + 30 * DAY), { dateEnd: new Date(now + 33 * DAY), capacity: 50 }));
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const register = (participants: Record<string, unknown>) =>
  fetch(`${server.url}/api/register/public`, {
    method: "POST",
    headers: { "content-type": "application/json", ...buyer.headers },
    body: JSON.stringify({ eventId, numTickets: Object.keys(participants).length, participants }),
  });

const linkToken = (text: string): string => {
  const match = /\/guardian-consent\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`No consent link in: ${text}`);
  return match[1];
};

const orderCount = async () => (await server.services.db.query.selectFrom("Order").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n;
const ticketNamed = (firstName: string) => server.services.db.query.selectFrom("Ticket").selectAll().where("firstName", "=", firstName).executeTakeFirstOrThrow();
const consentOf = (ticketId: string) => server.services.db.query.selectFrom("GuardianConsent").selectAll().where("ticketId", "=", ticketId).executeTakeFirst();

const view = (token: string) => callTrpc<TGuardianConsentView>(server.url, "privacy.guardianConsent", { token }, {}, "GET");
const confirm = (token: string, waiverHash: string) => callTrpc(server.url, "privacy.confirmGuardianConsent", { token, waiverHash });

describe("guardian consent for attendees under 18", () => {
  it("refuses a minor without a guardian e-mail or phone with 400 and the field's path, and stores nothing", async () => {
    const orders = await orderCount();
    const res = await register({ "1": attendee(1, { age: 15, guardianName: "Mai Tran" }) });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; issues: Array<{ path: string[]; message: string }> };
    expect(body.issues.map((i) => i.path.join("."))).toEqual(["participants.1.guardianEmail", "participants.1.guardianPhone"]);
    expect(body.message).toBe("Guardian email is required for attendees under 18.");
    const noCountry = await register({ "1": attendee(1, { age: 15, ...GUARDIAN, guardianPhone: "0151 23456789" }) });
    expect(noCountry.status).toBe(400);
    const refused = (await noCountry.json()) as { issues: Array<{ path: string[]; message: string }> };
    expect(refused.issues.map((i) => [i.path.join("."), i.message])).toEqual([["participants.1.guardianPhone", "Enter a valid phone number with its country code, e.g. +49 151 23456789."]]);
    expect(await orderCount()).toBe(orders);
  });

  it("still takes the specification's payload for adults, without guardian fields", async () => {
    expect((await register({ "1": attendee(2, { age: 24, email: "adult@example.test" }) })).status).toBe(200);
  });

  it("e-mails the guardian a single-use, tamper-proof link; confirming records the time and the waiver's hash", async () => {
    const res = await register({ "1": attendee(3, { age: 16, firstName: "Bao", healthcare: HEALTH, ...GUARDIAN }) });
    expect(res.status).toBe(200);
    const mail = await smtp.waitFor(GUARDIAN.guardianEmail, "Your consent is needed");
    expect(mail.text).toContain("Bao Last3");
    expect(mail.text).not.toContain("peanut");
    expect(mail.html).not.toContain("peanut");
    // No organiser e-mail is set: no Reply-To, and the mail does not ask for a reply to a no-reply address.
    expect(mail.replyTo).toBe("");
    expect(mail.text).not.toMatch(/\breply to (it|us|this)\b/i);
    expect(mail.text).toContain("Replies to this address are not read");
    expect(mail.text).toMatch(/https?:\/\/\S+\/#contact/);
    const token = linkToken(mail.text);

    const tampered = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    expect((await view(tampered)).status).toBe(404);
    expect((await confirm(tampered, guardianWaiver("en").hash)).status).toBe(404);

    const shown = await view(token);
    expect(shown.status).toBe(200);
    expect(shown.data?.attendeeFirstName).toBe("Bao");
    expect(shown.data).toMatchObject({ status: "pending", givenAt: null, method: null });
    // The guardian's own waiver, not the registration form's with its clause for registrations without minors.
    expect(shown.data?.waiver?.title).toBe("Parent/guardian consent");
    expect(shown.data?.waiver?.paragraphs.length).toBeGreaterThan(3);
    expect(shown.data?.waiver?.paragraphs.join(" ")).not.toContain("If no participant");
    expect(shown.data?.waiver?.paragraphs.join(" ")).toContain("phone number given in the registration");
    expect((await confirm(token, "0".repeat(64))).status).toBe(409);

    const before = Date.now();
    expect((await confirm(token, shown.data?.waiver?.hash ?? "")).status).toBe(200);
    const again = await confirm(token, shown.data?.waiver?.hash ?? "");
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe(PRIVACY_MESSAGES.consentAlreadyGiven);

    const consent = await consentOf((await ticketNamed("Bao")).id);
    expect(consent).toMatchObject({ status: "given", method: "link", waiverHash: guardianWaiver("en").hash, waiverLocale: "en" });
    expect(consent?.givenAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // Opened again, the link shows the consent that was given and when, not "not valid any more".
    const reopened = await view(token);
    expect(reopened.status).toBe(200);
    expect(reopened.data).toMatchObject({ status: "given", method: "link", givenAt: consent?.givenAt?.toISOString() });
    expect(reopened.data?.waiver?.hash).toBe(guardianWaiver("en").hash);

    const tickets = (await (await fetch(`${server.url}/api/user/tickets`, { headers: buyer.headers })).json()) as TUserTicketsOutput;
    const mine = Object.values(tickets.tickets).flat();
    expect(mine.find((t) => t.firstname === "Bao")?.guardian_consent).toBe("given");
    expect(mine.find((t) => t.firstname === "First2")?.guardian_consent).toBe("notNeeded");
  });

  it("keeps health notes and guardian contact sealed in the database: no plaintext in the column or the file", async () => {
    await register({ "1": attendee(4, { age: 14, firstName: "Chi", healthcare: "Takes insulin twice a day", ...GUARDIAN, guardianEmail: "chi.parent@example.test" }) });
    const ticket = await ticketNamed("Chi");
    for (const value of [ticket.healthcare, ticket.guardianName, ticket.guardianEmail, ticket.guardianPhone]) expect(value).toMatch(/^enc:v1:[\w-]+:[\w-]+$/);
    expect(ticket.healthcare).not.toContain("insulin");
    expect(ticket.guardianPhone).not.toContain("4915123456789");
    if (!server.databaseUrl.startsWith("file:")) return;
    const file = sqliteFilePath(server.databaseUrl);
    const bytes = [file, `${file}-wal`].filter((f) => existsSync(f)).map((f) => readFileSync(f).toString("latin1")).join("");
    expect(bytes).toContain("Chi");
    for (const secret of ["insulin", "peanut", "chi.parent@example.test", "Mai Tran", "4915123456789", "+49 151"]) expect(bytes).not.toContain(secret);
  });

  it("opens health notes to staff only, logging each reading; exports leave them out unless asked, which is logged too", async () => {
    const ticket = await ticketNamed("Bao");
    expect((await callTrpc(server.url, "privacy.healthNotes", { ticketId: ticket.id }, buyer.headers)).status).toBe(403);
    const read = await callTrpc<{ healthcare: string; guardianEmail: string }>(server.url, "privacy.healthNotes", { ticketId: ticket.id }, { cookie: staff.cookie });
    expect(read.data).toMatchObject({ healthcare: HEALTH, guardianEmail: GUARDIAN.guardianEmail, guardianPhone: "+4915123456789" });
    const logged = await server.services.db.query.selectFrom("AuditLog").selectAll().where("action", "=", "health.view").where("target", "=", `ticket:${ticket.id}`).execute();
    expect(logged.map((e) => e.actorId)).toEqual([staffId]);

    const plain = await fetch(`${server.url}/api/admin/events/${eventId}/attendees.csv`, { headers: { cookie: staff.cookie } });
    const csv = await plain.text();
    expect(csv).toContain("Bao");
    expect(csv).not.toContain("peanut");
    expect(csv.split("\n")[0]).not.toMatch(/health/i);
    const medical = await (await fetch(`${server.url}/api/admin/events/${eventId}/attendees-health.csv`, { headers: { cookie: staff.cookie } })).text();
    expect(medical).toContain(HEALTH);
    const exports = await server.services.db.query.selectFrom("AuditLog").select("id").where("action", "=", "attendees.exportHealth").where("target", "=", `event:${eventId}`).execute();
    expect(exports).toHaveLength(1);
  });

  it("shows the desk a minor without consent, lets staff record a paper consent, and staff can resend the link", async () => {
    const search = await callTrpc<TDeskTicket[]>(server.url, "kiosk.searchTickets", { query: "Chi" }, { authorization: staff.authorization }, "GET");
    const chi = search.data?.find((t) => t.attendee.firstName === "Chi");
    expect(chi?.guardianConsent).toBe("pending");
    expect(chi?.attendee).not.toHaveProperty("healthcare");

    const firstMail = await smtp.waitFor("chi.parent@example.test", "Your consent is needed");
    const resent = await callTrpc(server.url, "privacy.resendGuardianConsent", { ticketId: chi?.id }, { cookie: staff.cookie });
    expect(resent.status).toBe(200);
    await expect.poll(() => smtp.messages.filter((m) => m.to.includes("chi.parent@example.test")).length).toBe(2);
    expect((await view(linkToken(firstMail.text))).status).toBe(404);

    expect((await callTrpc(server.url, "privacy.recordPaperConsent", { ticketId: chi?.id }, { authorization: staff.authorization })).status).toBe(200);
    const after = await callTrpc<TDeskTicket[]>(server.url, "kiosk.searchTickets", { query: "Chi" }, { authorization: staff.authorization }, "GET");
    expect(after.data?.find((t) => t.attendee.firstName === "Chi")?.guardianConsent).toBe("given");
    const consent = await consentOf(chi?.id ?? "");
    expect(consent).toMatchObject({ method: "paper", recordedById: staffId });
    expect((await callTrpc(server.url, "privacy.recordPaperConsent", { ticketId: chi?.id }, { cookie: staff.cookie })).status).toBe(409);

    // The link of the latest e-mail now shows the consent given on paper, and when; it confirms nothing.
    const latest = smtp.messages.filter((m) => m.to.includes("chi.parent@example.test")).at(-1);
    const onPaper = await view(linkToken(latest?.text ?? ""));
    expect(onPaper.data).toMatchObject({ status: "given", method: "paper", givenAt: consent?.givenAt?.toISOString(), waiver: null });
    expect((await confirm(linkToken(latest?.text ?? ""), guardianWaiver("en").hash)).status).toBe(409);
  });

  it("sends the guardian's e-mail with Reply-To the organiser's e-mail once the organiser settings have one", async () => {
    const db = server.services.db;
    const settings = await readOrganiserSettings(db);
    await saveOrganiserSettings(db, { ...settings, email: "camps@vyc-organisers.test" }, new Date());
    try {
      expect((await register({ "1": attendee(5, { age: 13, firstName: "Dung", ...GUARDIAN, guardianEmail: "dung.parent@example.test" }) })).status).toBe(200);
      const mail = await smtp.waitFor("dung.parent@example.test", "Your consent is needed");
      expect(mail.replyTo).toBe("camps@vyc-organisers.test");
      expect(mail.text).toContain("reply to it to let the organisers know");
      expect(mail.text).not.toContain("Replies to this address are not read");
    } finally {
      await saveOrganiserSettings(db, settings, new Date());
    }
  });
});
