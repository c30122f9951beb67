import type { TAttendee } from "@vyc/validators";

/** A valid attendee for tests; `over` replaces any field. */
export const attendee = (n: number, over: Partial<Record<keyof TAttendee, unknown>> = {}): Record<string, unknown> => ({
  firstName: `First${n}`,
  lastName: `Last${n}`,
  gender: "female",
  age: 20 + n,
  email: `attendee${n}@example.test`,
  phone: "123-456-7890",
  country: "Germany",
  expectation: "Meet the community",
  healthcare: "Vegetarian",
  ...over,
});

/** A walk-in as the desk's short form gives it: name, age and e-mail; `over` replaces any field. */
export const deskAttendee = (n: number, over: Record<string, unknown> = {}): Record<string, unknown> => ({
  firstName: `First${n}`,
  lastName: `Last${n}`,
  age: 20 + n,
  email: `attendee${n}@example.test`,
  ...over,
});

/** Attendees keyed by ticket number "1".."count". */
export const participants = (count: number): Record<string, Record<string, unknown>> =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [String(i + 1), attendee(i + 1)]));

/** A valid attendee called `firstName lastName`, with an e-mail made of the names; `over` replaces any field. */
export const attendeeNamed = (firstName: string, lastName: string, over: Partial<Record<keyof TAttendee, unknown>> = {}): Record<string, unknown> =>
  attendee(1, { firstName, lastName, email: `${firstName}.${lastName}@example.test`.toLowerCase(), ...over });
