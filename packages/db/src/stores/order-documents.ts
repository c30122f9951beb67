import type { Queries } from "../database";
import { prepare } from "../query/prepared";
import { listOrderLines, type OrderLineRow } from "./ticket-types";

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
  event: DocumentEvent;
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

const documentOrder = prepare((q, v: { orderId: number }) =>
  q
    .selectFrom("Order as o")
    .innerJoin("Event as e", "e.id", "o.eventId")
    .leftJoin("User as u", "u.id", "o.userId")
    .select([
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
    ])
    .where("o.id", "=", v.orderId),
);

const documentTickets = prepare((q, v: { orderId: number }) =>
  q.selectFrom("Ticket").select(["id", "number", "firstName", "lastName", "email", "secret", "shortCode", "status", "ticketTypeId"]).where("orderId", "=", v.orderId).orderBy("number"),
);

export async function findOrderDocumentData(db: Queries, orderId: number): Promise<OrderDocumentData | null> {
  const row = await documentOrder.first(db, { orderId });
  if (!row) return null;
  const [tickets, lines] = await Promise.all([documentTickets.rows(db, { orderId }), listOrderLines(db, orderId)]);
  const { buyerEmail, buyerLocale, eventId, name, nameVi, eventCategory, eventCategoryVi, description, isOnline, place, placeVi, location, locationVi, dateStart, dateEnd, timeZone, images, ...order } = row;
  return {
    order,
    buyer: { email: buyerEmail, locale: buyerLocale },
    event: { id: eventId, name, nameVi, eventCategory, eventCategoryVi, description, isOnline, place, placeVi, location, locationVi, dateStart, dateEnd, timeZone, images },
    tickets,
    lines,
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
