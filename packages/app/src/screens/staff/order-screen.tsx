import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { Loader } from "../../components/loader";
import { ShortCode } from "../../components/short-code";
import { notify } from "../../lib/toast";
import { useTRPC } from "../../lib/trpc";
import { PriceLines } from "../../components/price-lines";
import { OrderCheckIn } from "./order-check-in";
import { errorText } from "./error-text";
import { useDesk } from "./use-desk";
import { useFormat } from "../../i18n/use-format";
import { ShownMessage } from "../../i18n/shown-text";
import { EventName, localizeEvent } from "../../i18n/localized-event";
import { useActiveLocale } from "../../i18n/use-locale";
import { ticketTypeName } from "../../i18n/ticket-type-name";

/** A desk order's tickets with their QR codes, to print on the desk printer or e-mail to the attendees. */
export function OrderScreen({ orderId }: { orderId: number }) {
  const format = useFormat();
  const { t } = useTranslation("desk");
  const locale = useActiveLocale();
  const trpc = useTRPC();
  const { desk } = useDesk();
  const order = useQuery({ ...trpc.kiosk.order.queryOptions({ orderId }), retry: false });
  const email = useMutation(
    trpc.kiosk.emailTickets.mutationOptions({
      onSuccess: ({ sentTo }) => notify.success(t("order.emailed", { emails: sentTo.join(", ") })),
      onError: (error) => notify.error(errorText(error)),
    }),
  );
  const print = async () => {
    if (!desk) {
      window.print();
      return;
    }
    const result = await desk.printTicket();
    if (result.printed) notify.success(t("order.printed"));
    else notify.error(t("order.notPrinted", { reason: result.reason ?? t("order.printFailed") }));
  };

  if (order.isPending) return <Loader label={t("order.loading")} />;
  if (order.isError) {
    return (
      <section className="container page desk-page">
        <p className="error-banner" role="alert"><ShownMessage text={errorText(order.error)} /></p>
      </section>
    );
  }
  const { event, tickets } = order.data;
  const dates = format.dateRange(event.dateStart, event.dateEnd, event.timeZone);
  return (
    <section className="container page desk-page">
      <h1>
        {t("order.title", { id: order.data.id, event: localizeEvent(event, locale).name.value })}
      </h1>
      <p className="success-banner no-print">
        {t("order.summary", {
          status: t(`orderStatus.${order.data.status}`, { defaultValue: order.data.status }),
          total: order.data.totalMinor === 0 ? t("order.free") : format.money(order.data.totalMinor, order.data.currency),
          count: tickets.length,
        })}
      </p>
      <div className="card form-block no-print">
        <PriceLines lines={order.data} totalLabel={t("price.total")} />
      </div>
      <div className="form-actions no-print">
        <button type="button" className="btn btn-primary" onClick={() => void print()}>
          {t("order.print")}
        </button>
        <button type="button" className="btn btn-ghost" disabled={email.isPending} onClick={() => email.mutate({ orderId, locale })}>
          {t(email.isPending ? "order.sending" : "order.email")}
        </button>
        <Link to="/staff/sale" className="btn btn-ghost">
          {t("order.newSale")}
        </Link>
      </div>
      <OrderCheckIn tickets={tickets} />
      <ul className="print-tickets">
        {tickets.map((ticket) => (
          <li key={ticket.id}>
            <article className="card print-ticket" aria-label={t("order.ticketLabel", { number: ticket.number, name: `${ticket.firstName} ${ticket.lastName}` })}>
              <img src={ticket.qrDataUrl} width={180} height={180} alt={t("order.qr", { number: ticket.number })} />
              <div>
                <p className="eyebrow">{t("order.eyebrow", { number: ticket.number, id: order.data.id })}</p>
                <h2>
                  {ticket.firstName} {ticket.lastName}
                </h2>
                {ticket.ticketType && <p>{t("order.ticketType", { name: ticketTypeName(ticket.ticketType, locale) })}</p>}
                <p>
                  <EventName event={event} />
                  <br />
                  {dates} · {event.place}, {event.location}
                </p>
                <p>
                  {t("order.shortCode")} <ShortCode code={ticket.shortCode} />
                </p>
                <p className="meta">
                  {t("order.code")} <code className="ticket-code">{ticket.secret}</code>
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
