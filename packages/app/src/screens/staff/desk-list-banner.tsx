import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format";
import { localizeEvent } from "../../i18n/localized-event";
import { useActiveLocale } from "../../i18n/use-locale";
import { DeskListForm } from "./desk-list-form";
import { useDeskList } from "./desk-list";

/** What the desk checks in for ("Checking in: Camp — Tuesday 2 July"), or the choice of it when none is made yet. */
export function DeskListBanner() {
  const { t } = useTranslation("desk");
  const format = useFormat();
  const locale = useActiveLocale();
  const { list, deskName } = useDeskList();
  if (!list) {
    return (
      <div className="desk-list-choose">
        <p className="notice" role="status">{t("list.choose")}</p>
        <DeskListForm />
      </div>
    );
  }
  const event = localizeEvent(list, locale).name.value;
  return (
    <p className="desk-list-banner" role="status">
      <strong>{list.list.day ? t("list.checkingInDay", { event, day: format.day(list.list.day) }) : t("list.checkingIn", { event })}</strong>
      {deskName && <span className="meta"> · {deskName}</span>}{" "}
      <Link to="/staff/settings">{t("list.change")}</Link>
    </p>
  );
}
