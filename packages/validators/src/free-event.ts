/** The facts that make an event free: its kind, and its unit price as the database (`priceMinor`) or the API (`price[0]`) gives it. */
export type PricedEvent = { isOnline: boolean; isPublic: boolean } & ({ priceMinor: number } | { price: readonly number[] });

/** Online and public events are free whatever their price field says: organisers must set it to 0. */
export const isFreeByKind = (event: { isOnline: boolean; isPublic: boolean }): boolean => event.isOnline || event.isPublic;

/**
 * Whether an event is free: registered without payment, shown as "Free" instead of a price, sold at
 * the desk at 0. Online and public events always are; any other event when its unit price is 0.
 */
export function isFreeEvent(event: PricedEvent): boolean {
  const unitPrice = "priceMinor" in event ? event.priceMinor : (event.price[0] ?? 0);
  return isFreeByKind(event) || unitPrice === 0;
}
