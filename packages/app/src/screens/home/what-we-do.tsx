import { useTranslation } from "react-i18next";
import { useAssetUrl } from "../../lib/asset-url";
import { ACTIVITIES } from "./home-content";

export function WhatWeDo() {
  const { t } = useTranslation("home");
  const asset = useAssetUrl();
  return (
    <section className="home-section alt" aria-labelledby="what-we-do-title">
      <div className="container">
        <h2 id="what-we-do-title">{t("whatWeDo.title")}</h2>
        <ul className="activity-grid">
          {ACTIVITIES.map((activity) => (
            <li key={activity.title} className="card activity-card">
              <img src={asset(activity.image)} alt="" width={800} height={450} loading="lazy" decoding="async" />
              <div className="card-body">
                <h3 className="card-title">{t(activity.title)}</h3>
                <p>{t(activity.text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
