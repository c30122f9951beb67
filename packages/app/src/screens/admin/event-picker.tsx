import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../../lib/trpc";

/** Chooses the event a back-office page is about; `anyLabel` names the choice of no event in particular. */
export function EventPicker({ value, onChange, anyLabel }: { value: number | undefined; onChange: (eventId: number | undefined) => void; anyLabel?: string }) {
  const { t } = useTranslation("admin");
  const trpc = useTRPC();
  const events = useQuery(trpc.admin.listEvents.queryOptions());
  return (
    <div className="field">
      <label htmlFor="admin-event">{t("eventPicker.label")}</label>
      <select id="admin-event" value={value ?? ""} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}>
        <option value="">{anyLabel ?? t("eventPicker.choose")}</option>
        {(events.data ?? []).map((event) => (
          <option key={event.id} value={event.id}>
            {t("eventPicker.option", { name: event.name, year: event.year })}
          </option>
        ))}
      </select>
    </div>
  );
}
