import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { AdminTable } from "./admin-table";
import { useAdminMutation } from "./use-admin-mutation";
import { useFormat } from "../../i18n/use-format";

/** Admins promote users to staff (desk and back office) and demote them. */
export function UsersScreen() {
  const { when } = useFormat();
  const trpc = useTRPC();
  const [query, setQuery] = useState("");
  const users = useQuery(trpc.admin.listUsers.queryOptions({ query: query.trim() || undefined }));
  const setRole = useAdminMutation(trpc.admin.setUserRole.mutationOptions(), "Role changed.");

  return (
    <section>
      <h1>Users</h1>
      <div className="filters">
        <div className="field">
          <label htmlFor="users-search">Search by e-mail</label>
          <input id="users-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
      </div>
      <AdminTable
        query={users}
        loading="Loading users"
        empty="No users match."
        caption="Users"
        columns={["E-mail", "Role", "Verified", "Since", "Actions"]}
        row={(u) => (
          <tr key={u.id}>
            <th scope="row">{u.email}</th>
            <td>{u.role}</td>
            <td>{u.emailVerified ? "Yes" : "No"}</td>
            <td>{when(u.createdAt)}</td>
            <td>
              {u.role === "user" && (
                <button type="button" className="btn btn-ghost btn-small" disabled={setRole.isPending} aria-label={`Make staff: ${u.email}`} onClick={() => setRole.mutate({ userId: u.id, role: "staff" })}>
                  Make staff
                </button>
              )}
              {u.role === "staff" && (
                <button type="button" className="btn btn-ghost btn-small" disabled={setRole.isPending} aria-label={`Demote to user: ${u.email}`} onClick={() => setRole.mutate({ userId: u.id, role: "user" })}>
                  Demote to user
                </button>
              )}
            </td>
          </tr>
        )}
      />
    </section>
  );
}
