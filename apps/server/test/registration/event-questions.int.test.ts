import { QUESTION_CHANGE_REFUSALS } from "@vyc/validators";
import { openText } from "@vyc/domain/privacy";
import type { AdminQuestion } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendee } from "@vyc/testkit/attendees";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { eventIdBySlug, insertEvent } from "@vyc/testkit/db-lookups";
import { eventRow } from "@vyc/testkit/event-input";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { callTrpc } from "@vyc/testkit/trpc-http";
import { createUser, sessionFor, type SignedIn } from "@vyc/testkit/users";

const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
let buyer: Buyer;
let staff: SignedIn;
let eventId: number;
let sizeId: number;
let dietId: number;

const asStaff = <T>(path: string, input: unknown) => callTrpc<T>(server.url, path, input, { cookie: staff.cookie });

beforeAll(async () => {
  server = await startTestServer();
  const db = server.services.db;
  buyer = await createBuyer(db, server.services.clock.now());
  staff = await sessionFor(server, await createUser(server, { role: "staff" }));
  const now = server.services.clock.now().getTime();
  eventId = await insertEvent(db, eventRow("questions-camp", new Date(now + 30 * DAY), { dateEnd: new Date(now + 33 * DAY), capacity: 50 }));
  const size = await asStaff<{ id: number }>("questions.create", {
    eventId,
    question: { kind: "choice", label: "T-shirt size", labelVi: "Cỡ áo thun", options: ["S", "M", "L", "XL"].map((label) => ({ label })), required: true },
  });
  const diet = await asStaff<{ id: number }>("questions.create", {
    eventId,
    question: { kind: "text", label: "Allergies or diet", labelVi: "Dị ứng hoặc chế độ ăn", sensitive: true },
  });
  sizeId = size.data?.id ?? 0;
  dietId = diet.data?.id ?? 0;
});
afterAll(() => server.close());

const register = (participants: Record<string, unknown>) =>
  fetch(`${server.url}/api/register/public`, {
    method: "POST",
    headers: { "content-type": "application/json", ...buyer.headers },
    body: JSON.stringify({ eventId, numTickets: Object.keys(participants).length, participants }),
  });

const ticketsOf = (orderId: number) => server.services.db.query.selectFrom("Ticket").select(["id", "firstName"]).where("orderId", "=", orderId).orderBy("number").execute();
const answersOf = (ticketId: string) => server.services.db.query.selectFrom("Answer").select(["questionId", "value"]).where("ticketId", "=", ticketId).orderBy("questionId").execute();

describe("organisers' questions", () => {
  it("are seeded on the demo summer camp: a required T-shirt size and sealed allergies, in both languages", async () => {
    const camp = await eventIdBySlug(server.services.db, "identity-summer-camp-germany");
    const listed = await callTrpc<AdminQuestion[]>(server.url, "questions.list", { eventId: camp }, { cookie: staff.cookie }, "GET");
    expect(listed.data?.map((q) => [q.label, q.labelVi, q.kind, q.required, q.sensitive, q.options.map((o) => o.label)])).toEqual([
      ["T-shirt size", "Cỡ áo thun", "choice", true, false, ["S", "M", "L", "XL"]],
      ["Allergies or diet", "Dị ứng hoặc chế độ ăn uống", "text", false, true, []],
    ]);
  });

  it("are written by staff in the event's order, and refused to buyers", async () => {
    const listed = await callTrpc<AdminQuestion[]>(server.url, "questions.list", { eventId }, { cookie: staff.cookie }, "GET");
    expect(listed.data?.map((q) => [q.label, q.kind, q.required, q.sensitive])).toEqual([
      ["T-shirt size", "choice", true, false],
      ["Allergies or diet", "text", false, true],
    ]);
    const refused = await callTrpc(server.url, "questions.create", { eventId, question: { kind: "text", label: "Nope" } }, buyer.headers);
    expect(refused.status).toBe(403);
    const oneOption = await asStaff("questions.create", { eventId, question: { kind: "choice", label: "Size", options: [{ label: "S" }] } });
    expect(oneOption.status).toBe(400);
  });

  it("refuse a registration whose form leaves a required question blank, with the coded message", async () => {
    const res = await register({ "1": attendee(1, { answers: { [dietId]: "Nuts" } }) });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ message: 'Please answer "T-shirt size".' });
  });

  it("refuse a choice outside the question's options", async () => {
    const res = await register({ "1": attendee(1, { answers: { [sizeId]: "7" } }) });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ message: 'Choose one of the offered answers to "T-shirt size".' });
  });

  it("let the specification's client, which sends no answers, register", async () => {
    const res = await register({ "1": attendee(2, { firstName: "Plain" }) });
    expect(res.status).toBe(200);
    const { orderId } = (await res.json()) as { orderId: number };
    const [ticket] = await ticketsOf(orderId);
    expect(await answersOf(ticket?.id ?? "")).toEqual([]);
  });

  it("store the answers with the tickets, a sensitive one sealed and opened only through the logged reveal", async () => {
    const res = await register({ "1": attendee(3, { firstName: "Hoa", answers: { [sizeId]: "2", [dietId]: "No peanuts, vegetarian" } }) });
    expect(res.status).toBe(200);
    const { orderId } = (await res.json()) as { orderId: number };
    const [ticket] = await ticketsOf(orderId);
    const ticketId = ticket?.id ?? "";
    const stored = await answersOf(ticketId);
    expect(stored.find((a) => a.questionId === sizeId)?.value).toBe("2");
    const diet = stored.find((a) => a.questionId === dietId)?.value ?? "";
    expect(diet).toMatch(/^enc:v1:/);
    expect(diet).not.toContain("peanuts");
    expect(openText(diet)).toBe("No peanuts, vegetarian");

    const detail = await callTrpc<{ tickets: Array<{ answers: Array<{ label: string; text: string }>; hasSealedAnswers: boolean }> }>(
      server.url, "admin.getOrder", { orderId }, { cookie: staff.cookie }, "GET",
    );
    expect(detail.data?.tickets[0]?.answers).toEqual([expect.objectContaining({ label: "T-shirt size", text: "L" })]);
    expect(detail.data?.tickets[0]?.hasSealedAnswers).toBe(true);

    const desk = await callTrpc<Array<{ id: string; answers?: Array<{ label: string; text: string }> }>>(server.url, "kiosk.searchTickets", { query: "Hoa" }, { authorization: staff.authorization }, "GET");
    expect(desk.data?.find((t) => t.id === ticketId)?.answers).toEqual([expect.objectContaining({ label: "T-shirt size", text: "L" })]);

    const revealed = await asStaff<{ answers: Array<{ label: string; text: string }> }>("privacy.healthNotes", { ticketId });
    expect(revealed.data?.answers).toEqual([expect.objectContaining({ label: "Allergies or diet", labelVi: "Dị ứng hoặc chế độ ăn", text: "No peanuts, vegetarian" })]);
    const logged = await server.services.db.query.selectFrom("AuditLog").select("action").where("action", "=", "health.view").where("target", "=", `ticket:${ticketId}`).execute();
    expect(logged).toHaveLength(1);
  });

  it("appear in the attendee export, the sensitive one only in the sheet with health notes", async () => {
    const plain = await (await fetch(`${server.url}/api/admin/events/${eventId}/attendees.csv`, { headers: { cookie: staff.cookie } })).text();
    const [header, ...rows] = plain.trim().split("\n");
    expect(header).toContain("T-shirt size");
    expect(header).not.toContain("Allergies or diet");
    expect(rows.find((r) => r.includes("Hoa"))).toMatch(/,L$/);
    const medical = await (await fetch(`${server.url}/api/admin/events/${eventId}/attendees-health.csv`, { headers: { cookie: staff.cookie } })).text();
    expect(medical.split("\n")[0]).toContain("Allergies or diet");
    expect(medical).toContain("No peanuts, vegetarian");
  });

  it("are answered again by the buyer on their tickets page until the event starts", async () => {
    const res = await register({ "1": attendee(4, { firstName: "Minh", answers: { [sizeId]: "0", [dietId]: "Lactose" } }) });
    const { orderId } = (await res.json()) as { orderId: number };
    const ticketId = (await ticketsOf(orderId))[0]?.id ?? "";
    const view = await callTrpc<{ answers: Record<string, string>; sealedAnswered: number[] }>(server.url, "questions.ticketAnswers", { ticketId }, buyer.headers, "GET");
    expect(view.data).toMatchObject({ answers: { [sizeId]: "0" }, sealedAnswered: [dietId] });
    expect(view.data?.answers).not.toHaveProperty(String(dietId));
    const other = await createBuyer(server.services.db, server.services.clock.now());
    expect((await callTrpc(server.url, "questions.changeTicketAnswers", { ticketId, answers: { [sizeId]: "3" } }, other.headers)).status).toBe(404);

    const changed = await callTrpc(server.url, "questions.changeTicketAnswers", { ticketId, answers: { [sizeId]: "3" } }, buyer.headers);
    expect(changed.status).toBe(200);
    const stored = await answersOf(ticketId);
    expect(stored.find((a) => a.questionId === sizeId)?.value).toBe("3");
    expect(openText(stored.find((a) => a.questionId === dietId)?.value)).toBe("Lactose");
    const blank = await callTrpc(server.url, "questions.changeTicketAnswers", { ticketId, answers: { [sizeId]: "" } }, buyer.headers);
    expect(blank.error?.message).toBe('Please answer "T-shirt size".');

    await server.services.db.query.updateTable("Event").set({ dateStart: new Date(server.services.clock.now().getTime() - DAY) }).where("id", "=", eventId).execute();
    const late = await callTrpc(server.url, "questions.changeTicketAnswers", { ticketId, answers: { [sizeId]: "1" } }, buyer.headers);
    expect(late.status).toBe(409);
    expect(late.error?.message).toBe(QUESTION_CHANGE_REFUSALS.eventStarted.message);
    expect((await answersOf(ticketId)).find((a) => a.questionId === sizeId)?.value).toBe("3");
  });

  it("are archived, not deleted, once answered; an unanswered one is deleted", async () => {
    const removed = await asStaff<{ archived: boolean }>("questions.remove", { id: sizeId });
    expect(removed.data).toEqual({ archived: true });
    const extra = await asStaff<{ id: number }>("questions.create", { eventId, question: { kind: "yesNo", label: "Need a bed?" } });
    expect((await asStaff<{ archived: boolean }>("questions.remove", { id: extra.data?.id })).data).toEqual({ archived: false });
    const listed = await callTrpc<AdminQuestion[]>(server.url, "questions.list", { eventId }, { cookie: staff.cookie }, "GET");
    expect(listed.data?.map((q) => [q.label, q.archived])).toEqual([
      ["Allergies or diet", false],
      ["T-shirt size", true],
    ]);
  });
});
