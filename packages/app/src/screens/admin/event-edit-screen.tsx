import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Loader } from "../../components/loader";
import { useTRPC } from "../../lib/trpc";
import { CancelEventButton, CancellationProgress } from "./event-cancellation";
import { EventForm } from "./event-form";
import { PublicationActions, PublicationState } from "./event-publication";
import { eventFormValues } from "./event-form-values";
import { PageHeader } from "./page-header";
import { QuestionsEditor } from "./questions-editor";
import { QueryError } from "./query-error";
import { TicketTypesEditor } from "./ticket-types-editor";
import { useAdminMutation } from "./use-admin-mutation";

/** Edits an event. A new price applies to new orders only: orders keep the totals of their purchase. */
export function EventEditScreen({ eventId }: { eventId: number }) {
  const { t } = useTranslation("admin");
  const trpc = useTRPC();
  const event = useQuery({ ...trpc.admin.getEvent.queryOptions({ eventId }), retry: false, staleTime: Infinity });
  const update = useAdminMutation(trpc.admin.updateEvent.mutationOptions(), t("eventEdit.saved"));
  const registrable = useAdminMutation(trpc.admin.setEventRegistrable.mutationOptions(), t("events.updated"));

  if (event.isPending) return <Loader label={t("eventEdit.loading")} />;
  if (event.isError) return <QueryError message={t("eventEdit.loadFailed")} />;
  const e = event.data;
  return (
    <section>
      <PageHeader
        title={e.name}
        actions={
          <>
          <PublicationActions event={e} />
          <button type="button" className="btn btn-ghost btn-small" disabled={registrable.isPending} onClick={() => registrable.mutate({ id: e.id, value: !e.isRegistrable })}>
            {t(e.isRegistrable ? "events.closeRegistration" : "events.reopenRegistration")}
          </button>
          <CancelEventButton eventId={e.id} eventName={e.name} />
          </>
        }
      >
        <PublicationState event={e} />
        <p className="meta">
          {t(e.isRegistrable ? "events.registrationOpen" : "events.registrationClosed")} ·{" "}
          {t("eventEdit.sales", { sold: e.ticketsSold, capacity: e.capacity, orders: e.paidOrders })}
        </p>
      </PageHeader>
      <CancellationProgress eventId={e.id} />
      <p className="hint">{t("eventEdit.priceHint")}</p>
      <EventForm
        key={`${e.id}-${String(e.isPublished)}-${String(e.isRegistrable)}-${String(e.price[0])}`}
        defaultValues={eventFormValues(e)}
        submitLabel={t("eventEdit.submit")}
        onSave={(values) => update.mutateAsync({ id: e.id, ...values })}
      />
      <TicketTypesEditor eventId={e.id} currency={e.currency} timeZone={e.timeZone} />
      <QuestionsEditor eventId={e.id} />
    </section>
  );
}
