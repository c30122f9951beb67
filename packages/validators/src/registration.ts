import { z } from "zod";
import { GENDERS, LIMITS, LOGISTIC_CASES, TRANSPORT_TYPES } from "./limits";
import { zCalendarDateTime } from "./calendar-datetime";
import { required, ZEmail } from "./contact";
import { ZPhone } from "./phone";
import { refineGuardian, ZGuardianFields } from "./privacy";
import { ZAnswers } from "./questions";
import { ZRowIdParam } from "./row-id";

export const ZAttendee = z.object({
  firstName: required("First name").max(100),
  lastName: required("Last name").max(100),
  gender: z.enum(GENDERS, { message: "Choose a gender." }),
  age: z.coerce
    .number({ message: "Age is required." })
    .int("Age must be a whole number.")
    .min(LIMITS.ageMin, `Age must be between ${LIMITS.ageMin} and ${LIMITS.ageMax}.`)
    .max(LIMITS.ageMax, `Age must be between ${LIMITS.ageMin} and ${LIMITS.ageMax}.`),
  email: ZEmail,
  phone: ZPhone,
  country: required("Country").max(100),
  expectation: required("Expectation").max(2000),
  healthcare: z.string().trim().max(2000).optional(),
  /** The attendee's ticket type; absent: the event's default type. */
  ticketTypeId: ZRowIdParam.optional(),
  ...ZGuardianFields,
  answers: ZAnswers.optional(),
}).superRefine(refineGuardian);
export type TAttendee = z.infer<typeof ZAttendee>;

const ZFlightDatetime = zCalendarDateTime({
  invalid: "Enter a date and time.",
  outOfRange: `Date must be between ${LIMITS.flightDatetimeMin.replace("T", " ")} and ${LIMITS.flightDatetimeMax.replace("T", " ")}.`,
  min: LIMITS.flightDatetimeMin,
  max: LIMITS.flightDatetimeMax,
});

/** Airline and flight number are required for a plane and not taken otherwise. */
export const ZLogisticsRecord = z
  .object({
    arrivalTransportType: z.enum(TRANSPORT_TYPES, { message: "Choose the arrival transport." }),
    arrivalDatetime: ZFlightDatetime,
    arrivalAirline: z.string().trim().max(100).optional(),
    arrivalFlightNumber: z.string().trim().max(20).optional(),
    departureTransportType: z.enum(TRANSPORT_TYPES, { message: "Choose the departure transport." }),
    departureDatetime: ZFlightDatetime,
    departureAirline: z.string().trim().max(100).optional(),
    departureFlightNumber: z.string().trim().max(20).optional(),
    comments: z.string().trim().max(2000).optional(),
  })
  .superRefine((v, ctx) => {
    for (const leg of ["arrival", "departure"] as const) {
      if (v[`${leg}TransportType`] !== "plane") continue;
      if (!v[`${leg}Airline`]) ctx.addIssue({ code: "custom", path: [`${leg}Airline`], message: "Airline is required." });
      if (!v[`${leg}FlightNumber`]) ctx.addIssue({ code: "custom", path: [`${leg}FlightNumber`], message: "Flight number is required." });
    }
  })
  .transform((v) => ({
    ...v,
    arrivalAirline: v.arrivalTransportType === "plane" ? v.arrivalAirline : undefined,
    arrivalFlightNumber: v.arrivalTransportType === "plane" ? v.arrivalFlightNumber : undefined,
    departureAirline: v.departureTransportType === "plane" ? v.departureAirline : undefined,
    departureFlightNumber: v.departureTransportType === "plane" ? v.departureFlightNumber : undefined,
  }));
export type TLogisticsRecord = z.input<typeof ZLogisticsRecord>;

export const ZNumTickets = z.coerce
  .number()
  .int()
  .min(LIMITS.ticketsPerOrderMin, `Between ${LIMITS.ticketsPerOrderMin} and ${LIMITS.ticketsPerOrderMax} tickets per order.`)
  .max(LIMITS.ticketsPerOrderMax, `Between ${LIMITS.ticketsPerOrderMin} and ${LIMITS.ticketsPerOrderMax} tickets per order.`);

/** A map keyed by the 1-based ticket number, "1" to numTickets, with no gaps. */
const byTicketNumber = <T extends z.ZodType>(item: T) => z.record(z.string().regex(/^[1-8]$/, "Ticket numbers go from 1 to 8."), item);

const keysMatchCount = (map: Record<string, unknown>, count: number) => {
  const keys = Object.keys(map).map(Number).sort((a, b) => a - b);
  return keys.length === count && keys.every((k, i) => k === i + 1);
};

export const ZTicketsData = byTicketNumber(ZAttendee);
export type TTicketsData = z.infer<typeof ZTicketsData>;
export const ZLogisticsData = byTicketNumber(ZLogisticsRecord);
export type TLogisticsData = z.infer<typeof ZLogisticsData>;
export const ZLogisticCase = z.enum(LOGISTIC_CASES, { message: "Choose a travel option." });

/** The checks of an order's attendee and logistics maps, wherever its schema names them. */
const ONE_ATTENDEE_PER_TICKET = "One participant per ticket is required.";
const LOGISTICS_PER_TICKET = "Transportation details are required for every ticket.";
const logisticsComplete = (logisticCase: string | undefined, logistics: Record<string, unknown> | undefined, numTickets: number) =>
  logisticCase !== "logisticInformation" || (logistics !== undefined && keysMatchCount(logistics, numTickets));

const orderDraftFields = {
  eventId: ZRowIdParam,
  numTickets: ZNumTickets,
  logisticCase: ZLogisticCase.optional(),
  discountCode: z.string().trim().max(LIMITS.discountCodeMaxLength).optional(),
};

/** A free registration's fields other than its attendees. */
const publicRegistrationFields = { eventId: orderDraftFields.eventId, numTickets: orderDraftFields.numTickets };

export const ZPublicRegistrationInput = z
  .object({ ...publicRegistrationFields, attendees: ZTicketsData, isOnline: z.boolean().optional() })
  .refine((v) => keysMatchCount(v.attendees, v.numTickets), { path: ["attendees"], message: ONE_ATTENDEE_PER_TICKET });
export type TPublicRegistrationInput = z.infer<typeof ZPublicRegistrationInput>;

/** POST /api/register/public as the specification names it: the attendees are `participants`. */
export const ZRestPublicRegistrationBody = z
  .object({ ...publicRegistrationFields, participants: ZTicketsData, isOnline: ZPublicRegistrationInput.shape.isOnline })
  .refine((v) => keysMatchCount(v.participants, v.numTickets), { path: ["participants"], message: ONE_ATTENDEE_PER_TICKET });
export type TRestPublicRegistrationBody = z.infer<typeof ZRestPublicRegistrationBody>;

export const fromRestPublicRegistration = ({ participants, ...rest }: TRestPublicRegistrationBody): TPublicRegistrationInput => ({ ...rest, attendees: participants });

/** The paid path's order details, shared by the checkout procedures and the paid registration. */
export const ZOrderDraftInput = z
  .object({ eventId: orderDraftFields.eventId, numTickets: orderDraftFields.numTickets, attendees: ZTicketsData, logisticCase: orderDraftFields.logisticCase, logistics: ZLogisticsData.optional(), discountCode: orderDraftFields.discountCode })
  .refine((v) => keysMatchCount(v.attendees, v.numTickets), { path: ["attendees"], message: ONE_ATTENDEE_PER_TICKET })
  .refine((v) => logisticsComplete(v.logisticCase, v.logistics, v.numTickets), { path: ["logistics"], message: LOGISTICS_PER_TICKET });
export type TOrderDraftInput = z.infer<typeof ZOrderDraftInput>;

/** The order details as the specification's REST payloads name them: `participants` and `logisticsInformations`. */
export const ZRestOrderDraft = z
  .object({ eventId: orderDraftFields.eventId, numTickets: orderDraftFields.numTickets, participants: ZTicketsData, logisticCase: orderDraftFields.logisticCase, logisticsInformations: ZLogisticsData.optional(), discountCode: orderDraftFields.discountCode })
  .refine((v) => keysMatchCount(v.participants, v.numTickets), { path: ["participants"], message: ONE_ATTENDEE_PER_TICKET })
  .refine((v) => logisticsComplete(v.logisticCase, v.logisticsInformations, v.numTickets), { path: ["logisticsInformations"], message: LOGISTICS_PER_TICKET });
export type TRestOrderDraft = z.infer<typeof ZRestOrderDraft>;

/** A REST order draft in the domain's names. */
export function fromRestOrderDraft<T extends TRestOrderDraft>({ participants, logisticsInformations, ...rest }: T): Omit<T, "participants" | "logisticsInformations"> & Pick<TOrderDraftInput, "attendees" | "logistics"> {
  return { ...rest, attendees: participants, logistics: logisticsInformations };
}

export const ZDiscountCodeInput = z.object({ code: z.string().trim().min(1).max(LIMITS.discountCodeMaxLength) });
