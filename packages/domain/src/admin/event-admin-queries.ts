import { type Db, type Event } from "@vyc/db";
import { findEvent, listEventsForAdmin } from "@vyc/db/stores/events";
import { countPaidOrdersByEvent } from "@vyc/db/stores/order-listings";
import { readOrganiserSettings } from "@vyc/db/stores/organiser-settings";
import { countValidTicketsByEvent } from "@vyc/db/stores/tickets";
import { ADMIN_MESSAGES, type TAdminEventOutput } from "@vyc/validators";
import { seatsTaken } from "../events/availability";
import { toEventOutput } from "../events/event-mapper";
import { openText } from "../privacy/sealed-data";
import { DomainError } from "../shared/errors";

async function salesOf(db: Db, eventIds: number[]): Promise<{ orders: Map<number, number>; tickets: Map<number, number> }> {
  const [orders, tickets] = await Promise.all([countPaidOrdersByEvent(db, eventIds), countValidTicketsByEvent(db, eventIds)]);
  return { orders, tickets };
}

const textList = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.map(String) : [];
};

async function toAdminEvents(db: Db, events: Event[], now: Date): Promise<TAdminEventOutput[]> {
  const ids = events.map((e) => e.id);
  const [taken, sales, settings] = await Promise.all([seatsTaken(db, ids, now), salesOf(db, ids), readOrganiserSettings(db)]);
  const context = { now, seatsLeftThreshold: settings.seatsLeftThreshold };
  return events.map((e) => ({
    ...toEventOutput(e, taken.get(e.id) ?? 0, context),
    nameVi: e.nameVi,
    descriptionVi: e.descriptionVi,
    featuresVi: textList(e.featuresVi),
    checklistVi: textList(e.checklistVi),
    eventCategoryVi: e.eventCategoryVi,
    placeVi: e.placeVi,
    locationVi: e.locationVi,
    slug: e.slug,
    isPublished: e.isPublished,
    offerHours: e.offerHours,
    joinLink: openText(e.joinLink) ?? "",
    checkInOpensAt: e.checkInOpensAt?.toISOString() ?? null,
    checkInClosesAt: e.checkInClosesAt?.toISOString() ?? null,
    paidOrders: sales.orders.get(e.id) ?? 0,
    ticketsSold: sales.tickets.get(e.id) ?? 0,
  }));
}

/** Every event, published or not, past ones included; the latest start first. */
export async function listAdminEvents(db: Db, now: Date): Promise<TAdminEventOutput[]> {
  const events = await listEventsForAdmin(db);
  return toAdminEvents(db, events, now);
}

export async function getAdminEvent(db: Db, id: number, now: Date): Promise<TAdminEventOutput> {
  const event = await findEvent(db, id);
  if (!event) throw new DomainError("NOT_FOUND", ADMIN_MESSAGES.eventNotFound);
  const [first] = await toAdminEvents(db, [event], now);
  if (!first) throw new DomainError("NOT_FOUND", ADMIN_MESSAGES.eventNotFound);
  return first;
}
