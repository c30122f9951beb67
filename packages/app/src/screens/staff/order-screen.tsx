import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Loader } from "../../components/loader";
import { notify } from "../../lib/toast";
import { useTRPC } from "../../lib/trpc";
import { errorText } from "./error-text";
import { useDesk } from "./use-desk";
import { useFormat } from "../../i18n/use-format";
import { MessageText } from "../../i18n/message-text";

/** A desk order's tickets with their QR codes, to print on the desk printer or e-mail to the attendees. */
export function OrderScreen({ orderId }: { orderId: number }) {
  const format = useFormat();
  const trpc = useTRPC();
  const { desk } = useDesk();
  const order = useQuery({ ...trpc.kiosk.order.queryOptions({ orderId }), retry: false });
  const email = useMutation(
    trpc.kiosk.emailTickets.mutationOptions({
      onSuccess: ({ sentTo }) => notify.success(`Tickets e-mailed to ${sentTo.join(", ")}.`),
      onError: (error) => notify.error(errorText(error)),
    }),
  );
  const print = async () => {
    if (!desk) {
      window.print();
      return;
    }
    const result = await desk.printTicket();
    if (result.printed) notify.success("Tickets sent to the printer.");
    else notify.error(`Nothing was printed: ${result.reason ?? "printing failed"}.`);
  };

  if (order.isPending) return <Loader label="Loading the order" />;
  if (order.isError) {
    return (
      <section className="container page desk-page">
        <p className="error-banner" role="alert"><MessageText text={errorText(order.error)} /></p>
      </section>
    );
  }
  const { event, tickets } = order.data;
  const dates = format.dateRange(event.dateStart, event.dateEnd);
  return (
    <section className="container page desk-page">
      <h1>
        Order #{order.data.id} · {event.name}
      </h1>
      <p className="success-banner no-print">
        {order.data.status === "paid" ? "Paid" : order.data.status}:{" "}
        {order.data.totalMinor === 0 ? "free" : format.money(order.data.totalMinor, order.data.currency)} · {tickets.length}{" "}
        {tickets.length === 1 ? "ticket" : "tickets"}
      </p>
      <div className="form-actions no-print">
        <button type="button" className="btn btn-primary" onClick={() => void print()}>
          Print tickets
        </button>
        <button type="button" className="btn btn-ghost" disabled={email.isPending} onClick={() => email.mutate({ orderId })}>
          {email.isPending ? "Sending…" : "E-mail tickets"}
        </button>
        <Link to="/staff/sale" className="btn btn-ghost">
          New walk-in sale
        </Link>
      </div>
      <ul className="print-tickets">
        {tickets.map((ticket) => (
          <li key={ticket.id}>
            <article className="card print-ticket" aria-label={`Ticket ${ticket.number}: ${ticket.firstName} ${ticket.lastName}`}>
              <img src={ticket.qrDataUrl} width={180} height={180} alt={`QR code of ticket ${ticket.number}`} />
              <div>
                <p className="eyebrow">Ticket {ticket.number} · order #{order.data.id}</p>
                <h2>
                  {ticket.firstName} {ticket.lastName}
                </h2>
                <p>
                  {event.name}
                  <br />
                  {dates} · {event.place}, {event.location}
                </p>
                <p className="meta">
                  Code <code className="ticket-code">{ticket.secret}</code>
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
