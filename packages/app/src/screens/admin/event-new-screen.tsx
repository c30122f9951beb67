import { useNavigate } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { newEventInput } from "@vyc/validators";
import { useTRPC } from "../../lib/trpc";
import { EventForm } from "./event-form";
import { PageHeader } from "./page-header";
import { useAdminMutation } from "./use-admin-mutation";

export function EventNewScreen() {
  const { t } = useTranslation("admin");
  const trpc = useTRPC();
  const navigate = useNavigate();
  const create = useAdminMutation(trpc.admin.createEvent.mutationOptions(), t("eventNew.created"));
  return (
    <section>
      <PageHeader title={t("eventNew.title")} />
      <EventForm
        defaultValues={newEventInput(new Date().getUTCFullYear())}
        submitLabel={t("eventNew.submit")}
        onSave={async (values) => {
          const { id } = await create.mutateAsync(values);
          await navigate({ to: "/admin/events/$eventId", params: { eventId: String(id) } });
        }}
      />
    </section>
  );
}
