import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Loader } from "../../components/loader";
import { useTRPC } from "../../lib/trpc";
import { PageHeader } from "./page-header";
import { QueryError } from "./query-error";
import { useAdminMutation } from "./use-admin-mutation";
import { useFormat } from "../../i18n/use-format";
import { useTranslation } from "react-i18next";

/** The contact form's messages, newest first; staff mark them handled once answered. */
export function InboxScreen() {
  const { when } = useFormat();
  const { t } = useTranslation("admin");
  const trpc = useTRPC();
  const messages = useQuery(trpc.admin.listMessages.queryOptions());
  const handled = useAdminMutation(trpc.admin.markMessageHandled.mutationOptions(), t("inbox.marked"));
  const [openOnly, setOpenOnly] = useState(false);

  const list = (messages.data ?? []).filter((m) => !openOnly || !m.handledAt);
  return (
    <section>
      <PageHeader
        title={t("inbox.title")}
        actions={
          <label className="checkbox-row">
            <input type="checkbox" checked={openOnly} onChange={(e) => setOpenOnly(e.target.checked)} /> {t("inbox.openOnly")}
          </label>
        }
      />
      {messages.isPending ? (
        <Loader label={t("inbox.loading")} />
      ) : messages.isError ? (
        <QueryError />
      ) : list.length === 0 ? (
        <p className="empty-state">{t("inbox.empty")}</p>
      ) : (
        <ul className="inbox">
          {list.map((m) => (
            <li key={m.id}>
              <article className={m.handledAt ? "card form-block handled" : "card form-block"} aria-label={m.subject}>
                <div className="inbox-heading">
                  <h2>{m.subject}</h2>
                  {m.handledAt ? (
                    <span className="badge badge-ok">{t("inbox.handled", { when: when(m.handledAt) })}</span>
                  ) : (
                    <button type="button" className="btn btn-ghost btn-small" disabled={handled.isPending} onClick={() => handled.mutate({ id: m.id })}>
                      {t("inbox.markHandled")}
                    </button>
                  )}
                </div>
                <p className="meta">
                  {m.firstName} {m.lastName} · <a href={`mailto:${m.email}`} className="break">{m.email}</a> · {m.phone} · {when(m.createdAt)}
                  {!m.delivered && ` · ${t("inbox.notDelivered")}`}
                </p>
                <p className="message-body">{m.message}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
