import { useQuery } from "@tanstack/react-query";
import type { TAttendeeMessageRecipientView, TAttendeeMessageView } from "@vyc/validators";
import X from "lucide-react/icons/x";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format";
import { useTRPC } from "../../lib/trpc";
import { AdminTable } from "./admin-table";
import type { DataColumn } from "./data-table";
import { ticketTypeName } from "../../i18n/ticket-type-name";

/** How often the lists are read again while e-mails of them still wait to go out. */
const WAITING_POLL_MS = 2000;

const waiting = (m: TAttendeeMessageView): boolean => m.sentCount + m.failedCount < m.recipientCount;

const STATUS_BADGES: Record<TAttendeeMessageRecipientView["status"], string> = { sent: "badge badge-ok", pending: "badge badge-pending", failed: "badge badge-warn" };

/** The messages sent to the event's ticket holders, newest first; one opens to show each recipient. */
export function SentMessages({ eventId }: { eventId: number }) {
  const { t } = useTranslation("messages");
  const { when } = useFormat();
  const trpc = useTRPC();
  const messages = useQuery({
    ...trpc.messages.list.queryOptions({ eventId }),
    refetchInterval: (query) => (query.state.data?.some(waiting) ? WAITING_POLL_MS : false),
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const open = messages.data?.find((m) => m.id === openId) ?? null;

  const columns: DataColumn<TAttendeeMessageView>[] = [
    { id: "when", header: t("list.columns.when"), sortValue: (m) => m.createdAt, cell: (m) => when(m.createdAt), className: "nowrap" },
    { id: "subject", header: t("list.columns.subject"), rowHeader: true, sortValue: (m) => m.subject, cell: (m) => m.subject, className: "break" },
    { id: "by", header: t("list.columns.by"), sortValue: (m) => m.createdBy ?? "", cell: (m) => m.createdBy ?? t("list.formerStaff"), className: "break" },
    { id: "recipients", header: t("list.columns.recipients"), sortValue: (m) => m.recipientCount, cell: (m) => m.recipientCount },
    {
      id: "status",
      header: t("list.columns.status"),
      cell: (m) => (
        <span className="badges">
          <span className={waiting(m) ? "badge badge-pending" : "badge badge-ok"}>{t("list.sentOf", { sent: m.sentCount, total: m.recipientCount })}</span>
          {m.failedCount > 0 && <span className="badge badge-warn">{t("list.failed", { count: m.failedCount })}</span>}
        </span>
      ),
    },
    {
      id: "actions",
      header: t("list.columns.actions"),
      actions: true,
      cell: (m) => (
        <button
          type="button"
          className="btn btn-ghost btn-small"
          aria-expanded={openId === m.id}
          aria-label={t("list.showRecipientsOf", { subject: m.subject })}
          onClick={() => setOpenId(openId === m.id ? null : m.id)}
        >
          {t("list.showRecipients")}
        </button>
      ),
    },
  ];

  return (
    <section aria-labelledby="sent-messages-title">
      <h2 id="sent-messages-title">{t("list.title")}</h2>
      <AdminTable
        query={messages}
        loading={t("list.loading")}
        empty={t("list.empty")}
        caption={t("list.caption")}
        columns={columns}
        rowKey={(m) => String(m.id)}
        cardLabel={(m) => m.subject}
        initialSort={{ id: "when", desc: true }}
      />
      {open && <MessageRecipients key={open.id} message={open} onClose={() => setOpenId(null)} />}
    </section>
  );
}

/** One message as it was sent (its texts, audience, sender) and each of its recipients: address, language, whether and when the e-mail went out. */
function MessageRecipients({ message, onClose }: { message: TAttendeeMessageView; onClose: () => void }) {
  const { t } = useTranslation("messages");
  const { when, locale } = useFormat();
  const trpc = useTRPC();
  const types = useQuery(trpc.ticketTypes.list.queryOptions({ eventId: message.eventId }));
  const recipients = useQuery({
    ...trpc.messages.recipients.queryOptions({ messageId: message.id }),
    refetchInterval: (query) => (query.state.data?.some((r) => r.status === "pending") ? WAITING_POLL_MS : false),
  });
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a message takes the reader (and a screen reader's focus) to it.
  useEffect(() => heading.current?.focus(), []);

  const chosenTypes = message.audience.ticketTypeIds.map((id) => {
    const type = types.data?.find((candidate) => candidate.id === id);
    return type ? ticketTypeName(type, locale) : `#${id}`;
  });
  const audience = [
    chosenTypes.length === 0 ? t("recipients.allTypes") : t("recipients.someTypes", { types: chosenTypes.join(", ") }),
    ...(message.audience.notCheckedInOnly ? [t("recipients.notCheckedInOnly")] : []),
  ].join(" · ");

  const columns: DataColumn<TAttendeeMessageRecipientView>[] = [
    { id: "email", header: t("recipients.columns.email"), rowHeader: true, sortValue: (r) => r.email ?? "", cell: (r) => r.email ?? t("recipients.erased"), className: "break" },
    { id: "attendee", header: t("recipients.columns.attendee"), sortValue: (r) => r.attendee ?? "", cell: (r) => r.attendee ?? "—" },
    { id: "language", header: t("recipients.columns.language"), sortValue: (r) => r.language, cell: (r) => t(`recipients.language.${r.language}`) },
    { id: "status", header: t("recipients.columns.status"), sortValue: (r) => r.status, cell: (r) => <span className={STATUS_BADGES[r.status]}>{t(`recipients.status.${r.status}`)}</span> },
    { id: "sentAt", header: t("recipients.columns.sentAt"), sortValue: (r) => r.sentAt ?? "", cell: (r) => when(r.sentAt), className: "nowrap" },
  ];

  return (
    <section className="card form-block message-detail" aria-labelledby={`message-${message.id}-title`}>
      <div className="inbox-heading">
        <h3 id={`message-${message.id}-title`} ref={heading} tabIndex={-1}>
          {t("recipients.title", { subject: message.subject })}
        </h3>
        <button type="button" className="btn btn-ghost btn-small" onClick={onClose}>
          <X aria-hidden="true" size={16} />
          {t("recipients.close")}
        </button>
      </div>
      <dl className="facts">
        <dt>{t("recipients.sentAt")}</dt>
        <dd>{when(message.createdAt)}</dd>
        <dt>{t("recipients.by")}</dt>
        <dd className="break">{message.createdBy ?? t("list.formerStaff")}</dd>
        <dt>{t("recipients.audience")}</dt>
        <dd>{audience}</dd>
      </dl>
      <div className="message-texts">
        <article aria-label={t("recipients.english")}>
          <h4>{t("recipients.english")}</h4>
          <p className="message-subject">{message.subject}</p>
          <p className="message-body">{message.body}</p>
        </article>
        {message.subjectVi && (
          <article aria-label={t("recipients.vietnamese")}>
            <h4>{t("recipients.vietnamese")}</h4>
            <p className="message-subject" lang="vi">{message.subjectVi}</p>
            <p className="message-body" lang="vi">{message.bodyVi}</p>
          </article>
        )}
      </div>
      <AdminTable
        query={recipients}
        loading={t("recipients.loading")}
        empty={t("recipients.empty")}
        caption={t("recipients.caption", { subject: message.subject })}
        captionVisible
        columns={columns}
        rowKey={(r) => String(r.id)}
        cardLabel={(r) => r.email ?? t("recipients.erased")}
        pageSize={50}
      />
    </section>
  );
}
