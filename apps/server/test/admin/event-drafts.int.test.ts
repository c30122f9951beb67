import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trpcAs } from "@vyc/testkit/admin-fixtures";
import { eventInput } from "@vyc/testkit/event-input";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { createUser, sessionFor } from "@vyc/testkit/users";

let server: TestServer;
let staff: string;
let admin: string;
let buyer: string;
beforeAll(async () => {
  server = await startTestServer();
  staff = (await sessionFor(server, await createUser(server, { role: "staff" }))).authorization;
  admin = (await sessionFor(server, await createUser(server, { role: "admin" }))).authorization;
  buyer = (await sessionFor(server, await createUser(server))).authorization;
});
afterAll(() => server.close());

const nextYear = new Date().getUTCFullYear() + 1;
const listedIds = async () => ((await (await fetch(`${server.url}/api/events/getEventsNotExpired`)).json()) as { events: Array<{ id: number }> }).events.map((e) => e.id);

/** The back office's new event as a caller sends it without saying whether it is published. */
function draftInput(name: string) {
  const { isPublished: _isPublished, ...input } = eventInput(nextYear, { name });
  return input;
}

describe("a new event starts as a draft", () => {
  it("stays off the site, is previewed by staff only, and goes public once published, in the audit log", async () => {
    const created = await trpcAs<{ id: number }>(server.url, "mutation", "admin.createEvent", draftInput("Autumn Draft Retreat"), staff);
    expect(created.status).toBe(200);
    const id = created.data.id;

    expect((await trpcAs<{ isPublished: boolean }>(server.url, "query", "admin.getEvent", { eventId: id }, staff)).data.isPublished).toBe(false);
    expect(await listedIds()).not.toContain(id);
    expect((await fetch(`${server.url}/api/events/${id}/getData`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/events/${id}/getData`, { headers: { authorization: staff } })).status).toBe(404);

    const preview = await trpcAs<{ id: number; name: string; price: number[]; seatsLeft: number }>(server.url, "query", "admin.previewEvent", { eventId: id }, staff);
    expect(preview.status).toBe(200);
    expect(preview.data).toMatchObject({ id, name: "Autumn Draft Retreat", price: [490], seatsLeft: 120 });
    expect([401, 403]).toContain((await trpcAs(server.url, "query", "admin.previewEvent", { eventId: id }, buyer)).status);
    expect((await trpcAs(server.url, "query", "admin.previewEvent", { eventId: id })).status).toBe(401);
    expect((await trpcAs(server.url, "query", "admin.previewEvent", { eventId: 999_999 }, staff)).status).toBe(404);

    expect((await trpcAs(server.url, "mutation", "admin.setEventPublished", { id, value: true }, staff)).status).toBe(200);
    expect(await listedIds()).toContain(id);
    const res = await fetch(`${server.url}/api/events/${id}/getData`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { event: { name: string } }).event.name).toBe("Autumn Draft Retreat");

    const audit = await trpcAs<{ entries: Array<{ action: string; target: string }> }>(server.url, "query", "admin.auditLog", { eventId: id }, admin);
    expect(audit.data.entries.map((e) => e.action)).toContain("event.publish");
    expect(audit.data.entries.find((e) => e.action === "event.publish")?.target).toBe(`event:${id}`);
  });

  it("keeps an edit from changing whether the event is published unless it says so", async () => {
    const created = await trpcAs<{ id: number }>(server.url, "mutation", "admin.createEvent", eventInput(nextYear, { name: "Published Spring Camp" }), staff);
    const id = created.data.id;
    expect(await listedIds()).toContain(id);
    const { isPublished: _isPublished, ...withoutFlag } = eventInput(nextYear, { name: "Published Spring Camp" });
    const refused = await trpcAs(server.url, "mutation", "admin.updateEvent", { id, ...withoutFlag }, staff);
    expect(refused.status).toBe(400);
    expect(await listedIds()).toContain(id);
  });
});
