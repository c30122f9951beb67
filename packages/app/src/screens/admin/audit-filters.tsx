import { useTranslation } from "react-i18next";
import { EventPicker } from "./event-picker";

export interface AuditFilterValues {
  actor: string;
  eventId: number | undefined;
  /** Days as typed (YYYY-MM-DD, the staff member's own calendar); empty for no bound. */
  from: string;
  to: string;
}

/** The audit log's filters as the procedure takes them: days become the moments they start and end locally. */
export function auditQueryInput(values: AuditFilterValues) {
  const startOf = (day: string) => new Date(`${day}T00:00:00`).toISOString();
  const dayAfter = (day: string) => {
    const d = new Date(`${day}T00:00:00`);
    d.setDate(d.getDate() + 1);
    return d.toISOString();
  };
  return {
    ...(values.actor.trim() && { actor: values.actor.trim() }),
    ...(values.eventId !== undefined && { eventId: values.eventId }),
    ...(values.from && { from: startOf(values.from) }),
    ...(values.to && { until: dayAfter(values.to) }),
  };
}

/** Who acted, on which event, between which days. */
export function AuditFilters({ values, onChange }: { values: AuditFilterValues; onChange: (values: AuditFilterValues) => void }) {
  const { t } = useTranslation("admin");
  return (
    <div className="filters">
      <div className="field">
        <label htmlFor="audit-actor">{t("audit.filters.actor")}</label>
        <input id="audit-actor" type="search" value={values.actor} onChange={(e) => onChange({ ...values, actor: e.target.value })} />
      </div>
      <EventPicker value={values.eventId} onChange={(eventId) => onChange({ ...values, eventId })} anyLabel={t("audit.filters.anyEvent")} />
      <div className="field">
        <label htmlFor="audit-from">{t("audit.filters.from")}</label>
        <input id="audit-from" type="date" value={values.from} onChange={(e) => onChange({ ...values, from: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="audit-to">{t("audit.filters.to")}</label>
        <input id="audit-to" type="date" value={values.to} onChange={(e) => onChange({ ...values, to: e.target.value })} />
      </div>
    </div>
  );
}
