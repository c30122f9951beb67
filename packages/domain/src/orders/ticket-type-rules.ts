import { lockForDecision, type Queries, type Tx } from "@vyc/db";
import { listTicketTypes, ticketTypesForSale, ticketTypeTaken, type OrderLineRow, type TicketType } from "@vyc/db/stores/ticket-types";
import { CHECKOUT_MESSAGES, CHECKOUT_REFUSALS, type TPriceItem } from "@vyc/validators";
import { DomainError } from "../shared/errors";
import type { OrderAttendee } from "./attendees";
import { priceItems } from "./pricing";

/** Where a ticket is sold: online (web, REST, waiting list) or at the camp desk. */
export type SaleChannel = "online" | "desk";

/** The attendees, each with its ticket type, the order's lines (one per type) and, when the event sells several types, the lines as a price shows them. */
export interface TicketTypeChoice {
  attendees: OrderAttendee[];
  lines: OrderLineRow[];
  items: TPriceItem[] | undefined;
}

/** Whether a type is on sale at `now` (its window, in server time) on this channel. */
export function isOnSale(type: TicketType, channel: SaleChannel, now: Date): boolean {
  const started = !type.saleStartsAt || type.saleStartsAt <= now;
  const notEnded = !type.saleEndsAt || type.saleEndsAt > now;
  return started && notEnded && (channel !== "desk" || type.deskSells);
}

/** Refuses a type that is not on sale at `now` (its window, in server time) or not on this channel. */
function assertOnSale(type: TicketType, channel: SaleChannel, now: Date): void {
  if (type.saleStartsAt && type.saleStartsAt > now) throw new DomainError("CONFLICT", CHECKOUT_REFUSALS.ticketTypeNotYetOnSale(type.name));
  if (type.saleEndsAt && type.saleEndsAt <= now) throw new DomainError("CONFLICT", CHECKOUT_REFUSALS.ticketTypeSaleEnded(type.name));
  if (channel === "desk" && !type.deskSells) throw new DomainError("CONFLICT", CHECKOUT_REFUSALS.ticketTypeNotAtDesk(type.name));
}

/** Refuses `quantity` more tickets of a type when its quota leaves `left`. */
function assertQuotaLeaves(type: TicketType, left: number, quantity: number): void {
  if (quantity > left) throw new DomainError("CONFLICT", left === 0 ? CHECKOUT_REFUSALS.ticketTypeSoldOut(type.name) : CHECKOUT_REFUSALS.ticketTypeLeft(type.name, left));
}

/** Refuses `quantity` more tickets of a type when its quota leaves fewer (decided under the event's seat lock). */
async function assertWithinQuota(sql: Queries, type: TicketType, quantity: number, now: Date): Promise<void> {
  if (type.quota === null) return;
  assertQuotaLeaves(type, Math.max(0, type.quota - (await ticketTypeTaken(sql, type.id, now))), quantity);
}

/** The order's lines of these typed attendees, in the event's order of types, at each type's price (0 when the event is free). */
function linesOf(types: readonly TicketType[], typeIds: readonly number[], free: boolean): OrderLineRow[] {
  return types
    .map((type) => ({ ticketTypeId: type.id, quantity: typeIds.filter((id) => id === type.id).length, unitPriceMinor: free ? 0 : type.priceMinor }))
    .filter((line) => line.quantity > 0);
}

interface ChoiceOptions {
  channel: SaleChannel;
  free: boolean;
  now: Date;
}

/**
 * The sale decision on ticket types, inside the transaction that takes the seats and under the
 * event's seat lock: each attendee gets the type it asked for (the event's default when none),
 * which must be on offer, on sale now on this channel, and have room left in its quota.
 */
export async function chooseTicketTypes(sql: Tx, event: { id: number; priceMinor: number }, attendees: readonly OrderAttendee[], options: ChoiceOptions): Promise<TicketTypeChoice> {
  await lockForDecision(sql, { eventId: event.id });
  return readTicketTypeChoice(sql, event, attendees, options);
}

/** The same choice read without taking any lock, for a quote: the sale decides again under the lock. */
export async function readTicketTypeChoice(sql: Queries, event: { id: number; priceMinor: number }, attendees: readonly OrderAttendee[], options: ChoiceOptions): Promise<TicketTypeChoice> {
  return choiceAmong(sql, await ticketTypesForSale(sql, event, options.now), attendees, options, true);
}

/** A hold's choice, with the types' quotas checked later (see TicketTypesFirst). */
export interface TicketTypesFirst extends TicketTypeChoice {
  types: TicketType[];
}

/**
 * A hold's choice, made before its seats are taken (it takes them last): every rule of
 * chooseTicketTypes but the quotas, which assertQuotasKept checks once the seats are taken. An
 * event without any type yet gets its default under the event's seat lock, taken first then.
 */
export async function chooseTicketTypesFirst(sql: Tx, event: { id: number; priceMinor: number }, attendees: readonly OrderAttendee[], options: ChoiceOptions): Promise<TicketTypesFirst> {
  let types = await listTicketTypes(sql, event.id);
  if (types.length === 0) {
    await lockForDecision(sql, { eventId: event.id });
    types = await ticketTypesForSale(sql, event, options.now);
  }
  return { ...(await choiceAmong(sql, types, attendees, options, false)), types };
}

/**
 * The quotas of a hold's types, read under the event's seat lock once its seats are taken and its
 * lines written (so they count in what is taken): refuses when one is passed.
 */
export async function assertQuotasKept(sql: Tx, choice: TicketTypesFirst, now: Date): Promise<void> {
  for (const line of choice.lines) {
    const type = choice.types.find((candidate) => candidate.id === line.ticketTypeId);
    if (type?.quota === null || type?.quota === undefined) continue;
    const takenByOthers = (await ticketTypeTaken(sql, type.id, now)) - line.quantity;
    assertQuotaLeaves(type, Math.max(0, type.quota - takenByOthers), line.quantity);
  }
}

async function choiceAmong(sql: Queries, types: TicketType[], attendees: readonly OrderAttendee[], options: ChoiceOptions, checkQuotas: boolean): Promise<TicketTypeChoice> {
  const [fallback] = types;
  if (!fallback) throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.ticketTypeUnknown);
  const typed = attendees.map((entry) => ({ ...entry, attendee: { ...entry.attendee, ticketTypeId: entry.attendee.ticketTypeId ?? fallback.id } }));
  const typeIds = typed.map((entry) => entry.attendee.ticketTypeId);
  if (typeIds.some((id) => !types.some((type) => type.id === id))) throw new DomainError("UNPROCESSABLE", CHECKOUT_MESSAGES.ticketTypeUnknown);
  const lines = linesOf(types, typeIds, options.free);
  for (const line of lines) {
    const type = types.find((candidate) => candidate.id === line.ticketTypeId);
    if (!type) continue;
    assertOnSale(type, options.channel, options.now);
    if (checkQuotas) await assertWithinQuota(sql, type, line.quantity, options.now);
  }
  const named = lines.map((line) => {
    const type = types.find((candidate) => candidate.id === line.ticketTypeId);
    return { ...line, name: type?.name ?? "", nameVi: type?.nameVi ?? "" };
  });
  return { attendees: typed, lines, items: priceItems(named, types.length) };
}

/** The quotas of a held order's lines again, when its hold ran out before it was paid. */
export async function assertLinesWithinQuota(sql: Tx, event: { id: number; priceMinor: number }, lines: readonly OrderLineRow[], now: Date): Promise<void> {
  await lockForDecision(sql, { eventId: event.id });
  const types = await ticketTypesForSale(sql, event, now);
  for (const line of lines) {
    const type = types.find((candidate) => candidate.id === line.ticketTypeId);
    if (type) await assertWithinQuota(sql, type, line.quantity, now);
  }
}
