import type { TEventFormInput } from "@vyc/validators";
import { newEventInput } from "@vyc/validators/new-event";

/**
 * A complete event as the back office's form sends it (admin.createEvent, ZEventInput): a week's
 * in-person summer camp in July of `year`, 490 EUR for 120 seats, published and on sale.
 * `over` replaces any field, with a valid value or not.
 */
export function eventInput(year: number, over: Partial<Record<keyof TEventFormInput, unknown>> = {}): TEventFormInput {
  return {
    ...newEventInput(year),
    name: "Camp",
    eventCategory: "Summer Camp",
    description: "A week by the lake.",
    place: "Hostel",
    location: "Berlin",
    dateStart: `${year}-07-01T09:00`,
    dateEnd: `${year}-07-07T16:00`,
    price: 490,
    capacity: 120,
    isPublished: true,
    ...over,
  } as TEventFormInput;
}

/** The event form's input without the fields that have defaults, as a caller leaving them out sends it. */
export function withoutDefaults(input: TEventFormInput): Partial<TEventFormInput> {
  const {
    timeZone: _timeZone,
    offerHours: _offerHours,
    nameVi: _nameVi,
    descriptionVi: _descriptionVi,
    featuresVi: _featuresVi,
    checklistVi: _checklistVi,
    eventCategoryVi: _eventCategoryVi,
    placeVi: _placeVi,
    locationVi: _locationVi,
    ...rest
  } = input;
  return rest;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * A free, public, in-person event as a database row (insertEvent's in db-lookups), for tests that write
 * events behind the back office: a day's training in Berlin from `start`, 100 seats. `over` replaces any column.
 */
export function eventRow(slug: string, start: Date, over: Record<string, unknown> = {}) {
  return {
    slug,
    name: slug,
    eventCategory: "Training",
    description: "A free test event.",
    isPublic: true,
    place: "Hall",
    location: "Berlin",
    dateStart: start,
    dateEnd: new Date(start.getTime() + DAY),
    year: start.getUTCFullYear(),
    capacity: 100,
    ...over,
  };
}
