import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { SyncHistory } from "./sync-history";

const TILES = [
  { to: "/staff/sale", key: "home.sale" },
  { to: "/staff/lookup", key: "home.lookup" },
  { to: "/staff/check-in", key: "home.checkIn" },
] as const;

/** The desk's start screen. */
export function DeskHome() {
  const { t } = useTranslation("desk");
  return (
    <section className="container page desk-page">
      <h1>{t("home.title")}</h1>
      <ul className="desk-tiles">
        {TILES.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className="card desk-tile">
              <span className="desk-tile-title">{t(`${tile.key}.title`)}</span>
              <span>{t(`${tile.key}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <SyncHistory />
    </section>
  );
}
