import { manualClock } from "@vyc/domain/shared";
import { ATTENDEE_DETAILS_MESSAGES, type TAttendeeDetailsView } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventById, eventIdBySlug } from "@vyc/testkit/db-lookups";
import { callTrpc, sellWalkIn, signedInStaff, type DeskStaff } from "@vyc/testkit/kiosk-client";
import { startSmtpCapture, type SmtpCapture } from "@vyc/testkit/smtp-capture";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";

let server: TestServer;
let smtp: SmtpCapture;
let staff: DeskStaff;
let campId: number;
let campStart: Date;
const clock = manualClock(new Date());

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ clock, env: { SMTP_URL: smtp.url } });
  campId = await eventIdBySlug(server.services.db, "identity-summer-camp-germany");
  campStart = (await eventById(server.services.db, campId)).dateStart;
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** The clock a week before the camp; the desk signs in then (a desk sign-in lasts one shift). */
async function aWeekBeforeTheCamp(): Promise<void> {
  clock.set(new Date(campStart.getTime() - 7 * 86_400_000));
  staff = await signedInStaff(server);
}

/** A walk-in's tickets e-mailed by the desk; the personal link of the attendee's ticket in that mail. */
async function linkOfWalkIn(): Promise<{ ticketId: string; token: string; url: string }> {
  const { orderId, tickets } = await sellWalkIn(server, staff, campId, 1);
  await callTrpc(server, "mutation", "kiosk.emailTickets", { orderId }, staff.authorization);
  const mail = await smtp.waitFor("attendee1@example.test", `(order #${orderId})`);
  const url = /https?:\/\/\S+\/attendee-details\/([A-Za-z0-9_-]+)/.exec(mail.text);
  const ticket = tickets[0];
  if (!url?.[1] || !ticket) throw new Error("The tickets e-mail has no details link");
  expect(mail.html).toContain(`/attendee-details/${url[1]}`);
  return { ticketId: ticket.id, token: url[1], url: url[0] };
}

const view = (token: string) => callTrpc<TAttendeeDetailsView>(server, "query", "registration.attendeeDetails", { token });
const complete = (token: string, details: Record<string, unknown>) => callTrpc(server, "mutation", "registration.completeAttendeeDetails", { token, ...details });
const DETAILS = { gender: "female", phone: "123-456-7890", country: "Germany", expectation: "Meet friends", healthcare: "Peanut allergy" };
const ticketRow = (id: string) => server.services.db.query.selectFrom("Ticket").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("a walk-in completes their details through the link sent with their tickets", () => {
  it("shows the ticket and saves the details the desk did not ask, health notes sealed", async () => {
    await aWeekBeforeTheCamp();
    const { ticketId, token } = await linkOfWalkIn();
    const before = await view(token);
    expect(before.status).toBe(200);
    expect(before.data).toMatchObject({ firstName: "First1", lastName: "Last1", gender: "", phone: "", country: "", expectation: "", hasHealthNotes: false, event: { name: "Identity Summer Camp Germany" } });

    expect((await complete(token, DETAILS)).status).toBe(200);
    const saved = await ticketRow(ticketId);
    expect(saved).toMatchObject({ gender: "female", phone: "123-456-7890", country: "Germany", expectation: "Meet friends" });
    expect(saved.healthcare).toMatch(/^enc:v1:/);
    expect((await view(token)).data).toMatchObject({ gender: "female", country: "Germany", hasHealthNotes: true });

    // Saved again without health notes: the ones given before are kept.
    expect((await complete(token, { ...DETAILS, healthcare: "", country: "Austria" })).status).toBe(200);
    const again = await ticketRow(ticketId);
    expect(again).toMatchObject({ country: "Austria", healthcare: saved.healthcare });
  });

  it("refuses the form's invalid fields with the form's messages", async () => {
    await aWeekBeforeTheCamp();
    const { token } = await linkOfWalkIn();
    const answer = await complete(token, { ...DETAILS, gender: "", country: "" });
    expect(answer.status).toBe(400);
    expect(answer.message).toContain("Choose a gender.");
  });

  it("refuses an unknown link, one replaced by a newer e-mail, and changes once the event has started", async () => {
    await aWeekBeforeTheCamp();
    expect(await view("x".repeat(43))).toMatchObject({ status: 404, message: ATTENDEE_DETAILS_MESSAGES.linkInvalid });
    const { ticketId, token } = await linkOfWalkIn();

    const orderId = (await ticketRow(ticketId)).orderId;
    await callTrpc(server, "mutation", "kiosk.emailTickets", { orderId, locale: "vi" }, staff.authorization);
    await smtp.waitFor("attendee1@example.test", `(đơn hàng #${orderId})`);
    expect((await view(token)).status).toBe(404);

    const { token: fresh } = await linkOfWalkIn();
    clock.set(new Date(campStart.getTime() + 60_000));
    expect(await complete(fresh, DETAILS)).toMatchObject({ status: 409, message: ATTENDEE_DETAILS_MESSAGES.eventStarted });
  });
});
