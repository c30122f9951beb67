import { useQuery } from "@tanstack/react-query";
import { Loader } from "../../components/loader";
import { useTRPC } from "../../lib/trpc";
import { when } from "./admin-format";
import { QueryError } from "./query-error";

/** Who did what in the back office, and when; newest first. */
export function AuditScreen() {
  const trpc = useTRPC();
  const log = useQuery(trpc.admin.auditLog.queryOptions({}));
  return (
    <section>
      <h1>Audit log</h1>
      {log.isPending ? (
        <Loader label="Loading the audit log" />
      ) : log.isError ? (
        <QueryError />
      ) : log.data.length === 0 ? (
        <p className="empty-state">Nothing recorded yet.</p>
      ) : (
        <div className="table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Audit log</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Target</th>
                <th scope="col">Detail</th>
              </tr>
            </thead>
            <tbody>
              {log.data.map((entry) => (
                <tr key={entry.id}>
                  <td>{when(entry.createdAt)}</td>
                  <td>{entry.actorEmail ?? "—"}</td>
                  <td>{entry.action}</td>
                  <td>{entry.target}</td>
                  <td className="detail">{entry.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
