import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { OutboxMessageKind, TOutboxMessageView } from "@vyc/validators";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format";
import { useTRPC } from "../../lib/trpc";
import { AdminTable } from "./admin-table";
import type { DataColumn } from "./data-table";
import { PageHeader } from "./page-header";
import { useAdminMutation } from "./use-admin-mutation";

/** Each kind of message in words (catalog keys); a kind of another version of the product is shown as it is. */
const KIND_LABELS: Record<OutboxMessageKind, string> = {
  "order.confirmation": "outbox.kinds.orderConfirmation",
  "order.guardian-consent": "outbox.kinds.guardianConsent",
  "refund.provider": "outbox.kinds.refundAtProvider",
  "refund.mail": "outbox.kinds.refundMail",
  "desk.tickets": "outbox.kinds.deskTickets",
  "waiting-list.offer": "outbox.kinds.waitingListOffer",
  "attendee.message": "outbox.kinds.attendeeMessage",
};

const kindLabel = (kind: string): string | null => (Object.hasOwn(KIND_LABELS, kind) ? KIND_LABELS[kind as OutboxMessageKind] : null);

/**
 * The e-mails and payment-provider refunds that keep failing to go out (given up, or still tried
 * after several attempts), with why the last try failed; staff send one again once its cause is fixed.
 */
export function OutboxScreen() {
  const { when } = useFormat();
  const { t } = useTranslation("admin");
  const trpc = useTRPC();
  const messages = useQuery(trpc.admin.troubledOutbox.queryOptions());
  const queryClient = useQueryClient();
  // A refusal (it went out meanwhile, or is being sent right now) shows the list as it now is.
  const sendAgain = useAdminMutation(
    trpc.admin.sendOutboxMessageAgain.mutationOptions({ onError: () => void queryClient.invalidateQueries(trpc.admin.troubledOutbox.queryFilter()) }),
    t("outbox.sentAgainToast"),
  );

  const kind = (m: TOutboxMessageView): string => {
    const key = kindLabel(m.kind);
    return key ? t(key) : m.kind;
  };
  /** What the message is about: its order, or for a waiting-list offer the event's waiting list. */
  const order = (m: TOutboxMessageView): string =>
    m.orderId !== null ? t("outbox.orderNumber", { id: m.orderId }) : m.waitingList ? t("outbox.waitingListOf", { event: m.waitingList.eventName }) : t("outbox.noOrder");

  const columns: DataColumn<TOutboxMessageView>[] = [
    { id: "kind", header: t("outbox.columns.kind"), rowHeader: true, sortValue: kind, cell: kind },
    {
      id: "order",
      header: t("outbox.columns.order"),
      className: "nowrap",
      sortValue: (m) => m.orderId ?? undefined,
      cell: (m) =>
        m.orderId !== null ? (
          <Link to="/admin/orders/$orderId" params={{ orderId: String(m.orderId) }}>
            {order(m)}
          </Link>
        ) : m.waitingList ? (
          <Link to="/admin/events/$eventId/waiting-list" params={{ eventId: String(m.waitingList.eventId) }}>
            {order(m)}
          </Link>
        ) : (
          order(m)
        ),
    },
    { id: "attempts", header: t("outbox.columns.attempts"), sortValue: (m) => m.attempts, cell: (m) => m.attempts },
    { id: "lastError", header: t("outbox.columns.lastError"), className: "break", cell: (m) => m.lastError ?? "—" },
    {
      id: "nextAttempt",
      header: t("outbox.columns.nextAttempt"),
      sortValue: (m) => m.nextAttemptAt ?? undefined,
      cell: (m) => (m.nextAttemptAt ? when(m.nextAttemptAt) : t("outbox.noNextAttempt")),
    },
    {
      id: "status",
      header: t("outbox.columns.status"),
      className: "nowrap",
      sortValue: (m) => m.status,
      cell: (m) => <span className={m.status === "failed" ? "badge badge-warn" : "badge badge-pending"}>{t(`outbox.status.${m.status}`)}</span>,
    },
    {
      id: "actions",
      header: t("outbox.columns.actions"),
      actions: true,
      cell: (m) => (
        <button
          type="button"
          className="btn btn-ghost btn-small"
          disabled={sendAgain.isPending}
          aria-label={t("outbox.sendAgainNamed", { kind: kind(m), order: order(m) })}
          onClick={() => sendAgain.mutate({ id: m.id })}
        >
          {t("outbox.sendAgain")}
        </button>
      ),
    },
  ];

  return (
    <section>
      <PageHeader title={t("outbox.title")}>
        <p className="hint">{t("outbox.explain")}</p>
      </PageHeader>
      <AdminTable
        query={messages}
        loading={t("outbox.loading")}
        empty={t("outbox.empty")}
        caption={t("outbox.caption")}
        columns={columns}
        rowKey={(m) => String(m.id)}
        cardLabel={(m) => `${kind(m)} · ${order(m)}`}
        pageSize={0}
      />
    </section>
  );
}
