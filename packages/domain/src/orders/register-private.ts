import { isUniqueViolation, type Db, type Queries } from "@vyc/db";
import { findDiscountByCode, type DiscountRow } from "@vyc/db/stores/discounts";
import { type SaleEvent } from "@vyc/db/stores/events";
import { findOrderBy } from "@vyc/db/stores/orders";
import { CHECKOUT_MESSAGES, currencyOf, decimalToMinor, type TPrivateRegistrationInput } from "@vyc/validators";
import { findUsableDiscount, normalizeDiscountCode } from "../discounts/discount-rules";
import { PaymentProviderError, providerFor, type CaptureLookup, type PaymentProviders } from "../payments/provider";
import { DomainError } from "../shared/errors";
import type { Logger } from "../shared/logger";
import { withCheckedAnswers } from "../questions/attendee-answers";
import { toOrderAttendees } from "./attendees";
import { assertOpen, findEventForSale, isFreeEvent } from "./event-rules";
import { writePaidOrder, type OrderPaid } from "./paid-order";
import { priceOrder, priceOrderLines } from "./pricing";
import { refundCapture } from "./payment-steps";
import { chooseTicketTypes } from "./ticket-type-rules";
import { recordUnissuedRegistration, type UnissuedRegistration } from "./unissued-registration";

/** The registration's order, and the report that it became paid (none when a replay found it). */
export interface PrivateRegistration {
  orderId: number;
  paid: OrderPaid | null;
}

type VerifiedCapture = CaptureLookup & { provider: "paypal" | "test" };

/** What a capture paid for: the order's price (its total is the money taken) and the discount it was priced with. */
interface Charge {
  price: ReturnType<typeof priceOrder>;
  discountId: string | null;
}

/** The server's price of `quantity` tickets: nothing for a free event, else the event's price less `percent`. */
/** The price the request says was paid, in minor units of the event's currency (null when it is not an amount of it). */
const postedMinor = (input: TPrivateRegistrationInput, event: SaleEvent): number | null => decimalToMinor(input.price, currencyOf(event.currency));
const priceOf = (event: SaleEvent, quantity: number, percent: number) => priceOrder(isFreeEvent(event) ? 0 : event.priceMinor, quantity, percent, event.currency);

/**
 * The order this capture already paid: the same buyer replaying gets it back (or learns that its
 * tickets are not issued, or that it was refunded), anyone else is refused.
 */
async function findReplay(sql: Queries, userId: string, captureId: string): Promise<PrivateRegistration | null> {
  const used = await findOrderBy(sql, { captureId });
  if (!used) return null;
  if (used.userId !== userId) throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.captureAlreadyUsed);
  if (used.status === "unissued") throw new DomainError("SERVICE_UNAVAILABLE", CHECKOUT_MESSAGES.ticketsNotIssued);
  if (used.status === "refunded") throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.ticketsNotIssuedRefunded);
  return { orderId: used.id, paid: null };
}

/** The capture as the provider reports it, refused unless it is COMPLETED. */
async function completedCapture(providers: PaymentProviders, captureId: string): Promise<VerifiedCapture> {
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
 * What the capture paid for this registration, or null when it is no payment of it. It must be in
 * the event's currency, for the server's price (with the named code's discount, or without one) or
 * for the price the request says was paid; in that last case the order keeps the server's price
 * with the money taken as its total, which no recovery turns into tickets (see capturePaysOrder).
 */
function chargeOf(event: SaleEvent, input: TPrivateRegistrationInput, discount: DiscountRow | null, capture: VerifiedCapture): Charge | null {
  if (capture.currency !== event.currency) return null;
  const discounted = discount ? priceOf(event, input.numTickets, discount.percent) : null;
  if (discount && discounted?.totalMinor === capture.amountMinor) return { price: discounted, discountId: discount.id };
  const full = priceOf(event, input.numTickets, 0);
  if (full.totalMinor === capture.amountMinor) return { price: full, discountId: null };
  if (postedMinor(input, event) !== capture.amountMinor) return null;
  return { price: { ...(discounted ?? full), totalMinor: capture.amountMinor }, discountId: discount?.id ?? null };
}

/**
 * Why the registration cannot be honoured as posted, whatever the seats: a free event, a code that
 * does not exist, or a price (posted or paid) other than the server's with the code named. Null
 * when it may go on to the seats.
 */
function refusalOf(event: SaleEvent, input: TPrivateRegistrationInput, discount: DiscountRow | null, capture: VerifiedCapture): DomainError | null {
  if (isFreeEvent(event)) return new DomainError("UNPROCESSABLE", CHECKOUT_MESSAGES.freeEvent);
  if (input.discountCode && !discount) return new DomainError("NOT_FOUND", CHECKOUT_MESSAGES.discountUnknown);
  const { totalMinor } = priceOf(event, input.numTickets, discount?.percent ?? 0);
  if (postedMinor(input, event) !== totalMinor || capture.amountMinor !== totalMinor) return new DomainError("BAD_REQUEST", CHECKOUT_MESSAGES.priceMismatch);
  return null;
}

/**
 * Money taken for a registration that is refused is kept on an unissued order, which the back
 * office lists and the start-up recovery completes (when the capture pays the order's own price
 * and the seats are free) or refunds. Only if even that cannot be written is the capture refunded.
 */
async function keepUnissued(db: Db, providers: PaymentProviders, registration: UnissuedRegistration, now: Date, log: Logger): Promise<void> {
  if (await recordUnissuedRegistration(db, registration, now, log)) return;
  const provider = providerFor(providers, registration.capture.provider);
  if (provider && (await refundCapture(provider, registration.capture.captureId, log))) return;
  log.error({ captureId: registration.capture.captureId }, `Capture ${registration.capture.captureId} of a refused registration is neither recorded nor refunded.`);
}

/**
 * POST /api/register/private, the original client's paid registration: it captured the payment
 * itself and posts the capture id and the price it showed. Neither is trusted: the server first
 * asks the provider for the capture (COMPLETED, in the event's currency, for this registration's
 * amount, never used by another order) and refuses one that does not pass, writing nothing. A
 * verified capture whose registration is refused as posted (price or code not the server's, a free
 * event) is kept as an unissued order for the back office, and the answer is the refusal. Otherwise
 * the paid order and its tickets are written in one capacity-checked transaction; a payment that
 * cannot be honoured there (seats gone, registration closed, code no longer usable, or writing the
 * tickets failed) is refunded, or kept as an unissued order when the refund fails too.
 */
export async function registerPrivate(db: Db, providers: PaymentProviders, userId: string, input: TPrivateRegistrationInput, now: Date, log: Logger): Promise<PrivateRegistration> {
  const database = db;
  const replay = await findReplay(database, userId, input.captureId);
  if (replay) return replay;
  const event = await findEventForSale(database, input.eventId);
  const discount = input.discountCode ? await findDiscountByCode(database, normalizeDiscountCode(input.discountCode)) : null;
  const capture = await completedCapture(providers, input.captureId);
  const charge = chargeOf(event, input, discount, capture);
  if (!charge) throw refusalOf(event, input, discount, capture) ?? new DomainError("BAD_REQUEST", CHECKOUT_MESSAGES.priceMismatch);
  // An order of the same provider order holding another capture is another registration's; one holding this capture is a replay.
  const sameProviderOrder = capture.providerOrderId ? await findOrderBy(database, { providerOrderId: capture.providerOrderId }) : null;
  if (sameProviderOrder && sameProviderOrder.captureId !== capture.captureId) throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.captureAlreadyUsed);
  const concurrentReplay = await findReplay(database, userId, input.captureId);
  if (concurrentReplay) return concurrentReplay;
  const unissued: UnissuedRegistration = { userId, input, event, price: charge.price, discountId: charge.discountId, capture };
  const refusal = refusalOf(event, input, discount, capture);
  if (refusal) {
    await keepUnissued(db, providers, unissued, now, log);
    throw refusal;
  }

  try {
    return await database.transaction(async (sql) => {
      const replayInFlight = await findReplay(sql, userId, input.captureId);
      if (replayInFlight) return replayInFlight;
      const event = await findEventForSale(sql, input.eventId);
      assertOpen(event, now);
      const discount = input.discountCode ? await findUsableDiscount(sql, input.discountCode, { now, eventId: event.id }) : null;
      const logistics = input.logisticCase === "logisticInformation" ? input.logistics : undefined;
      const chosen = await chooseTicketTypes(sql, event, toOrderAttendees(input.attendees, { isOnline: event.isOnline, logistics }), { channel: "online", free: false, now });
      const { lines } = chosen;
      const attendees = await withCheckedAnswers(sql, event.id, chosen.attendees);
      const price = priceOrderLines(lines, discount?.percent ?? 0, event.currency);
      if (price.totalMinor !== capture.amountMinor) throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.priceMismatch);
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
      const paid = await writePaidOrder(sql, { order, attendees, lines }, now);
      return { orderId: paid.orderId, paid };
    });
  } catch (error) {
    // The same capture posted twice at once: the other request wrote the order (PostgreSQL runs both side by side).
    const replayed = isUniqueViolation(error) ? await findReplay(database, userId, input.captureId) : null;
    if (replayed) return replayed;
    // Refund only a payment no order holds (never one another registration has just used).
    if (await findOrderBy(database, { captureId: capture.captureId })) throw error;
    if (!(error instanceof DomainError)) log.error({ err: error, captureId: capture.captureId }, `Registration paid by capture ${capture.captureId} could not be written`);
    const provider = providerFor(providers, capture.provider);
    if (provider && (await refundCapture(provider, capture.captureId, log))) {
      if (error instanceof DomainError) throw error;
      throw new DomainError("SERVICE_UNAVAILABLE", CHECKOUT_MESSAGES.ticketsNotIssuedRefunded, { cause: error });
    }
    if (!(await recordUnissuedRegistration(db, unissued, now, log))) log.error({ captureId: capture.captureId }, `Capture ${capture.captureId} is neither refunded nor recorded on an order.`);
    throw new DomainError("SERVICE_UNAVAILABLE", CHECKOUT_MESSAGES.ticketsNotIssued, { cause: error });
  }
}
