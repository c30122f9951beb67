import type { Db } from "@vyc/db";
import { CHECKOUT_MESSAGES, toMinor, type TPrivateRegistrationInput } from "@vyc/validators";
import { consumeDiscount, findUsableDiscount, normalizeDiscountCode } from "../discounts/discount-rules";
import { PaymentProviderError, providerFor, type CaptureLookup, type PaymentProviders } from "../payments/provider";
import { DomainError } from "../shared/errors";
import { inTransaction, type Tx } from "../shared/tx";
import { ticketRows } from "../tickets/ticket-rows";
import { toOrderAttendees } from "./attendees";
import { assertOpen, assertSeatsLeft, findEventForSale, isFreeEvent } from "./event-rules";
import { priceOrder } from "./pricing";
import { refundCapture } from "./return-payment";
import { recordUnissuedRegistration } from "./unissued-registration";

/** The server's own price of this registration (whether it can still be honoured is checked later). */
async function serverPrice(db: Db, input: TPrivateRegistrationInput) {
  const event = await findEventForSale(db, input.eventId);
  if (isFreeEvent(event)) throw new DomainError("UNPROCESSABLE", CHECKOUT_MESSAGES.freeEvent);
  const discount = input.discountCode ? await db.discount.findUnique({ where: { code: normalizeDiscountCode(input.discountCode) } }) : null;
  if (input.discountCode && !discount) throw new DomainError("NOT_FOUND", CHECKOUT_MESSAGES.discountUnknown);
  return { event, discountId: discount?.id ?? null, price: priceOrder(event.priceMinor, input.numTickets, discount?.percent ?? 0) };
}

/**
 * The order this capture already paid: the same buyer replaying gets it back (or learns that its
 * tickets are not issued, or that it was refunded), anyone else is refused.
 */
async function findReplay(tx: Pick<Tx, "order">, userId: string, captureId: string): Promise<{ orderId: number; newlyPaid: false } | null> {
  const used = await tx.order.findUnique({ where: { captureId }, select: { id: true, userId: true, status: true } });
  if (!used) return null;
  if (used.userId !== userId) throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.captureAlreadyUsed);
  if (used.status === "unissued") throw new DomainError("SERVICE_UNAVAILABLE", CHECKOUT_MESSAGES.ticketsNotIssued);
  if (used.status === "refunded") throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.ticketsNotIssuedRefunded);
  return { orderId: used.id, newlyPaid: false };
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
export async function registerPrivate(db: Db, providers: PaymentProviders, userId: string, input: TPrivateRegistrationInput, now: Date): Promise<{ orderId: number; newlyPaid: boolean }> {
  const replay = await findReplay(db, userId, input.captureId);
  if (replay) return replay;
  const quoted = await serverPrice(db, input);
  if (toMinor(input.price) !== quoted.price.totalMinor) throw new DomainError("BAD_REQUEST", CHECKOUT_MESSAGES.priceMismatch);
  const capture = await verifiedCapture(providers, input.captureId);
  if (capture.amountMinor !== quoted.price.totalMinor || capture.currency !== quoted.event.currency) {
    throw new DomainError("BAD_REQUEST", CHECKOUT_MESSAGES.priceMismatch);
  }
  const concurrentReplay = await findReplay(db, userId, input.captureId);
  if (concurrentReplay) return concurrentReplay;
  if (capture.providerOrderId && (await db.order.findUnique({ where: { providerOrderId: capture.providerOrderId }, select: { id: true } }))) {
    throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.captureAlreadyUsed);
  }

  try {
    return await inTransaction(db, async (tx) => {
      const replayInFlight = await findReplay(tx, userId, input.captureId);
      if (replayInFlight) return replayInFlight;
      const event = await findEventForSale(tx, input.eventId);
      assertOpen(event, now);
      const discount = input.discountCode ? await findUsableDiscount(tx, input.discountCode, { now, eventId: event.id }) : null;
      const price = priceOrder(event.priceMinor, input.numTickets, discount?.percent ?? 0);
      if (price.totalMinor !== capture.amountMinor) throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.priceMismatch);
      await assertSeatsLeft(tx, event, input.numTickets, now);
      if (discount && !(await consumeDiscount(tx, discount.id))) throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.discountUsedUp);
      const logistics = input.logisticCase === "logisticInformation" ? input.logisticsInformations : undefined;
      const attendees = toOrderAttendees(input.participants, { isOnline: event.isOnline, logistics });
      const order = await tx.order.create({
        data: {
          userId,
          eventId: event.id,
          status: "paid",
          quantity: attendees.length,
          ...price,
          discountId: discount?.id ?? null,
          currency: event.currency,
          logisticCase: input.logisticCase ?? null,
          provider: capture.provider,
          providerOrderId: capture.providerOrderId,
          captureId: capture.captureId,
          paidAt: now,
        },
        select: { id: true },
      });
      await tx.ticket.createMany({ data: ticketRows(order.id, event.id, attendees) });
      return { orderId: order.id, newlyPaid: true };
    });
  } catch (error) {
    // Refund only a payment no order holds (never one another registration has just used).
    if (await db.order.findUnique({ where: { captureId: capture.captureId }, select: { id: true } })) throw error;
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
