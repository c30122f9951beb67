import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { RouterOutputs } from "@vyc/api/client";
import { useTranslation } from "react-i18next";
import { Loader } from "../../components/loader";
import { useTRPC } from "../../lib/trpc";
import { DataTable, type DataColumn } from "./data-table";
import { ManifestMore } from "./manifest-more";
import { QueryError } from "./query-error";

/** One attendee of the manifest's lists without travel details (those not booked and those travelling by themselves alike). */
type Person = RouterOutputs["admin"]["manifestPeople"]["people"][number];

interface Props {
  eventId: number;
  list: "notBooked" | "selfTravel";
  title: string;
  empty: string;
  /** How many the list holds, from the manifest's outline. */
  total: number;
}

/** Attendees without travel details: who has not booked yet, who travels by themselves; a page at a time. */
export function ManifestPeople({ eventId, list, title, empty, total }: Props) {
  const { t } = useTranslation("admin");
  const trpc = useTRPC();
  const pages = useInfiniteQuery(trpc.admin.manifestPeople.infiniteQueryOptions({ eventId, list }, { getNextPageParam: (page) => page.nextCursor }));
  const people = pages.data?.pages.flatMap((page) => page.people) ?? [];
  const columns: DataColumn<Person>[] = [
    { id: "name", header: t("manifest.columns.name"), rowHeader: true, sortValue: (p) => `${p.lastName} ${p.firstName}`.toLowerCase(), cell: (p) => `${p.firstName} ${p.lastName}` },
    { id: "email", header: t("manifest.columns.email"), sortValue: (p) => p.email, cell: (p) => p.email, className: "break" },
    { id: "phone", header: t("manifest.columns.phone"), cell: (p) => p.phone },
    {
      id: "order",
      header: t("manifest.columns.order"),
      sortValue: (p) => p.orderId,
      cell: (p) => (
        <Link to="/admin/orders/$orderId" params={{ orderId: String(p.orderId) }}>
          {t("orders.number", { id: p.orderId })}
        </Link>
      ),
    },
  ];
  return (
    <section className="manifest-section">
      <h2>
        {title} <span className="meta">({total})</span>
      </h2>
      {total === 0 && <p className="empty-state">{empty}</p>}
      {total > 0 && pages.isPending && <Loader label={t("manifest.loading")} />}
      {pages.isError && <QueryError message={t("manifest.loadFailed")} />}
      {people.length > 0 && (
        <DataTable rows={people} columns={columns} rowKey={(p) => p.ticketId} caption={title} cardLabel={(p) => `${p.firstName} ${p.lastName}`} initialSort={{ id: "name", desc: false }} pageSize={0} />
      )}
      {pages.hasNextPage && <ManifestMore left={total - people.length} loading={pages.isFetchingNextPage} onMore={() => void pages.fetchNextPage()} />}
    </section>
  );
}
