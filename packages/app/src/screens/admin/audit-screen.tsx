import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import { AdminTable } from "./admin-table";
import { useFormat } from "../../i18n/use-format";

/** Who did what in the back office, and when; newest first. */
export function AuditScreen() {
  const { when } = useFormat();
  const trpc = useTRPC();
  const log = useQuery(trpc.admin.auditLog.queryOptions({}));
  return (
    <section>
      <h1>Audit log</h1>
      <AdminTable
        query={log}
        loading="Loading the audit log"
        empty="Nothing recorded yet."
        caption="Audit log"
        columns={["When", "Who", "Action", "Target", "Detail"]}
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
