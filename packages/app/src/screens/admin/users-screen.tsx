import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { AdminTable } from "./admin-table";
import { useAdminMutation } from "./use-admin-mutation";
import { useFormat } from "../../i18n/use-format";
import { useTranslation } from "react-i18next";

/** Admins promote users to staff (desk and back office) and demote them. */
export function UsersScreen() {
  const { when } = useFormat();
  const { t } = useTranslation("admin");
  const trpc = useTRPC();
  const [query, setQuery] = useState("");
  const users = useQuery(trpc.admin.listUsers.queryOptions({ query: query.trim() || undefined }));
  const setRole = useAdminMutation(trpc.admin.setUserRole.mutationOptions(), t("users.changed"));

  return (
    <section>
      <h1>{t("users.title")}</h1>
      <div className="filters">
        <div className="field">
          <label htmlFor="users-search">{t("users.search")}</label>
          <input id="users-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
      </div>
      <AdminTable
        query={users}
        loading={t("users.loading")}
        empty={t("users.empty")}
        caption={t("users.caption")}
        columns={[t("users.columns.email"), t("users.columns.role"), t("users.columns.verified"), t("users.columns.since"), t("users.columns.actions")]}
        row={(u) => (
          <tr key={u.id}>
            <th scope="row">{u.email}</th>
            <td>{t(`roles.${u.role}`, { defaultValue: u.role })}</td>
            <td>{t(u.emailVerified ? "shared.yes" : "shared.no")}</td>
            <td>{when(u.createdAt)}</td>
            <td>
              {u.role === "user" && (
                <button type="button" className="btn btn-ghost btn-small" disabled={setRole.isPending} aria-label={t("users.makeStaffNamed", { email: u.email })} onClick={() => setRole.mutate({ userId: u.id, role: "staff" })}>
                  {t("users.makeStaff")}
                </button>
              )}
              {u.role === "staff" && (
                <button type="button" className="btn btn-ghost btn-small" disabled={setRole.isPending} aria-label={t("users.demoteNamed", { email: u.email })} onClick={() => setRole.mutate({ userId: u.id, role: "user" })}>
                  {t("users.demote")}
                </button>
              )}
            </td>
          </tr>
        )}
      />
    </section>
  );
}
