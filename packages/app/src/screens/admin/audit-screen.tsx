import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import { AdminTable } from "./admin-table";
import { useFormat } from "../../i18n/use-format";
import { useTranslation } from "react-i18next";

/** Who did what in the back office, and when; newest first. */
export function AuditScreen() {
  const { when } = useFormat();
  const { t } = useTranslation("admin");
  const trpc = useTRPC();
  const log = useQuery(trpc.admin.auditLog.queryOptions({}));
  return (
    <section>
      <h1>{t("audit.title")}</h1>
      <AdminTable
        query={log}
        loading={t("audit.loading")}
        empty={t("audit.empty")}
        caption={t("audit.caption")}
        columns={[t("audit.columns.when"), t("audit.columns.who"), t("audit.columns.action"), t("audit.columns.target"), t("audit.columns.detail")]}
        row={(entry) => (
          <tr key={entry.id}>
            <td>{when(entry.createdAt)}</td>
            <td>{entry.actorEmail ?? "—"}</td>
            <td>{entry.action}</td>
            <td>{entry.target}</td>
            <td className="detail">{entry.detail}</td>
          </tr>
        )}
      />
    </section>
  );
}
