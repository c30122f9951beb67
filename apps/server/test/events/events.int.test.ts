import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);

describe("GET /api/events/getEventsNotExpired", () => {
  it("lists the upcoming published events, soonest first, in the specification's shape", async () => {
    const res = await get("/api/events/getEventsNotExpired");
    expect(res.status).toBe(200);
    const { events } = (await res.json()) as { events: Array<Record<string, unknown>> };
    const names = events.map((e) => e.name);
    expect(names).toContain("Identity Summer Camp Germany");
    expect(names).toContain("Community Engagement Training (Online)");
    expect(names).not.toContain("Summer Camp Norway");
    const starts = events.map((e) => Date.parse(String(e.dateStart)));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    const camp = events.find((e) => e.name === "Identity Summer Camp Germany");
    expect(camp).toMatchObject({ price: [490, 420], currency: "EUR", isOnline: false, isPublic: false, isRegistrable: true });
    expect(Object.keys(camp ?? {})).toEqual(
      expect.arrayContaining(["id", "eventCategory", "description", "place", "location", "features", "dateStart", "dateEnd", "year", "registrationDeadline", "checklist", "images", "label", "expiredRefundDate"]),
    );
    for (const e of events) expect(Date.parse(String(e.dateEnd))).toBeGreaterThan(Date.now());
  });
});

describe("GET /api/events/{id}/getData", () => {
  it("returns one event with the unit price first in the price array", async () => {
    const { events } = (await (await get("/api/events/getEventsNotExpired")).json()) as { events: Array<{ id: number; name: string }> };
    const seminar = events.find((e) => e.name === "Activism Seminar for Social Impact");
    const res = await get(`/api/events/${seminar?.id}/getData`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ event: { name: "Activism Seminar for Social Impact", price: [180], currency: "USD" } });
  });

  it("answers 404 with a message for an unknown id", async () => {
    const res = await get("/api/events/999999/getData");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: "Event not found." });
  });

  it("answers 400 for a malformed id", async () => {
    const res = await get("/api/events/abc/getData");
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: Array<{ path: string[] }> };
    expect(body.issues[0]?.path).toEqual(["id"]);
  });
});

describe("tRPC at /trpc", () => {
  it("serves the same procedures as the REST paths, with the events' Vietnamese content that the REST answers leave out", async () => {
    const rest = (await (await get("/api/events/getEventsNotExpired")).json()) as { events: Array<Record<string, unknown>> };
    const trpc = (await (await get("/trpc/events.getEventsNotExpired")).json()) as { result: { data: Array<Record<string, unknown>> } };
    const vietnamese = ["nameVi", "descriptionVi", "featuresVi", "checklistVi", "eventCategoryVi", "placeVi", "locationVi"];
    expect(trpc.result.data.map((e) => Object.fromEntries(Object.entries(e).filter(([key]) => !vietnamese.includes(key))))).toEqual(rest.events);
    for (const e of rest.events) for (const key of vietnamese) expect(Object.keys(e)).not.toContain(key);
    const camp = trpc.result.data.find((e) => e.name === "Identity Summer Camp Germany");
    expect(camp).toMatchObject({
      nameVi: "Trại hè Bản sắc tại Đức",
      descriptionVi: expect.stringContaining("Một tuần bên hồ gần Berlin"),
      featuresVi: expect.arrayContaining(["7 ngày 6 đêm"]),
      checklistVi: expect.arrayContaining(["Túi ngủ"]),
      eventCategoryVi: "Trại hè",
      placeVi: "Nhà nghỉ thanh niên Am Wannsee",
      locationVi: "Badeweg 1, 14129 Berlin, Đức",
    });
    const one = (await (await get(`/api/events/${String(camp?.id)}/getData`)).json()) as { event: Record<string, unknown> };
    expect(Object.keys(one.event).filter((key) => vietnamese.includes(key))).toEqual([]);
  });

  it("rejects a malformed id with BAD_REQUEST", async () => {
    const res = await get(`/trpc/events.getData?input=${encodeURIComponent(JSON.stringify({ id: "x" }))}`);
    expect(res.status).toBe(400);
  });
});

describe("host", () => {
  it("reports not authenticated without a session", async () => {
    const res = await get("/api/auth/is-authenticated");
    expect(await res.json()).toEqual({ isAuthenticated: false });
  });

  it("publishes an OpenAPI document of the REST paths", async () => {
    const doc = (await (await get("/api/openapi.json")).json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/events/getEventsNotExpired", "/events/{id}/getData", "/auth/is-authenticated"]));
  });

  it("answers health checks and sends security headers", async () => {
    const res = await get("/healthz");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await get("/api/nothing-here");
    expect(res.status).toBe(404);
  });
});
