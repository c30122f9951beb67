import { insertOrder, sqlOf, type Db, type SaleEvent } from "@vyc/db";
import type { TPrivateRegistrationInput } from "@vyc/validators";
import type { CaptureLookup } from "../payments/provider";
import { toOrderAttendees } from "./attendees";
import type { priceOrder } from "./pricing";
import { storeAttendees } from "./stored-attendees";

export interface UnissuedRegistration {
  userId: string;
  input: TPrivateRegistrationInput;
  event: SaleEvent;
  price: ReturnType<typeof priceOrder>;
  discountId: string | null;
  capture: CaptureLookup & { provider: string };
}

/**
 * A registration paid at the provider whose tickets could not be written nor its payment refunded:
 * kept as an unissued order ("paid, tickets not issued") with its capture and attendees, so the back
 * office lists it and the start-up recovery completes or refunds it. False (and logged) when even
 * that cannot be written.
 */
export async function recordUnissuedRegistration(db: Db, registration: UnissuedRegistration, now: Date): Promise<boolean> {
  const { userId, input, event, price, discountId, capture } = registration;
  const logistics = input.logisticCase === "logisticInformation" ? input.logisticsInformations : undefined;
  try {
    await insertOrder(sqlOf(db), {
      userId,
      eventId: event.id,
      status: "unissued",
      quantity: input.numTickets,
      ...price,
      discountId,
      currency: event.currency,
      logisticCase: input.logisticCase ?? null,
      attendeesJson: storeAttendees(toOrderAttendees(input.participants, { isOnline: event.isOnline, logistics })),
      provider: capture.provider,
      providerOrderId: capture.providerOrderId,
      captureId: capture.captureId,
      createdAt: now,
      expiresAt: null,
      paidAt: null,
    });
    return true;
  } catch (error) {
    console.error(`Capture ${capture.captureId} is neither refunded nor recorded on an order:`, error);
    return false;
  }
}
