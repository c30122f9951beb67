import type { DeskTicketRow } from "@vyc/db";
import type { GuardianConsentState, TDeskTicket, TDeskTravelLeg, TFirstCheckIn } from "@vyc/validators";

const leg = (transport: string | null, at: Date | null, airline: string | null, flightNumber: string | null): TDeskTravelLeg | null => {
  if (transport !== "plane" && transport !== "train") return null;
  return { transport, at: at ? at.toISOString().slice(0, 16).replace("T", " ") : null, airline, flightNumber };
};

/** A ticket's guardian consent: none needed (an adult), pending or given. */
export const consentState = (consent: { status: string } | null): GuardianConsentState => (consent ? (consent.status === "given" ? "given" : "pending") : "notNeeded");

export function toDeskTicket(row: DeskTicketRow): TDeskTicket {
  const first = row.checkIns[0];
  const firstCheckIn: TFirstCheckIn | null = first
    ? { scannedAt: first.scannedAt.toISOString(), deviceId: first.deviceId, staffEmail: first.staff?.email ?? null, source: first.source }
    : null;
  return {
    id: row.id,
    number: row.number,
    secret: row.secret,
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
    guardianConsent: consentState(row.guardianConsent),
    logistics: {
      arrival: leg(row.arrivalTransportType, row.arrivalDatetime, row.arrivalAirline, row.arrivalFlightNumber),
      departure: leg(row.departureTransportType, row.departureDatetime, row.departureAirline, row.departureFlightNumber),
      comments: row.logisticsComments,
    },
    event: { id: row.event.id, name: row.event.name, nameVi: row.event.nameVi, dateStart: row.event.dateStart.toISOString(), dateEnd: row.event.dateEnd.toISOString(), place: row.event.place },
    order: {
      id: row.order.id,
      status: row.order.status,
      provider: row.order.provider,
      logisticCase: row.order.logisticCase,
      totalMinor: row.order.totalMinor,
      currency: row.order.currency,
      createdAt: row.order.createdAt.toISOString(),
      buyerEmail: row.order.user?.email ?? null,
    },
  };
}
