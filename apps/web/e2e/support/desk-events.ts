import type { APIRequestContext } from "@playwright/test";
import { trpcMutation, trpcQuery } from "./waiting-list";

const HOUR_MS = 60 * 60 * 1000;

/**
 * An in-person event made by an admin through the API (`admin` is a signed-in admin's request
 * context), starting `startsInMs` from now on a whole minute and lasting `hours`.
 */
export async function inPersonEvent(admin: APIRequestContext, options: { name: string; price: number; startsInMs: number; hours: number }): Promise<number> {
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
    currency: "EUR",
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

/** Sells one adult a ticket at the desk through the API (`staff` is a signed-in staff member's request context) and returns its QR code. */
export async function soldAtDesk(staff: APIRequestContext, eventId: number, attendee: { firstName: string; lastName: string }): Promise<string> {
  const quote = await trpcQuery<{ totalMinor: number }>(staff, "kiosk.quoteSale", { eventId, numTickets: 1 });
  const { orderId } = await trpcMutation<{ orderId: number }>(staff, "kiosk.sell", {
    eventId,
    attendees: [{ ...attendee, age: 30 }],
    waiverLiability: true,
    paymentMethod: "cash",
    expectedTotalMinor: quote.totalMinor,
    deviceId: "e2e-desk",
    clientSaleId: `e2e-sale-${Date.now().toString(36)}`,
  });
  const order = await trpcQuery<{ tickets: Array<{ secret: string }> }>(staff, "kiosk.order", { orderId });
  const secret = order.tickets[0]?.secret;
  if (!secret) throw new Error(`Order ${orderId} has no ticket`);
  return secret;
}
