import { randomBytes, randomUUID } from "node:crypto";
import { type Db } from "@vyc/db";
import { insertTickets } from "@vyc/db/stores/tickets";
import { ticketSearchWords, type LogisticCase } from "@vyc/validators";

export interface SeededTraveller {
  firstName: string;
  lastName: string;
  arrival?: { at: string; transport: "plane" | "train"; airline?: string; flightNumber?: string };
  departure?: { at: string; transport: "plane" | "train"; airline?: string; flightNumber?: string };
  comments?: string;
  email?: string;
  healthcare?: string;
  /** The ticket type it was sold as; none by default. */
  ticketTypeId?: number;
}

/**
 * A paid order with one valid ticket per traveller, written straight to the database as payment
 * would leave it: for back-office tests that need attendees with travel details.
 */
export async function seedPaidOrder(db: Db, options: { eventId: number; userId: string; logisticCase: LogisticCase; travellers: SeededTraveller[]; now: Date }): Promise<number> {
  const { eventId, userId, logisticCase, travellers, now } = options;
  return db.transaction(async (tx) => {
    const order = await tx.query
      .insertInto("Order")
      .values({ userId, eventId, status: "paid", quantity: travellers.length, unitPriceMinor: 10000, subtotalMinor: 10000 * travellers.length, totalMinor: 10000 * travellers.length, currency: "EUR", logisticCase, provider: "test", paidAt: now, createdAt: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await insertTickets(
      tx,
      travellers.map((t, i) => {
        const email = t.email ?? `${t.firstName.toLowerCase()}@example.test`;
        return {
          orderId: order.id,
          eventId,
          number: i + 1,
          firstName: t.firstName,
          lastName: t.lastName,
          gender: "female",
          age: 21,
          email,
          phone: "123-456-7890",
          country: "Germany",
          healthcare: t.healthcare ?? null,
          expectation: "Meet the community",
          arrivalTransportType: t.arrival?.transport ?? null,
          arrivalDatetime: t.arrival ? new Date(t.arrival.at) : null,
          arrivalAirline: t.arrival?.airline ?? null,
          arrivalFlightNumber: t.arrival?.flightNumber ?? null,
          departureTransportType: t.departure?.transport ?? null,
          departureDatetime: t.departure ? new Date(t.departure.at) : null,
          departureAirline: t.departure?.airline ?? null,
          departureFlightNumber: t.departure?.flightNumber ?? null,
          logisticsComments: t.comments ?? null,
          ticketTypeId: t.ticketTypeId ?? null,
          secret: randomBytes(16).toString("hex"),
          shortCode: randomUUID().slice(0, 8).toUpperCase(),
          searchWords: ticketSearchWords({ firstName: t.firstName, lastName: t.lastName, email }),
        };
      }),
      now,
    );
    return order.id;
  });
}

export interface TrpcResult<T> {
  status: number;
  data: T;
  /** The refusal message when status is not 200. */
  message: string | undefined;
}

/** One tRPC call over HTTP as the screens make it (queries GET, mutations POST), optionally with a bearer session. */
export async function trpcAs<T = unknown>(baseUrl: string, kind: "query" | "mutation", path: string, input?: unknown, authorization?: string): Promise<TrpcResult<T>> {
  const encoded = input === undefined ? undefined : JSON.stringify(input);
  const url = kind === "query" && encoded !== undefined ? `${baseUrl}/trpc/${path}?input=${encodeURIComponent(encoded)}` : `${baseUrl}/trpc/${path}`;
  const res = await fetch(url, {
    method: kind === "query" ? "GET" : "POST",
    headers: { ...(authorization && { authorization }), ...(kind === "mutation" && { "content-type": "application/json" }) },
    body: kind === "mutation" ? encoded : undefined,
  });
  const body = (await res.json()) as { result?: { data: T }; error?: { message: string } };
  return { status: res.status, data: body.result?.data as T, message: body.error?.message };
}
