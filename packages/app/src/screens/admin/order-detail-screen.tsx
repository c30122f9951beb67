import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ADMIN_MESSAGES } from "@vyc/validators";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { Loader } from "../../components/loader";
import { useTRPC } from "../../lib/trpc";
import { AttendeeCard } from "./attendee-card";
import { OrderRefunds } from "./order-refunds";
import { RefundForm } from "./refund-form";
import { statusBadge } from "./orders-screen";
import { PageHeader } from "./page-header";
import { QueryError } from "./query-error";
import { useAdminMutation } from "./use-admin-mutation";
import { useFormat } from "../../i18n/use-format";
import { useActiveLocale } from "../../i18n/use-locale";
import { useTranslation } from "react-i18next";

/** One order: its totals as fixed at purchase, its attendees, and what staff can do with it. */
export function OrderDetailScreen({ orderId }: { orderId: number }) {
  const { money, when } = useFormat();
  const locale = useActiveLocale();
  const { t } = useTranslation("admin");
  const trpc = useTRPC();
  const order = useQuery({ ...trpc.admin.getOrder.queryOptions({ orderId }), retry: false });
  const cancel = useAdminMutation(trpc.admin.cancelOrder.mutationOptions(), t("orderDetail.cancelled"));
  const resend = useAdminMutation(trpc.admin.resendConfirmation.mutationOptions(), ADMIN_MESSAGES.confirmationSent);

  if (order.isPending) return <Loader label={t("orderDetail.loading")} />;
  if (order.isError) return <QueryError message={t("orderDetail.loadFailed")} />;
  const o = order.data;
  return (
    <section>
      <PageHeader
        title={t("orderDetail.title", { id: o.id })}
        back={
          <Link to="/admin/orders" search={{ eventId: o.event.id }}>
            <ArrowLeft aria-hidden="true" size={16} />
            {t("orderDetail.back", { event: o.event.name })}
          </Link>
        }
        actions={
          (o.status === "pending" || (o.status === "paid" && o.buyerEmail)) && (
            <>
          {o.status === "pending" && (
            <button type="button" className="btn btn-ghost" disabled={cancel.isPending} onClick={() => cancel.mutate({ orderId: o.id })}>
              {t("orderDetail.cancel")}
            </button>
          )}
          {o.status === "paid" && o.buyerEmail && (
            <button type="button" className="btn btn-ghost" disabled={resend.isPending} onClick={() => resend.mutate({ orderId: o.id })}>
              {t("orderDetail.resend")}
            </button>
          )}
            </>
          )
        }
      >
        <p>
          <span className={statusBadge(o.status)}>{t(`orderStatus.${o.displayState}`)}</span>
        </p>
      </PageHeader>
      <dl className="facts card form-block">
        <dt>{t("orderDetail.event")}</dt>
        <dd>{o.event.name}</dd>
        <dt>{t("orderDetail.status")}</dt>
        <dd>{t(`orderStatus.${o.displayState}`)}</dd>
        <dt>{t("orderDetail.buyer")}</dt>
        <dd>{o.buyerEmail ?? t("shared.deskSale")}</dd>
        <dt>{t("orderDetail.placed")}</dt>
        <dd>{when(o.createdAt)}</dd>
        {o.paidAt && (
          <>
            <dt>{t("orderDetail.paid")}</dt>
            <dd>{when(o.paidAt)}</dd>
          </>
        )}
        <dt>{t("orderDetail.tickets")}</dt>
        <dd>
          {o.quantity} × {money(o.unitPriceMinor, o.currency)}
        </dd>
        <dt>{t("orderDetail.discount")}</dt>
        <dd>{o.discountCode ? t("orderDetail.discountValue", { code: o.discountCode, percent: o.discountPercent }) : t("orderDetail.noDiscount")}</dd>
        <dt>{t("orderDetail.total")}</dt>
        <dd>{money(o.totalMinor, o.currency)}</dd>
        <dt>{t("orderDetail.payment")}</dt>
        <dd className="break">{[o.provider ? t(`provider.${o.provider}`, { defaultValue: o.provider }) : null, o.captureId].filter(Boolean).join(" · ") || "—"}</dd>
        {(o.status === "paid" || o.status === "refunded") && (
          <>
            <dt>{t("orderDetail.files")}</dt>
            <dd>
              <ul className="plain-list">
                {o.invoices.map((invoice) => (
                  <li key={invoice.number}>
                    <a href={`/files/admin/invoices/${invoice.number}.pdf?lang=${locale}`} target="_blank" rel="noopener">
                      {invoice.kind === "credit"
                        ? t("refunds:list.creditNote", { number: invoice.number })
                        : t(invoice.kind === "correction" ? "orderDetail.correctionFile" : "orderDetail.invoiceFile", { number: invoice.number })}
                    </a>{" "}
                    · {when(invoice.issuedAt)}
                  </li>
                ))}
                {o.status === "paid" && (
                  <li>
                    <a href={`/files/admin/orders/${o.id}/tickets.pdf?lang=${locale}`} target="_blank" rel="noopener">{t("orderDetail.ticketsFile")}</a>
                  </li>
                )}
              </ul>
            </dd>
          </>
        )}
        <dt>{t("orderDetail.travel")}</dt>
        <dd>{o.logisticCase ? t(`logisticCase.${o.logisticCase}`, { defaultValue: o.logisticCase }) : "—"}</dd>
      </dl>
      {o.status === "paid" && o.tickets.some((ticket) => ticket.status === "valid") && <RefundForm order={o} />}
      {(o.status === "paid" || o.status === "refunded") && <OrderRefunds order={o} paid={o.status === "paid"} />}
      <h2>{t("orderDetail.attendees")}</h2>
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
              {t("orderDetail.pendingAttendee", { number: a.number, name: `${a.firstName} ${a.lastName}`, email: a.email })}
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">{t("orderDetail.noAttendees")}</p>
      )}
    </section>
  );
}
