import type { Queries } from "../database";
import { prepare } from "../query/prepared";
import { jsonList, withJsonLists } from "../query/json-lists";
import type { OrderLineRow } from "./ticket-types";

/** What an order's invoice, tickets and calendar file print: the order, its buyer, event and tickets. */
export interface OrderDocumentData {
  order: {
    id: number;
    userId: string | null;
    status: string;
    quantity: number;
    unitPriceMinor: number;
    subtotalMinor: number;
    discountPercent: number;
    totalMinor: number;
    currency: string;
    provider: string | null;
    captureId: string | null;
    paidAt: Date | null;
    billingName: string | null;
    billingAddress: string | null;
    billingOrganisation: string | null;
  };
  buyer: { email: string | null; locale: string | null };
  /** joinLink is sealed (see Event.joinLink); a calendar file is made only of a published event. */
  event: DocumentEvent & { isPublished: boolean; joinLink: string | null };
  tickets: Array<{ id: string; number: number; firstName: string; lastName: string; email: string; secret: string; shortCode: string; status: string; ticketTypeId: number | null }>;
  /** Its tickets per type at the unit price fixed at purchase, in the types' order. */
  lines: Array<OrderLineRow & { name: string; nameVi: string }>;
}

export interface DocumentEvent {
  id: number;
  name: string;
  nameVi: string;
  eventCategory: string;
  eventCategoryVi: string;
  description: string;
  isOnline: boolean;
  place: string;
  placeVi: string;
  location: string;
  locationVi: string;
  dateStart: Date;
  dateEnd: Date;
  timeZone: string;
  /** The event's pictures' addresses, a JSON list; tickets print the first. */
  images: string;
}

const EVENT_COLUMNS = ["name", "nameVi", "eventCategory", "eventCategoryVi", "description", "isOnline", "place", "placeVi", "location", "locationVi", "dateStart", "dateEnd", "timeZone", "images"] as const;

const TICKET_COLUMNS = ["t.id", "t.number", "t.firstName", "t.lastName", "t.email", "t.secret", "t.shortCode", "t.status", "t.ticketTypeId"] as const;

/**
 * The order with its buyer, event, tickets and lines in one statement: tickets and lines come as JSON
 * lists (json_agg on PostgreSQL, json_group_array on SQLite), so a capture and its confirmation each
 * read their documents' data in one round trip instead of three.
 */
const documentOrder = withJsonLists((jsonArrayFrom) =>
  prepare((q, v: { orderId: number }) =>
    q
      .selectFrom("Order as o")
      .innerJoin("Event as e", "e.id", "o.eventId")
      .leftJoin("User as u", "u.id", "o.userId")
      .select((eb) => [
        "o.id",
        "o.userId",
        "o.status",
        "o.quantity",
        "o.unitPriceMinor",
        "o.subtotalMinor",
        "o.discountPercent",
        "o.totalMinor",
        "o.currency",
        "o.provider",
        "o.captureId",
        "o.paidAt",
        "o.billingName",
        "o.billingAddress",
        "o.billingOrganisation",
        "u.email as buyerEmail",
        "u.locale as buyerLocale",
        "e.id as eventId",
        ...EVENT_COLUMNS.map((column) => `e.${column}` as const),
        "e.isPublished",
        "e.joinLink",
        jsonArrayFrom(eb.selectFrom("Ticket as t").select(TICKET_COLUMNS).whereRef("t.orderId", "=", "o.id")).as("tickets"),
        jsonArrayFrom(
          eb
            .selectFrom("OrderLine as l")
            .innerJoin("TicketType as tt", "tt.id", "l.ticketTypeId")
            .select(["l.ticketTypeId", "l.quantity", "l.unitPriceMinor", "tt.name", "tt.nameVi", "tt.position"])
            .whereRef("l.orderId", "=", "o.id"),
        ).as("lines"),
      ])
      .where("o.id", "=", v.orderId),
  ),
);

/** The order's documents' data: the order, its buyer, event, tickets (by number) and lines (in its types' order). */
export async function findOrderDocumentData(db: Queries, orderId: number): Promise<OrderDocumentData | null> {
  const row = await documentOrder[db.engine].first(db, { orderId });
  if (!row) return null;
  const { buyerEmail, buyerLocale, eventId, name, nameVi, eventCategory, eventCategoryVi, description, isOnline, place, placeVi, location, locationVi, dateStart, dateEnd, timeZone, images, isPublished, joinLink, tickets, lines, ...order } =
    row;
  return {
    order,
    buyer: { email: buyerEmail, locale: buyerLocale },
    event: { id: eventId, name, nameVi, eventCategory, eventCategoryVi, description, isOnline, place, placeVi, location, locationVi, dateStart, dateEnd, timeZone, images, isPublished, joinLink },
    tickets: jsonList(tickets).sort((a, b) => a.number - b.number),
    lines: jsonList(lines)
      .sort((a, b) => a.position - b.position || a.ticketTypeId - b.ticketTypeId)
      .map(({ position: _position, ...line }) => line),
  };
}

const documentEvent = prepare((q, v: { eventId: number }) => q.selectFrom("Event").select(["id", ...EVENT_COLUMNS]).where("id", "=", v.eventId).where("isPublished", "=", true));

/** A published event as its calendar file shows it. */
export async function findDocumentEvent(db: Queries, eventId: number): Promise<DocumentEvent | null> {
  return (await documentEvent.first(db, { eventId })) ?? null;
}

export interface Billing {
  billingName: string | null;
  billingAddress: string | null;
  billingOrganisation: string | null;
}

/** Sets an order's billing details. */
export async function saveOrderBilling(db: Queries, orderId: number, billing: Billing): Promise<void> {
  await db.query
    .updateTable("Order")
    .set({ billingName: billing.billingName, billingAddress: billing.billingAddress, billingOrganisation: billing.billingOrganisation })
    .where("id", "=", orderId)
    .execute();
}
