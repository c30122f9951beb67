import { useTranslation } from "react-i18next";
import { JOURNEY } from "./home-content";

export function Journey() {
  const { t } = useTranslation("home");
  return (
    <section className="home-section alt" aria-labelledby="journey-title">
      <div className="container">
        <h2 id="journey-title">{t("journey.title")}</h2>
        <p>{t("journey.lead")}</p>
        <ul className="journey-grid">
          {JOURNEY.map((stop) => (
            <li key={stop.place} className="journey-tile">
              <h3>{t(stop.place)}</h3>
              <p>{t(stop.note)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
