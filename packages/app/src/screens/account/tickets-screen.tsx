import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { MESSAGES } from "@vyc/validators";
import { Loader } from "../../components/loader";
import { useTRPC } from "../../lib/trpc";
import { OrderCard } from "./order-card";
import "./account.css";

const [beforeLink, afterLink] = MESSAGES.noTickets.split("here");

/** The signed-in user's orders, each with its tickets (matched by position in the answer). */
export function TicketsScreen() {
  const trpc = useTRPC();
  const data = useQuery({ ...trpc.account.tickets.queryOptions(), retry: false });
  if (data.isPending) return <Loader label="Loading your tickets" />;
  return (
    <section className="container page account-page">
      <h1>My tickets</h1>
      {data.isError ? (
        <p className="error-banner" role="alert">{MESSAGES.ticketsFetchFail}</p>
      ) : Object.keys(data.data.orders).length === 0 ? (
        <p className="empty-state">
          {beforeLink}
          <Link to="/events">here</Link>
          {afterLink}
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
