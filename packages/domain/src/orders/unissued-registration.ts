import { isUniqueViolation, type Db } from "@vyc/db";
import { type SaleEvent } from "@vyc/db/stores/events";
import { findOrderBy, insertOrder } from "@vyc/db/stores/orders";
import type { TPrivateRegistrationInput } from "@vyc/validators";
import type { CaptureLookup } from "../payments/provider";
import { withCheckedAnswers } from "../questions/attendee-answers";
import type { Logger } from "../shared/logger";
import { toOrderAttendees } from "./attendees";
import { createdStatus } from "./order-life";
import type { priceOrder } from "./pricing";
import { storeAttendees } from "./stored-attendees";

export interface UnissuedRegistration {
  userId: string;
  input: TPrivateRegistrationInput;
  event: SaleEvent;
  /** The order's price; its total is the money the capture took. */
  price: ReturnType<typeof priceOrder>;
  discountId: string | null;
  capture: CaptureLookup & { provider: string };
}

/**
 * A registration paid at the provider that got no tickets (refused as posted, or its tickets could
 * not be written nor its payment refunded): kept as an unissued order ("paid, tickets not issued")
 * with its capture and attendees, so the back office lists it and the start-up recovery completes
 * or refunds it. True too when the same capture, posted twice at once, was recorded by the other
 * request; false (and logged) when it cannot be written.
 */
export async function recordUnissuedRegistration(db: Db, registration: UnissuedRegistration, now: Date, log: Logger): Promise<boolean> {
  const { userId, input, event, price, discountId, capture } = registration;
  const logistics = input.logisticCase === "logisticInformation" ? input.logistics : undefined;
  try {
    await insertOrder(db, {
      userId,
      eventId: event.id,
      status: createdStatus("recordUnissued"),
      quantity: input.numTickets,
      ...price,
      discountId,
      currency: event.currency,
      logisticCase: input.logisticCase ?? null,
      attendeesJson: storeAttendees(await withCheckedAnswers(db, event.id, toOrderAttendees(input.attendees, { isOnline: event.isOnline, logistics }), { optional: true })),
      provider: capture.provider,
      providerOrderId: capture.providerOrderId,
      captureId: capture.captureId,
      createdAt: now,
      expiresAt: null,
      paidAt: null,
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error) && (await findOrderBy(db, { captureId: capture.captureId }).catch(() => null))) return true;
    log.error({ err: error, captureId: capture.captureId }, `Capture ${capture.captureId} could not be kept on an unissued order`);
    return false;
  }
}
