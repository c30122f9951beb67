import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ADMIN_MESSAGES } from "@vyc/validators";
import { Loader } from "../../components/loader";
import { useTRPC } from "../../lib/trpc";
import { LOGISTIC_CASE_LABELS, ORDER_STATUS_LABELS } from "./admin-format";
import { AttendeeCard } from "./attendee-card";
import { QueryError } from "./query-error";
import { useAdminMutation } from "./use-admin-mutation";
import { useFormat } from "../../i18n/use-format";

/** One order: its totals as fixed at purchase, its attendees, and what staff can do with it. */
export function OrderDetailScreen({ orderId }: { orderId: number }) {
  const { money, when } = useFormat();
  const trpc = useTRPC();
  const order = useQuery({ ...trpc.admin.getOrder.queryOptions({ orderId }), retry: false });
  const cancel = useAdminMutation(trpc.admin.cancelOrder.mutationOptions(), "Order cancelled.");
  const resend = useAdminMutation(trpc.admin.resendConfirmation.mutationOptions(), ADMIN_MESSAGES.confirmationSent);

  if (order.isPending) return <Loader label="Loading order" />;
  if (order.isError) return <QueryError message="This order could not be loaded." />;
  const o = order.data;
  return (
    <section>
      <p>
        <Link to="/admin/orders" search={{ eventId: o.event.id }}>
          ← Orders of {o.event.name}
        </Link>
      </p>
      <div className="admin-heading">
        <h1>Order #{o.id}</h1>
        <div className="actions">
          {o.status === "pending" && (
            <button type="button" className="btn btn-ghost" disabled={cancel.isPending} onClick={() => cancel.mutate({ orderId: o.id })}>
              Cancel order
            </button>
          )}
          {o.status === "paid" && o.buyerEmail && (
            <button type="button" className="btn btn-ghost" disabled={resend.isPending} onClick={() => resend.mutate({ orderId: o.id })}>
              Resend confirmation e-mail
            </button>
          )}
        </div>
      </div>
      <dl className="facts card form-block">
        <dt>Event</dt>
        <dd>{o.event.name}</dd>
        <dt>Status</dt>
        <dd>{ORDER_STATUS_LABELS[o.status] ?? o.status}</dd>
        <dt>Buyer</dt>
        <dd>{o.buyerEmail ?? "Desk sale"}</dd>
        <dt>Placed</dt>
        <dd>{when(o.createdAt)}</dd>
        {o.paidAt && (
          <>
            <dt>Paid</dt>
            <dd>{when(o.paidAt)}</dd>
          </>
        )}
        <dt>Tickets</dt>
        <dd>
          {o.quantity} × {money(o.unitPriceMinor, o.currency)}
        </dd>
        <dt>Discount</dt>
        <dd>{o.discountCode ? `${o.discountCode} (−${o.discountPercent} %)` : "None"}</dd>
        <dt>Total</dt>
        <dd>{money(o.totalMinor, o.currency)}</dd>
        <dt>Payment</dt>
        <dd>{[o.provider, o.captureId].filter(Boolean).join(" · ") || "—"}</dd>
        <dt>Travel</dt>
        <dd>{o.logisticCase ? (LOGISTIC_CASE_LABELS[o.logisticCase] ?? o.logisticCase) : "—"}</dd>
      </dl>
      <h2>Attendees</h2>
      {o.tickets.length > 0 ? (
        <div className="card-grid">
          {o.tickets.map((t) => (
            <AttendeeCard key={t.id} ticket={t} />
          ))}
        </div>
      ) : o.pendingAttendees.length > 0 ? (
        <ul>
          {o.pendingAttendees.map((a) => (
            <li key={a.number}>
              Ticket {a.number}: {a.firstName} {a.lastName} ({a.email}) — no ticket until the order is paid
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">No attendees.</p>
      )}
    </section>
  );
}
