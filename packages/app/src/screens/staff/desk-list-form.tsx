import { useQuery } from "@tanstack/react-query";
import { ZDeskName, zonedDay, type TCheckInListEvent } from "@vyc/validators";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Loader } from "../../components/loader";
import { useFormat } from "../../i18n/use-format";
import { localizeEvent } from "../../i18n/localized-event";
import { useActiveLocale } from "../../i18n/use-locale";
import { useShownText } from "../../i18n/shown-text";
import { shownError } from "../../lib/api-errors";
import { notify } from "../../lib/toast";
import { useTRPC } from "../../lib/trpc";
import { useDeskList } from "./desk-list";

/** Today in the event's zone when the event runs today, so a day list starts on the day at hand. */
const todayOf = (event: TCheckInListEvent): string => {
  const today = zonedDay(new Date(), event.timeZone);
  return event.days.some((d) => d.day === today) ? today : "";
};

/** Staff choose what this desk checks in for (an event, or one day of a multi-day event) and name the desk. */
export function DeskListForm({ onSaved }: { onSaved?: () => void }) {
  const { t } = useTranslation("desk");
  const trpc = useTRPC();
  const shown = useShownText();
  const lists = useQuery(trpc.kiosk.checkInLists.queryOptions());
  if (lists.isPending) return <Loader label={t("list.loading")} />;
  if (lists.isError) return <p className="error-banner" role="alert">{shown(shownError(lists.error))}</p>;
  return <DeskListFields events={lists.data} {...(onSaved ? { onSaved } : {})} />;
}

function DeskListFields({ events, onSaved }: { events: TCheckInListEvent[]; onSaved?: () => void }) {
  const { t } = useTranslation("desk");
  const format = useFormat();
  const locale = useActiveLocale();
  const shown = useShownText();
  const { list, deskName, save } = useDeskList();
  const [eventId, setEventId] = useState<string>(String(list?.list.eventId ?? events[0]?.id ?? ""));
  const event = events.find((e) => String(e.id) === eventId);
  const [day, setDay] = useState<string>(list && String(list.list.eventId) === eventId ? (list.list.day ?? "") : event ? todayOf(event) : "");
  const [name, setName] = useState(deskName ?? "");
  const [error, setError] = useState<string | null>(null);

  if (events.length === 0) return <p className="empty-state">{t("list.none")}</p>;

  const chooseEvent = (id: string) => {
    setEventId(id);
    const chosen = events.find((e) => String(e.id) === id);
    setDay(chosen ? todayOf(chosen) : "");
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!event) return;
    const trimmed = name.trim();
    const parsedName = trimmed === "" ? null : ZDeskName.safeParse(trimmed);
    if (parsedName && !parsedName.success) {
      setError(shown({ reason: "kiosk.deskName", params: {}, message: parsedName.error.issues[0]?.message ?? "" }));
      return;
    }
    setError(null);
    save({
      list: { list: { eventId: event.id, ...(day ? { day } : {}) }, name: event.name, nameVi: event.nameVi },
      deskName: parsedName ? parsedName.data : null,
    });
    notify.success(t("list.saved"));
    onSaved?.();
  };

  return (
    <form className="card form-card desk-list-form" noValidate onSubmit={submit} aria-labelledby="desk-list-title">
      <h2 id="desk-list-title">{t("list.title")}</h2>
      <p className="hint">{t("list.hint")}</p>
      <div className="field">
        <label htmlFor="desk-list-event">{t("list.event")}</label>
        <select id="desk-list-event" value={eventId} onChange={(e) => chooseEvent(e.target.value)}>
          {events.map((e) => (
            <option key={e.id} value={String(e.id)}>
              {`${localizeEvent(e, locale).name.value} · ${format.dateRange(e.dateStart, e.dateEnd, e.timeZone)}`}
            </option>
          ))}
        </select>
        {event && <p className="hint">{t("list.window", { opens: format.dateTime(event.opensAt, event.timeZone), closes: format.dateTime(event.closesAt, event.timeZone) })}</p>}
      </div>
      {event && event.days.length > 0 && (
        <div className="field">
          <label htmlFor="desk-list-day">{t("list.day")}</label>
          <select id="desk-list-day" value={day} onChange={(e) => setDay(e.target.value)}>
            <option value="">{t("list.wholeEvent")}</option>
            {event.days.map((d) => (
              <option key={d.day} value={d.day}>
                {format.day(d.day)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor="desk-name">{t("list.deskName")}</label>
        <input id="desk-name" type="text" maxLength={40} autoComplete="off" aria-describedby="desk-name-hint" value={name} onChange={(e) => setName(e.target.value)} />
        <p className="hint" id="desk-name-hint">{t("list.deskNameHint")}</p>
        {error && <p className="field-error" role="alert">{error}</p>}
      </div>
      <button type="submit" className="btn btn-primary">
        {t("list.save")}
      </button>
    </form>
  );
}
