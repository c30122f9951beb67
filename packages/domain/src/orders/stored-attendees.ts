import { openText, resealText, sealText } from "../privacy/sealed-data";
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

/** An attendee's answers with each sealed one (a sensitive question's) mapped, or dropped when the map gives null. */
function mapSealedAnswers(answers: OrderAttendee["attendee"]["answers"], map: (sealed: string) => string | null): OrderAttendee["attendee"]["answers"] {
  if (!answers) return answers;
  return Object.fromEntries(
    Object.entries(answers).flatMap(([id, value]) => {
      if (typeof value !== "string" || !value.startsWith("enc:")) return [[id, value]];
      const mapped = map(value);
      return mapped === null ? [] : [[id, mapped]];
    }),
  );
}

/** Stored attendees with their health notes, travel details and sensitive answers erased (retention). */
export const eraseStoredSensitiveData = (json: string): string =>
  JSON.stringify(
    parseStoredAttendees(json).map(({ logistics: _, ...a }) => ({ ...a, attendee: { ...a.attendee, healthcare: undefined, answers: mapSealedAnswers(a.attendee.answers, () => null) } })),
  );

/** Stored attendees with every sealed field and sensitive answer resealed under the current key. */
export const resealStoredAttendees = (json: string): string =>
  JSON.stringify(
    mapSealed(parseStoredAttendees(json), (v) => resealText(v ?? null) ?? undefined).map((a) => ({ ...a, attendee: { ...a.attendee, answers: mapSealedAnswers(a.attendee.answers, resealText) } })),
  );
