import type { EventColumns } from "@vyc/db/stores/events";
import { toMinor, type TEventInput } from "@vyc/validators";

/** The columns of an event as organisers entered it: lists as JSON, price in minor units, dates in UTC. */
export function toEventData(input: TEventInput): EventColumns {
  return {
    name: input.name,
    eventCategory: input.eventCategory,
    description: input.description,
    isOnline: input.isOnline,
    isPublic: input.isPublic,
    place: input.place,
    location: input.location,
    features: JSON.stringify(input.features),
    dateStart: new Date(input.dateStart),
    dateEnd: new Date(input.dateEnd),
    timeZone: input.timeZone,
    year: input.year,
    priceMinor: toMinor(input.price, input.currency),
    currency: input.currency,
    capacity: input.capacity,
    offerHours: input.offerHours,
    registrationDeadline: input.registrationDeadline ? new Date(input.registrationDeadline) : null,
    isRegistrable: input.isRegistrable,
    isPublished: input.isPublished,
    checklist: JSON.stringify(input.checklist),
    images: JSON.stringify(input.images),
    label: input.label,
    expiredRefundDate: input.expiredRefundDate ? new Date(input.expiredRefundDate) : null,
    checkInOpensAt: input.checkInOpensAt ? new Date(input.checkInOpensAt) : null,
    checkInClosesAt: input.checkInClosesAt ? new Date(input.checkInClosesAt) : null,
    nameVi: input.nameVi,
    descriptionVi: input.descriptionVi,
    featuresVi: JSON.stringify(input.featuresVi),
    checklistVi: JSON.stringify(input.checklistVi),
    eventCategoryVi: input.eventCategoryVi,
    placeVi: input.placeVi,
    locationVi: input.locationVi,
  };
}

/** "Identity Summer Camp Germany", 2026 → "identity-summer-camp-germany-2026". */
export function slugify(name: string, year: number): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/gi, "d")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return `${base || "event"}-${year}`;
}
