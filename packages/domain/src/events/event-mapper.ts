import type { Event } from "@vyc/db";
import { currencyOf, eventAvailability, toMajor, type TEventOutput, type TPublicEventOutput } from "@vyc/validators";

const list = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.map(String) : [];
};

/** What the availability of an event is read against: the time, and the organiser's "few seats left" threshold. */
export interface AvailabilityContext {
  now: Date;
  seatsLeftThreshold: number;
  /** Each event's ticket types' prices, its default type's first (none read: the event's price). */
  typePrices?: ReadonlyMap<number, readonly number[]>;
}

/** The prices of the event's ticket types, the default type's first (the specification's unit price). */
const pricesOf = (event: Event, context: AvailabilityContext): number[] => {
  const prices = context.typePrices?.get(event.id) ?? [];
  return (prices.length > 0 ? prices : [event.priceMinor]).map((minor) => toMajor(minor, currencyOf(event.currency)));
};

/** Database row → the event shape of the API (specification §3), with its time zone and availability. */
export function toEventOutput(event: Event, seatsTaken: number, context: AvailabilityContext): TEventOutput {
  const output: Omit<TEventOutput, "availability"> = {
    id: event.id,
    name: event.name,
    eventCategory: event.eventCategory,
    description: event.description,
    isOnline: event.isOnline,
    isPublic: event.isPublic,
    place: event.place,
    location: event.location,
    features: list(event.features),
    dateStart: event.dateStart.toISOString(),
    dateEnd: event.dateEnd.toISOString(),
    year: event.year,
    price: pricesOf(event, context),
    currency: currencyOf(event.currency),
    registrationDeadline: event.registrationDeadline?.toISOString() ?? null,
    isRegistrable: event.isRegistrable,
    checklist: list(event.checklist),
    images: list(event.images),
    label: event.label,
    expiredRefundDate: event.expiredRefundDate?.toISOString() ?? null,
    capacity: event.capacity,
    seatsLeft: Math.max(0, event.capacity - seatsTaken),
    timeZone: event.timeZone,
  };
  return { ...output, availability: eventAvailability(output, context.seatsLeftThreshold, context.now) };
}

/** The event with its Vietnamese content, for the web app and the kiosk. */
export function toPublicEventOutput(event: Event, seatsTaken: number, context: AvailabilityContext): TPublicEventOutput {
  return {
    ...toEventOutput(event, seatsTaken, context),
    nameVi: event.nameVi,
    descriptionVi: event.descriptionVi,
    featuresVi: list(event.featuresVi),
    checklistVi: list(event.checklistVi),
    eventCategoryVi: event.eventCategoryVi,
    placeVi: event.placeVi,
    locationVi: event.locationVi,
  };
}
