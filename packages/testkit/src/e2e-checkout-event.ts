import { type Db } from "@vyc/db";
import { copyEvent, eventIdBySlug } from "./db-lookups";

/** A paid event only the checkout-expiry browser test buys, so its seat count moves by that test's hold alone while other tests run beside it. */
export const E2E_CHECKOUT_EXPIRY_EVENT = "Checkout Expiry Seminar";

/** Seeds it: a copy of the Toronto seminar, its capacity untouched by every other browser test. */
export async function seedE2eCheckoutExpiryEvent(db: Db): Promise<void> {
  await copyEvent(db, await eventIdBySlug(db, "activism-seminar-toronto"), { slug: "e2e-checkout-expiry-seminar", name: E2E_CHECKOUT_EXPIRY_EVENT, nameVi: "" });
}
