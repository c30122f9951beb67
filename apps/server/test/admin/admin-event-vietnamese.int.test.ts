import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trpcAs } from "@vyc/testkit/admin-fixtures";
import { eventInput, withoutDefaults } from "@vyc/testkit/event-input";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { createUser, sessionFor } from "@vyc/testkit/users";

let server: TestServer;
let staff: string;
beforeAll(async () => {
  server = await startTestServer();
  staff = (await sessionFor(server, await createUser(server, { role: "staff" }))).authorization;
});
afterAll(() => server.close());

const nextYear = new Date().getUTCFullYear() + 1;
const newEvent = (over: Record<string, unknown> = {}) => eventInput(nextYear, { name: "Identity Summer Camp Austria", features: ["7 days", "All meals"], ...over });

const vietnamese = {
  nameVi: "Trại hè Bản sắc Áo",
  descriptionVi: "Một tuần trên dãy Alps.",
  featuresVi: ["7 ngày", "Bao gồm các bữa ăn"],
  checklistVi: ["Hộ chiếu"],
  eventCategoryVi: "Trại hè",
  placeVi: "Nhà nghỉ thanh niên Innsbruck",
  locationVi: "Innsbruck, Áo",
};

type AdminEvent = Record<string, unknown> & { id: number };
const admin = <T = unknown>(kind: "query" | "mutation", path: string, input?: unknown) => trpcAs<T>(server.url, kind, `admin.${path}`, input, staff);
const getEvent = async (eventId: number) => (await admin<AdminEvent>("query", "getEvent", { eventId })).data;

describe("Vietnamese content of an event in the back office", () => {
  it("stores the Vietnamese name, description, features, checklist, category, place and location and reads them back", async () => {
    const created = await admin<{ id: number }>("mutation", "createEvent", newEvent(vietnamese));
    expect(created.status).toBe(200);
    expect(await getEvent(created.data.id)).toMatchObject({ name: "Identity Summer Camp Austria", ...vietnamese });

    const edited = await admin("mutation", "updateEvent", { id: created.data.id, ...newEvent({ ...vietnamese, nameVi: "Trại hè Áo", checklistVi: [] }) });
    expect(edited.status).toBe(200);
    expect(await getEvent(created.data.id)).toMatchObject({ nameVi: "Trại hè Áo", descriptionVi: vietnamese.descriptionVi, featuresVi: vietnamese.featuresVi, checklistVi: [] });
  });

  it("leaves the Vietnamese content empty when none is given", async () => {
    const created = await admin<{ id: number }>("mutation", "createEvent", withoutDefaults(newEvent({ name: "English Only Seminar" })));
    expect(created.status).toBe(200);
    expect(await getEvent(created.data.id)).toMatchObject({ nameVi: "", descriptionVi: "", featuresVi: [], checklistVi: [], eventCategoryVi: "", placeVi: "", locationVi: "" });
  });

  it("refuses an empty Vietnamese list entry with its path", async () => {
    const res = await fetch(`${server.url}/trpc/admin.createEvent`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: staff },
      body: JSON.stringify(newEvent({ featuresVi: ["Bữa ăn", " "] })),
    });
    const body = (await res.json()) as { error: { data: { issues: Array<{ path: string[] }> } } };
    expect(res.status).toBe(400);
    expect(body.error.data.issues.map((i) => i.path.join("."))).toEqual(["featuresVi.1"]);
  });

  it("keeps the specification's English fields on the /api event answer", async () => {
    const created = await admin<{ id: number }>("mutation", "createEvent", newEvent({ ...vietnamese, name: "REST Shape Camp" }));
    const { event } = (await (await fetch(`${server.url}/api/events/${created.data.id}/getData`)).json()) as { event: Record<string, unknown> };
    expect(event).toMatchObject({ name: "REST Shape Camp", features: ["7 days", "All meals"] });
    for (const key of Object.keys(vietnamese)) expect(event).not.toHaveProperty(key);
  });

  it("gives the web app the Vietnamese category, place and location of a published event", async () => {
    const created = await admin<{ id: number }>("mutation", "createEvent", newEvent({ ...vietnamese, name: "Public Vietnamese Camp" }));
    const res = await fetch(`${server.url}/trpc/events.getData?input=${encodeURIComponent(JSON.stringify({ id: created.data.id }))}`);
    const body = (await res.json()) as { result: { data: Record<string, unknown> } };
    expect(body.result.data).toMatchObject({ eventCategory: "Summer Camp", eventCategoryVi: "Trại hè", placeVi: vietnamese.placeVi, locationVi: vietnamese.locationVi });
  });

  it("refuses a Vietnamese place longer than 200 characters with its message", async () => {
    const res = await fetch(`${server.url}/trpc/admin.createEvent`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: staff },
      body: JSON.stringify(newEvent({ placeVi: "x".repeat(201) })),
    });
    const body = (await res.json()) as { error: { data: { issues: Array<{ path: string[]; message: string }> } } };
    expect(res.status).toBe(400);
    expect(body.error.data.issues).toEqual([{ path: ["placeVi"], message: "Vietnamese place: at most 200 characters." }]);
  });
});
