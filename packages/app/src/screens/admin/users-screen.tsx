import { useQuery } from "@tanstack/react-query";
import type { RouterOutputs } from "@vyc/api/client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format";
import { useTRPC } from "../../lib/trpc";
import { AdminTable } from "./admin-table";
import type { DataColumn } from "./data-table";
import { PageHeader } from "./page-header";
import { useAdminMutation } from "./use-admin-mutation";

type AdminUser = RouterOutputs["admin"]["listUsers"][number];

/** Admins promote users to staff (desk and back office) and demote them. */
export function UsersScreen() {
  const { when } = useFormat();
  const { t } = useTranslation("admin");
  const trpc = useTRPC();
  const [query, setQuery] = useState("");
  const users = useQuery(trpc.admin.listUsers.queryOptions({ query: query.trim() || undefined }));
  const setRole = useAdminMutation(trpc.admin.setUserRole.mutationOptions(), t("users.changed"));

  const columns: DataColumn<AdminUser>[] = [
    { id: "email", header: t("users.columns.email"), rowHeader: true, sortValue: (u) => u.email, cell: (u) => u.email, className: "break" },
    { id: "role", header: t("users.columns.role"), sortValue: (u) => u.role, cell: (u) => t(`roles.${u.role}`) },
    { id: "verified", header: t("users.columns.verified"), sortValue: (u) => Number(u.emailVerified), cell: (u) => t(u.emailVerified ? "shared.yes" : "shared.no") },
    { id: "since", header: t("users.columns.since"), sortValue: (u) => u.createdAt, cell: (u) => when(u.createdAt) },
    {
      id: "actions",
      header: t("users.columns.actions"),
      actions: true,
      cell: (u) => (
        <>
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
        </>
      ),
    },
  ];

  return (
    <section>
      <PageHeader title={t("users.title")} />
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
        columns={columns}
        rowKey={(u) => u.id}
        cardLabel={(u) => u.email}
        initialSort={{ id: "since", desc: true }}
      />
    </section>
  );
}
