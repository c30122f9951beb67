import { openText, sealText } from "../privacy/sealed-data";
import type { OrderAttendee } from "./attendees";

/** The attendee fields kept sealed at rest: health notes and the guardian's contact. */
const SEALED_FIELDS = ["healthcare", "guardianName", "guardianEmail", "guardianPhone"] as const;

const mapSealed = (attendees: OrderAttendee[], map: (value: string | undefined) => string | undefined): OrderAttendee[] =>
  attendees.map((a) => ({ ...a, attendee: { ...a.attendee, ...Object.fromEntries(SEALED_FIELDS.map((f) => [f, map(a.attendee[f])])) } }));

/** A pending order keeps its attendees as JSON until payment turns them into tickets, health notes and guardian contact sealed. */
export const storeAttendees = (attendees: OrderAttendee[]): string => JSON.stringify(mapSealed(attendees, (v) => sealText(v) ?? undefined));

/** The stored attendees as JSON, parsed, their sealed fields still sealed. */
export function parseStoredAttendees(json: string): OrderAttendee[] {
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value)) throw new Error("Order attendees are not a list.");
  return value as OrderAttendee[];
}

export const readStoredAttendees = (json: string): OrderAttendee[] => mapSealed(parseStoredAttendees(json), (v) => openText(v) ?? undefined);

/** Stored attendees with their health notes and travel details erased (retention) or with every sealed field resealed under the current key. */
export const eraseStoredSensitiveData = (json: string): string =>
  JSON.stringify(parseStoredAttendees(json).map(({ logistics: _, ...a }) => ({ ...a, attendee: { ...a.attendee, healthcare: undefined } })));

export const resealStoredAttendees = (json: string): string => storeAttendees(readStoredAttendees(json));
