import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Trans, useTranslation } from "react-i18next";
import { Loader } from "../../components/loader";
import { useTRPC } from "../../lib/trpc";
import { WaitingPlaces } from "../waiting-list/waiting-places";
import { OrderCard } from "./order-card";
import "./account.css";

/** The signed-in user's orders, each with its tickets (matched by position in the answer). */
export function TicketsScreen() {
  const { t } = useTranslation("account");
  const trpc = useTRPC();
  const data = useQuery({ ...trpc.account.tickets.queryOptions(), retry: false });
  if (data.isPending) return <Loader label={t("tickets.loading")} />;
  return (
    <section className="container page account-page">
      <h1>{t("tickets.title")}</h1>
      <WaitingPlaces />
      {data.isError ? (
        <p className="error-banner" role="alert">{t("tickets.fetchFail")}</p>
      ) : Object.keys(data.data.orders).length === 0 ? (
        <p className="empty-state">
          <Trans t={t} i18nKey="tickets.empty" components={{ eventsLink: <Link to="/events" /> }} />
        </p>
      ) : (
        <div className="orders">
          {Object.entries(data.data.orders).map(([key, order]) => (
            <OrderCard key={order.order_id} order={order} tickets={data.data.tickets[key] ?? []} />
          ))}
        </div>
      )}
    </section>
  );
}
