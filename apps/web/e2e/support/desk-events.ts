import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { trpcMutation, trpcQuery } from "./waiting-list";

const HOUR_MS = 60 * 60 * 1000;

/**
 * An in-person event made by an admin through the API (`admin` is a signed-in admin's request
 * context), starting `startsInMs` from now on a whole minute and lasting `hours`.
 */
export async function inPersonEvent(admin: APIRequestContext, options: { name: string; price: number; currency?: string; startsInMs: number; hours: number }): Promise<number> {
  const start = new Date(Math.ceil((Date.now() + options.startsInMs) / 60_000) * 60_000);
  const { id } = await trpcMutation<{ id: number }>(admin, "admin.createEvent", {
    name: options.name,
    eventCategory: "Weekend",
    description: "An evening of games and songs by the lake, for young people of the community.",
    isOnline: false,
    isPublic: false,
    place: "Youth hostel by the lake",
    location: "Leipzig, Germany",
    features: ["Games"],
    dateStart: start.toISOString(),
    dateEnd: new Date(start.getTime() + options.hours * HOUR_MS).toISOString(),
    year: start.getUTCFullYear(),
    price: options.price,
    currency: options.currency ?? "EUR",
    capacity: 20,
    offerHours: 24,
    registrationDeadline: start.toISOString(),
    isRegistrable: true,
    isPublished: true,
    checklist: ["Water bottle"],
    images: ["/images/camp-lake.svg"],
    label: "",
    expiredRefundDate: null,
  });
  return id;
}

/** A walk-in as the desk's form takes it; 30 years old unless said. */
interface WalkIn {
  firstName: string;
  lastName: string;
  age?: number;
  email?: string;
  guardianName?: string;
  guardianPhone?: string;
}

/** Sells one walk-in a ticket at the desk through the API (`staff` is a signed-in staff member's request context): its order and QR code. */
export async function walkInOrder(staff: APIRequestContext, eventId: number, attendee: WalkIn): Promise<{ orderId: number; secret: string }> {
  const quote = await trpcQuery<{ totalMinor: number }>(staff, "kiosk.quoteSale", { eventId, numTickets: 1 });
  const { orderId } = await trpcMutation<{ orderId: number }>(staff, "kiosk.sell", {
    eventId,
    attendees: [{ age: 30, ...attendee }],
    waiverLiability: true,
    waiverGuardian: (attendee.age ?? 30) < 18,
    paymentMethod: "cash",
    expectedTotalMinor: quote.totalMinor,
    deviceId: "e2e-desk",
    clientSaleId: randomUUID(),
  });
  const order = await trpcQuery<{ tickets: Array<{ secret: string }> }>(staff, "kiosk.order", { orderId });
  const secret = order.tickets[0]?.secret;
  if (!secret) throw new Error(`Order ${orderId} has no ticket`);
  return { orderId, secret };
}

/** Sells one walk-in a ticket at the desk through the API and returns its QR code. */
export async function soldAtDesk(staff: APIRequestContext, eventId: number, attendee: WalkIn): Promise<string> {
  return (await walkInOrder(staff, eventId, attendee)).secret;
}

/** The labels of the desk's check-in list form, in the desk's language. */
const LIST_FORM = { en: { event: "Event", save: "Save the check-in list" }, vi: { event: "Sự kiện", save: "Lưu danh sách check-in" } } as const;

/** The id of an event the desk can check in for, by its name. */
export async function checkInEventId(staff: APIRequestContext, name: string): Promise<number> {
  const lists = await trpcQuery<Array<{ id: number; name: string }>>(staff, "kiosk.checkInLists");
  const event = lists.find((e) => e.name === name);
  if (!event) throw new Error(`The desk cannot check in for ${name}`);
  return event.id;
}

/** Chooses what this desk checks in for on the check-in screen, as staff do before the first scan. */
export async function chooseCheckInList(page: Page, eventId: number, language: keyof typeof LIST_FORM = "en"): Promise<void> {
  await page.goto("/staff/check-in");
  await page.getByLabel(LIST_FORM[language].event, { exact: true }).selectOption(String(eventId));
  await page.getByRole("button", { name: LIST_FORM[language].save }).click();
}
