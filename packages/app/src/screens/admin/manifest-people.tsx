import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";

interface Person {
  ticketId: string;
  orderId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** Attendees without travel details: who has not booked yet, who travels by themselves. */
export function ManifestPeople({ title, people, empty }: { title: string; people: Person[]; empty: string }) {
  const { t } = useTranslation("admin");
  return (
    <section className="manifest-section">
      <h2>
        {title} <span className="meta">({people.length})</span>
      </h2>
      {people.length === 0 ? (
        <p className="empty-state">{empty}</p>
      ) : (
        <table className="admin-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t("manifest.columns.name")}</th>
              <th scope="col">{t("manifest.columns.email")}</th>
              <th scope="col">{t("manifest.columns.phone")}</th>
              <th scope="col">{t("manifest.columns.order")}</th>
            </tr>
          </thead>
          <tbody>
            {people.map((p) => (
              <tr key={p.ticketId}>
                <th scope="row">
                  {p.firstName} {p.lastName}
                </th>
                <td>{p.email}</td>
                <td>{p.phone}</td>
                <td>
                  <Link to="/admin/orders/$orderId" params={{ orderId: String(p.orderId) }}>
                    {t("orders.number", { id: p.orderId })}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
