import { newEventInput, type TEventFormInput } from "@vyc/validators";

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
    ...over,
  } as TEventFormInput;
}

/** The event form's input without the fields that have defaults, as a caller leaving them out sends it. */
export function withoutDefaults(input: TEventFormInput): Partial<TEventFormInput> {
  const { timeZone: _timeZone, offerHours: _offerHours, nameVi: _nameVi, descriptionVi: _descriptionVi, featuresVi: _featuresVi, checklistVi: _checklistVi, ...rest } = input;
  return rest;
}
