import type { DeskTicketRow } from "@vyc/db/stores/desk-tickets";
import type { GuardianConsentState, TDeskTicket, TDeskTravelLeg, TFirstCheckIn } from "@vyc/validators";

const leg = (transport: string | null, at: Date | null, airline: string | null, flightNumber: string | null): TDeskTravelLeg | null => {
  if (transport !== "plane" && transport !== "train") return null;
  return { transport, at: at ? at.toISOString().slice(0, 16).replace("T", " ") : null, airline, flightNumber };
};

/** A ticket's guardian consent: none needed (an adult), pending or given. */
export const consentState = (consent: { status: string } | null): GuardianConsentState => (consent ? (consent.status === "given" ? "given" : "pending") : "notNeeded");

export function toDeskTicket(row: DeskTicketRow): TDeskTicket {
  const firstCheckIn: TFirstCheckIn | null =
    row.firstCheckInAt && row.firstCheckInDeviceId !== null && row.firstCheckInSource !== null
      ? { scannedAt: row.firstCheckInAt.toISOString(), deviceId: row.firstCheckInDeviceId, deskName: row.firstCheckInDeskName, staffEmail: row.firstCheckInStaffEmail, source: row.firstCheckInSource }
      : null;
  return {
    id: row.id,
    number: row.number,
    secret: row.secret,
    shortCode: row.shortCode,
    status: row.status,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    firstCheckIn,
    attendee: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      country: row.country,
      gender: row.gender,
      age: row.age,
      hasHealthNotes: row.healthcare !== null,
    },
    guardianConsent: consentState(row.guardianConsentStatus === null ? null : { status: row.guardianConsentStatus }),
    logistics: {
      arrival: leg(row.arrivalTransportType, row.arrivalDatetime, row.arrivalAirline, row.arrivalFlightNumber),
      departure: leg(row.departureTransportType, row.departureDatetime, row.departureAirline, row.departureFlightNumber),
      comments: row.logisticsComments,
    },
    event: { id: row.eventId, name: row.eventName, nameVi: row.eventNameVi, dateStart: row.eventDateStart.toISOString(), dateEnd: row.eventDateEnd.toISOString(), timeZone: row.eventTimeZone, place: row.eventPlace },
    order: {
      id: row.orderId,
      status: row.orderStatus,
      provider: row.orderProvider,
      logisticCase: row.orderLogisticCase,
      totalMinor: row.orderTotalMinor,
      currency: row.orderCurrency,
      createdAt: row.orderCreatedAt.toISOString(),
      buyerEmail: row.buyerEmail,
    },
  };
}
