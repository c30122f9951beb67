import { useQuery } from "@tanstack/react-query";
import type { Currency, TTicketTypeOutput } from "@vyc/validators";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../../lib/trpc";
import { TicketTypeForm } from "./ticket-type-form";
import { EMPTY_TICKET_TYPE, ticketTypeFields } from "./ticket-type-form-values";
import { TicketTypeSummary } from "./ticket-type-summary";
import { TicketTypeRemoveDialog } from "./ticket-type-remove-dialog";
import { useAdminMutation } from "./use-admin-mutation";

interface Props {
  eventId: number;
  currency: Currency;
  timeZone: string;
}

/** The ticket types an event sells: added, edited in place, removed after a confirmation; the first is the default, priced at the event's price. */
export function TicketTypesEditor({ eventId, currency, timeZone }: Props) {
  const { t } = useTranslation("admin");
  const trpc = useTRPC();
  const list = useQuery(trpc.ticketTypes.list.queryOptions({ eventId }));
  const create = useAdminMutation(trpc.ticketTypes.create.mutationOptions(), t("ticketTypes.added"));
  const update = useAdminMutation(trpc.ticketTypes.update.mutationOptions(), t("ticketTypes.saved"));
  const remove = useAdminMutation(trpc.ticketTypes.remove.mutationOptions(), t("ticketTypes.removed"));
  const [editing, setEditing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<TTicketTypeOutput | null>(null);
  const types = list.data ?? [];

  const confirmRemove = () => {
    if (removing) remove.mutate({ id: removing.id }, { onSettled: () => setRemoving(null) });
  };

  return (
    <section className="card form-block" aria-labelledby="ticket-types-title">
      <h2 id="ticket-types-title">{t("ticketTypes.title")}</h2>
      <p className="hint">{t("ticketTypes.hint")}</p>
      <ul className="question-list">
        {types.map((type, index) => (
          <li key={type.id}>
            {editing === type.id ? (
              <TicketTypeForm
                label={t("ticketTypes.editNamed", { name: type.name })}
                submitLabel={t("ticketTypes.save")}
                currency={currency}
                timeZone={timeZone}
                defaultValues={ticketTypeFields(type, currency, timeZone)}
                onSave={async (ticketType) => {
                  await update.mutateAsync({ id: type.id, ticketType });
                  setEditing(null);
                }}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <>
                <TicketTypeSummary type={type} isDefault={index === 0} currency={currency} timeZone={timeZone} />
                <span className="inline-actions">
                  <button type="button" className="btn btn-ghost btn-small" aria-label={t("ticketTypes.editNamed", { name: type.name })} onClick={() => setEditing(type.id)}>
                    {t("ticketTypes.edit")}
                  </button>
                  <button type="button" className="btn btn-ghost btn-small" aria-label={t("ticketTypes.removeNamed", { name: type.name })} onClick={() => setRemoving(type)}>
                    {t("ticketTypes.remove")}
                  </button>
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
      <h3>{t("ticketTypes.addTitle")}</h3>
      <TicketTypeForm
        label={t("ticketTypes.addTitle")}
        submitLabel={t("ticketTypes.add")}
        currency={currency}
        timeZone={timeZone}
        defaultValues={EMPTY_TICKET_TYPE}
        onSave={(ticketType) => create.mutateAsync({ eventId, ticketType })}
      />
      <TicketTypeRemoveDialog name={removing?.name ?? null} busy={remove.isPending} onConfirm={confirmRemove} onClose={() => setRemoving(null)} />
    </section>
  );
}
