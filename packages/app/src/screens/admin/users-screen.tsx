import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Loader } from "../../components/loader";
import { useTRPC } from "../../lib/trpc";
import { when } from "./admin-format";
import { QueryError } from "./query-error";
import { useAdminMutation } from "./use-admin-mutation";

/** Admins promote users to staff (desk and back office) and demote them. */
export function UsersScreen() {
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
      {users.isPending ? (
        <Loader label="Loading users" />
      ) : users.isError ? (
        <QueryError />
      ) : users.data.length === 0 ? (
        <p className="empty-state">No users match.</p>
      ) : (
        <div className="table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Users</caption>
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">Verified</th>
                <th scope="col">Since</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {users.data.map((u) => (
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
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
