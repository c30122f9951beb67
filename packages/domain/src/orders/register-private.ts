import { findDiscountByCode, findOrderBy, isUniqueViolation, sqlOf, type Db, type SqlRunner } from "@vyc/db";
import { CHECKOUT_MESSAGES, toMinor, type TPrivateRegistrationInput } from "@vyc/validators";
import { findUsableDiscount, normalizeDiscountCode } from "../discounts/discount-rules";
import { PaymentProviderError, providerFor, type CaptureLookup, type PaymentProviders } from "../payments/provider";
import { DomainError } from "../shared/errors";
import { toOrderAttendees } from "./attendees";
import { assertOpen, findEventForSale, isFreeEvent } from "./event-rules";
import { writePaidOrder, type OrderPaid } from "./paid-order";
import { priceOrder } from "./pricing";
import { refundCapture } from "./return-payment";
import { recordUnissuedRegistration } from "./unissued-registration";

/** The server's own price of this registration (whether it can still be honoured is checked later). */
async function serverPrice(sql: SqlRunner, input: TPrivateRegistrationInput) {
  const event = await findEventForSale(sql, input.eventId);
  if (isFreeEvent(event)) throw new DomainError("UNPROCESSABLE", CHECKOUT_MESSAGES.freeEvent);
  const discount = input.discountCode ? await findDiscountByCode(sql, normalizeDiscountCode(input.discountCode)) : null;
  if (input.discountCode && !discount) throw new DomainError("NOT_FOUND", CHECKOUT_MESSAGES.discountUnknown);
  return { event, discountId: discount?.id ?? null, price: priceOrder(event.priceMinor, input.numTickets, discount?.percent ?? 0) };
}

/** The registration's order, and the report that it became paid (none when a replay found it). */
export interface PrivateRegistration {
  orderId: number;
  paid: OrderPaid | null;
}

/**
 * The order this capture already paid: the same buyer replaying gets it back (or learns that its
 * tickets are not issued, or that it was refunded), anyone else is refused.
 */
async function findReplay(sql: SqlRunner, userId: string, captureId: string): Promise<PrivateRegistration | null> {
  const used = await findOrderBy(sql, { captureId });
  if (!used) return null;
  if (used.userId !== userId) throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.captureAlreadyUsed);
  if (used.status === "unissued") throw new DomainError("SERVICE_UNAVAILABLE", CHECKOUT_MESSAGES.ticketsNotIssued);
  if (used.status === "refunded") throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.ticketsNotIssuedRefunded);
  return { orderId: used.id, paid: null };
}

async function verifiedCapture(providers: PaymentProviders, captureId: string): Promise<CaptureLookup & { provider: "paypal" | "test" }> {
  const provider = providers.paypal ?? providers.test;
  if (!provider) throw new DomainError("UNPROCESSABLE", CHECKOUT_MESSAGES.providerUnavailable);
  try {
    const capture = await provider.getCapture(captureId);
    if (!capture?.completed) throw new DomainError("BAD_REQUEST", CHECKOUT_MESSAGES.captureNotVerified);
    return { ...capture, provider: provider.name };
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new DomainError("SERVICE_UNAVAILABLE", error.message, { cause: error });
    throw error;
  }
}

/**
 * POST /api/register/private, the original client's paid registration: it captured the payment
 * itself and posts the capture id and the price it showed. Neither is trusted: the server computes
 * the price, asks the provider for the capture (COMPLETED, same amount and currency, never used
 * before), then writes the paid order and its tickets in one capacity-checked transaction. A
 * payment verified for exactly this registration that cannot be honoured (seats gone, registration
 * closed, code used up, or writing the tickets failed) is refunded, or kept as an unissued order
 * when the refund fails too; a payment that does not match is refused and left alone.
 */
export async function registerPrivate(db: Db, providers: PaymentProviders, userId: string, input: TPrivateRegistrationInput, now: Date): Promise<PrivateRegistration> {
  const database = sqlOf(db);
  const replay = await findReplay(database, userId, input.captureId);
  if (replay) return replay;
  const quoted = await serverPrice(database, input);
  if (toMinor(input.price) !== quoted.price.totalMinor) throw new DomainError("BAD_REQUEST", CHECKOUT_MESSAGES.priceMismatch);
  const capture = await verifiedCapture(providers, input.captureId);
  if (capture.amountMinor !== quoted.price.totalMinor || capture.currency !== quoted.event.currency) {
    throw new DomainError("BAD_REQUEST", CHECKOUT_MESSAGES.priceMismatch);
  }
  const concurrentReplay = await findReplay(database, userId, input.captureId);
  if (concurrentReplay) return concurrentReplay;
  if (capture.providerOrderId && (await findOrderBy(database, { providerOrderId: capture.providerOrderId }))) {
    throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.captureAlreadyUsed);
  }

  try {
    return await database.transaction(async (sql) => {
      const replayInFlight = await findReplay(sql, userId, input.captureId);
      if (replayInFlight) return replayInFlight;
      const event = await findEventForSale(sql, input.eventId);
      assertOpen(event, now);
      const discount = input.discountCode ? await findUsableDiscount(sql, input.discountCode, { now, eventId: event.id }) : null;
      const price = priceOrder(event.priceMinor, input.numTickets, discount?.percent ?? 0);
      if (price.totalMinor !== capture.amountMinor) throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.priceMismatch);
      const logistics = input.logisticCase === "logisticInformation" ? input.logisticsInformations : undefined;
      const attendees = toOrderAttendees(input.participants, { isOnline: event.isOnline, logistics });
      const order = {
        userId,
        eventId: event.id,
        quantity: attendees.length,
        ...price,
        discountId: discount?.id ?? null,
        currency: event.currency,
        logisticCase: input.logisticCase ?? null,
        provider: capture.provider,
        providerOrderId: capture.providerOrderId,
        captureId: capture.captureId,
      };
      const paid = await writePaidOrder(sql, { order, attendees }, now);
      return { orderId: paid.orderId, paid };
    });
  } catch (error) {
    // The same capture posted twice at once: the other request wrote the order (PostgreSQL runs both side by side).
    const replayed = isUniqueViolation(error) ? await findReplay(database, userId, input.captureId) : null;
    if (replayed) return replayed;
    // Refund only a payment no order holds (never one another registration has just used).
    if (await findOrderBy(database, { captureId: capture.captureId })) throw error;
    if (!(error instanceof DomainError)) console.error(`Registration paid by capture ${capture.captureId} could not be written:`, error);
    const provider = providerFor(providers, capture.provider);
    if (provider && (await refundCapture(provider, capture.captureId))) {
      if (error instanceof DomainError) throw error;
      throw new DomainError("SERVICE_UNAVAILABLE", CHECKOUT_MESSAGES.ticketsNotIssuedRefunded, { cause: error });
    }
    await recordUnissuedRegistration(db, { userId, input, event: quoted.event, price: quoted.price, discountId: quoted.discountId, capture }, now);
    throw new DomainError("SERVICE_UNAVAILABLE", CHECKOUT_MESSAGES.ticketsNotIssued, { cause: error });
  }
}
