import { Link } from "@tanstack/react-router";
import type { RouterOutputs } from "@vyc/api/client";
import { useTranslation } from "react-i18next";
import { DataTable, type DataColumn } from "./data-table";

/** One attendee of the manifest's lists without travel details (those not booked and those travelling by themselves alike). */
type Person = RouterOutputs["admin"]["manifest"]["notBooked"][number];

/** Attendees without travel details: who has not booked yet, who travels by themselves. */
export function ManifestPeople({ title, people, empty }: { title: string; people: Person[]; empty: string }) {
  const { t } = useTranslation("admin");
  const columns: DataColumn<Person>[] = [
    { id: "name", header: t("manifest.columns.name"), rowHeader: true, sortValue: (p) => `${p.lastName} ${p.firstName}`.toLowerCase(), cell: (p) => `${p.firstName} ${p.lastName}` },
    { id: "email", header: t("manifest.columns.email"), sortValue: (p) => p.email, cell: (p) => p.email, className: "break" },
    { id: "phone", header: t("manifest.columns.phone"), cell: (p) => p.phone },
    {
      id: "order",
      header: t("manifest.columns.order"),
      sortValue: (p) => p.orderId,
      cell: (p) => (
        <Link to="/admin/orders/$orderId" params={{ orderId: String(p.orderId) }}>
          {t("orders.number", { id: p.orderId })}
        </Link>
      ),
    },
  ];
  return (
    <section className="manifest-section">
      <h2>
        {title} <span className="meta">({people.length})</span>
      </h2>
      {people.length === 0 ? (
        <p className="empty-state">{empty}</p>
      ) : (
        <DataTable rows={people} columns={columns} rowKey={(p) => p.ticketId} caption={title} cardLabel={(p) => `${p.firstName} ${p.lastName}`} initialSort={{ id: "name", desc: false }} pageSize={0} />
      )}
    </section>
  );
}
