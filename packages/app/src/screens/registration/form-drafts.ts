import type { DefaultValues } from "react-hook-form";
import { GENDERS, LOGISTIC_CASES, TRANSPORT_TYPES, type LogisticCase, type TAttendeesFormInput, type TFlightsFormInput } from "@vyc/validators";

/**
 * Turns what a draft kept (untrusted JSON from sessionStorage) back into form values: only known
 * fields of the right type are taken, one entry per ticket.
 */
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === "string" ? value : "");
const oneOf = <T extends string>(options: readonly T[], value: unknown): T | undefined => options.find((o) => o === value);
const entries = (draft: unknown, list: string, count: number): Array<Record<string, unknown>> => {
  const items = isRecord(draft) && Array.isArray(draft[list]) ? (draft[list] as unknown[]) : [];
  return Array.from({ length: count }, (_, i) => (isRecord(items[i]) ? items[i] : {}));
};

const answersOf = (value: unknown): Record<string, string | string[]> =>
  Object.fromEntries(
    Object.entries(isRecord(value) ? value : {}).flatMap(([id, answer]): Array<[string, string | string[]]> =>
      typeof answer === "string" ? [[id, answer]] : Array.isArray(answer) ? [[id, answer.filter((v): v is string => typeof v === "string")]] : [],
    ),
  );

/** A drafted ticket type when it is still on offer, else the default (the first offered); none when the event offers none. */
const typeOf = (value: unknown, offered: readonly number[]): string | undefined => {
  const id = Number(value);
  return String(offered.includes(id) ? id : (offered[0] ?? "")) || undefined;
};

export function attendeesFormDefaults(draft: unknown, numTickets: number, ticketTypeIds: readonly number[] = []): DefaultValues<TAttendeesFormInput> {
  return {
    attendees: entries(draft, "attendees", numTickets).map((a) => ({
      ticketTypeId: typeOf(a.ticketTypeId, ticketTypeIds),
      answers: answersOf(a.answers),
      firstName: text(a.firstName),
      lastName: text(a.lastName),
      gender: oneOf(GENDERS, a.gender),
      age: typeof a.age === "string" || typeof a.age === "number" ? String(a.age) : "",
      email: text(a.email),
      phone: text(a.phone),
      country: text(a.country),
      expectation: text(a.expectation),
      healthcare: text(a.healthcare),
      guardianName: text(a.guardianName),
      guardianEmail: text(a.guardianEmail),
      guardianPhone: text(a.guardianPhone),
    })),
    waiverLiability: isRecord(draft) && draft.waiverLiability === true ? true : undefined,
    waiverGuardian: isRecord(draft) && draft.waiverGuardian === true ? true : undefined,
  };
}

export function flightsFormDefaults(draft: unknown, numTickets: number): DefaultValues<TFlightsFormInput> {
  return {
    flights: entries(draft, "flights", numTickets).map((f) => ({
      arrivalTransportType: oneOf(TRANSPORT_TYPES, f.arrivalTransportType),
      arrivalDatetime: text(f.arrivalDatetime),
      arrivalAirline: text(f.arrivalAirline),
      arrivalFlightNumber: text(f.arrivalFlightNumber),
      departureTransportType: oneOf(TRANSPORT_TYPES, f.departureTransportType),
      departureDatetime: text(f.departureDatetime),
      departureAirline: text(f.departureAirline),
      departureFlightNumber: text(f.departureFlightNumber),
      comments: text(f.comments),
    })),
  };
}

export const logisticCaseDefault = (draft: unknown): LogisticCase | undefined => oneOf(LOGISTIC_CASES, draft);
