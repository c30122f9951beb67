import type { inferOutput, TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { AppRouter } from "@vyc/api/client";
import { useFormat } from "../../i18n/use-format";

type Ticket = inferOutput<TRPCOptionsProxy<AppRouter>["admin"]["getOrder"]>["tickets"][number];

const leg = (transport: string | null, at: string, airline: string | null, flight: string | null): string =>
  transport ? [transport === "plane" ? "Plane" : "Train", at, [airline, flight].filter(Boolean).join(" ")].filter(Boolean).join(" · ") : "—";

/** Every field of one attendee's ticket. */
export function AttendeeCard({ ticket: t }: { ticket: Ticket }) {
  const { when } = useFormat();
  return (
    <article className="card form-block" aria-label={`Ticket ${t.number}: ${t.firstName} ${t.lastName}`}>
      <h3>
        Ticket {t.number}: {t.firstName} {t.lastName}
      </h3>
      <dl className="facts">
        <dt>Status</dt>
        <dd>
          {t.status === "valid" ? "Valid" : "Cancelled"}
          {t.checkedInAt ? ` · checked in ${when(t.checkedInAt)}` : " · not checked in"}
        </dd>
        <dt>Gender</dt>
        <dd>{t.gender}</dd>
        <dt>Age</dt>
        <dd>{t.age}</dd>
        <dt>Email</dt>
        <dd>{t.email}</dd>
        <dt>Phone</dt>
        <dd>{t.phone}</dd>
        <dt>Country</dt>
        <dd>{t.country}</dd>
        <dt>Healthcare</dt>
        <dd>{t.healthcare || "—"}</dd>
        <dt>Expectation</dt>
        <dd>{t.expectation}</dd>
        <dt>Arrival</dt>
        <dd>{leg(t.arrivalTransportType, when(t.arrivalDatetime), t.arrivalAirline, t.arrivalFlightNumber)}</dd>
        <dt>Departure</dt>
        <dd>{leg(t.departureTransportType, when(t.departureDatetime), t.departureAirline, t.departureFlightNumber)}</dd>
        <dt>Comments</dt>
        <dd>{t.logisticsComments || "—"}</dd>
      </dl>
    </article>
  );
}
