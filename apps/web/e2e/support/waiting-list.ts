import type { APIRequestContext } from "@playwright/test";
import { expect } from "@vyc/testkit/e2e-fixtures";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A tRPC mutation over HTTP with the request context's session; fails the test unless it answers 200. */
export async function trpcMutation<T>(request: APIRequestContext, path: string, input: unknown): Promise<T> {
  const res = await request.post(`/trpc/${path}`, { data: input });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

/** A tRPC query over HTTP with the request context's session; fails the test unless it answers 200. */
export async function trpcQuery<T>(request: APIRequestContext, path: string, input?: unknown): Promise<T> {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await request.get(`/trpc/${path}${query}`);
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

export interface SoldOutEvent {
  id: number;
  name: string;
  /** Raises the capacity; the seats it adds go to the waiting list first, in order. */
  setCapacity: (capacity: number) => Promise<void>;
}

/**
 * A new event of one seat, sold at the desk, so it is sold out and its waiting list is its own
 * (the seeded waiting-list event stays as the waiting-list test expects it). `staff` is the
 * request context of a signed-in staff member or admin.
 */
export async function soldOutEvent(staff: APIRequestContext, name: string): Promise<SoldOutEvent> {
  // After every seeded event, so lists that start with those are unchanged.
  const start = new Date(Math.ceil((Date.now() + 400 * DAY_MS) / DAY_MS) * DAY_MS + 9 * 60 * 60 * 1000);
  const input = {
    name,
    eventCategory: "Weekend",
    description: "A weekend of workshops, games and a lake, for young people of the community.",
    isOnline: false,
    isPublic: false,
    place: "Youth hostel by the lake",
    location: "Leipzig, Germany",
    features: ["Meals", "Workshops"],
    dateStart: start.toISOString(),
    dateEnd: new Date(start.getTime() + 2 * DAY_MS).toISOString(),
    year: start.getUTCFullYear(),
    price: 90,
    currency: "EUR",
    capacity: 1,
    offerHours: 24,
    registrationDeadline: new Date(start.getTime() - 7 * DAY_MS).toISOString(),
    isRegistrable: true,
    isPublished: true,
    checklist: ["Sleeping bag"],
    images: ["/images/camp-lake.svg"],
    label: "",
    expiredRefundDate: null,
  };
  const { id } = await trpcMutation<{ id: number }>(staff, "admin.createEvent", input);
  const quote = await trpcQuery<{ totalMinor: number }>(staff, "kiosk.quoteSale", { eventId: id, numTickets: 1 });
  await trpcMutation(staff, "kiosk.sell", {
    attendees: [
      { firstName: "Thao", lastName: "Vo", gender: "female", age: 23, email: "thao.vo@example.test", phone: "+49 151 23456789", country: "Germany", expectation: "Registered at the camp desk", healthcare: "" },
    ],
    waiverLiability: true,
    waiverGuardian: true,
    eventId: id,
    paymentMethod: "cash",
    expectedTotalMinor: quote.totalMinor,
    deviceId: "waiting-list-desk",
    clientSaleId: `sold-out-${id}`,
  });
  return {
    id,
    name,
    setCapacity: async (capacity) => void (await trpcMutation(staff, "admin.updateEvent", { ...input, id, capacity })),
  };
}
