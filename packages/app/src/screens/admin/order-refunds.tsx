import { useQuery } from "@tanstack/react-query";
import type { RouterOutputs } from "@vyc/api/client";
import type { TRefundView } from "@vyc/validators";
import { useTranslation } from "react-i18next";
import { Loader } from "../../components/loader";
import { ShownMessage } from "../../i18n/shown-text";
import { keptRefusal } from "../../lib/api-errors";
import { useFormat } from "../../i18n/use-format";
import { useActiveLocale } from "../../i18n/use-locale";
import { useTRPC } from "../../lib/trpc";
import { QueryError } from "./query-error";
import { RefundDecision } from "./refund-decision";
import type { RefundableOrder } from "./refund-form";
import { useAdminMutation } from "./use-admin-mutation";

const REFUND_BADGES: Record<TRefundView["status"], string> = { pending: "badge badge-pending", completed: "badge badge-ok", failed: "badge badge-warn" };
const REQUEST_BADGES = { open: "badge badge-pending", approved: "badge badge-ok", declined: "badge" } as const;

/**
 * An order's refunds (status, credit note, Retry for one waiting for PayPal or refused) and its
 * buyer's refund requests with Approve and Decline.
 */
export function OrderRefunds({ order, paid }: { order: RefundableOrder; paid: boolean }) {
  const { t } = useTranslation("refunds");
  const { money } = useFormat();
  const trpc = useTRPC();
  const refunds = useQuery({ ...trpc.refunds.ofOrder.queryOptions({ orderId: order.id }), retry: false });
  if (refunds.isPending) return <Loader label={t("list.title")} />;
  if (refunds.isError) return <QueryError />;
  const { refunds: made, requests } = refunds.data;
  const given = made.filter((r) => r.status === "completed").reduce((sum, r) => sum + r.amountMinor, 0);
  return (
    <>
      {made.length > 0 && (
        <section className="card form-block" aria-labelledby={`refunds-${order.id}`}>
          <h2 id={`refunds-${order.id}`}>{t("list.title")}</h2>
          <p>{t("list.summary", { amount: money(given, order.currency), total: money(order.totalMinor, order.currency) })}</p>
          <ul className="plain-list refund-list">
            {made.map((refund) => (
              <RefundEntry key={refund.id} refund={refund} order={order} paid={paid} />
            ))}
          </ul>
        </section>
      )}
      {requests.length > 0 && (
        <section className="card form-block" aria-labelledby={`refund-requests-${order.id}`}>
          <h2 id={`refund-requests-${order.id}`}>{t("requests.title")}</h2>
          <ul className="plain-list refund-list">
            {requests.map((request) => (
              <RequestEntry key={request.id} request={request} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function RefundEntry({ refund, order, paid }: { refund: TRefundView; order: RefundableOrder; paid: boolean }) {
  const { t } = useTranslation("refunds");
  const { money, when } = useFormat();
  const locale = useActiveLocale();
  const trpc = useTRPC();
  const retry = useAdminMutation(trpc.refunds.retry.mutationOptions(), t("list.retried"));
  const again = useAdminMutation(trpc.refunds.refundOrder.mutationOptions(), t("list.retried"));
  const amount = money(refund.amountMinor, refund.currency);
  // A refused refund changed nothing: it can be asked again while its tickets are still valid.
  const askAgain = refund.status === "failed" && paid && refund.ticketIds.every((id) => order.tickets.some((ticket) => ticket.id === id && ticket.status === "valid"));
  const busy = retry.isPending || again.isPending;
  return (
    <li>
      <p>
        <span className={REFUND_BADGES[refund.status]}>{t(`list.status.${refund.status}`)}</span>{" "}
        {t("list.entry", { amount, tickets: refund.ticketIds.length, method: t(`list.method.${refund.method}`, { defaultValue: refund.method }) })} · {when(refund.completedAt ?? refund.createdAt)}
      </p>
      {refund.feeMinor > 0 && <p className="meta">{t("list.feeLine", { amount: money(refund.feeMinor, refund.currency) })}</p>}
      <p className="meta">{t("list.reasonLine", { reason: refund.reason })}</p>
      {refund.failure && (
        <p className="field-error">
          <ShownMessage text={keptRefusal(refund.failureRefusal, refund.failure)} />
        </p>
      )}
      {refund.creditNoteNumber && (
        <p>
          <a href={`/files/admin/invoices/${refund.creditNoteNumber}.pdf?lang=${locale}`} target="_blank" rel="noopener">
            {t("list.creditNote", { number: refund.creditNoteNumber })}
          </a>
        </p>
      )}
      {(refund.status === "pending" || askAgain) && (
        <button
          type="button"
          className="btn btn-ghost btn-small"
          disabled={busy}
          aria-label={t("list.retryNamed", { amount })}
          onClick={() =>
            refund.status === "pending" ? retry.mutate({ refundId: refund.id }) : again.mutate({
                  orderId: order.id,
                  reason: refund.reason,
                  // Asked again as it was first asked (and confirmed): its tickets less its fee, or its amount alone.
                  ...(refund.ticketIds.length > 0 ? { ticketIds: refund.ticketIds, feeMinor: refund.feeMinor, checkedInConfirmed: true } : { amountMinor: refund.amountMinor }),
                })
          }
        >
          {t("list.retry")}
        </button>
      )}
    </li>
  );
}

type RefundRequest = RouterOutputs["refunds"]["ofOrder"]["requests"][number];

function RequestEntry({ request }: { request: RefundRequest }) {
  const { t } = useTranslation("refunds");
  const { when } = useFormat();
  return (
    <li>
      <p>
        <span className={REQUEST_BADGES[request.status]}>{t(`requests.status.${request.status}`)}</span> {t("requests.asked", { when: when(request.createdAt), reason: request.reason })}
      </p>
      {request.status === "open" && <RefundDecision requestId={request.id} />}
    </li>
  );
}
