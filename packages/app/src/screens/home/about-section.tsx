import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";

export function AboutSection() {
  const { t } = useTranslation("home");
  return (
    <section className="home-section" aria-labelledby="about-us-title">
      <div className="container about-grid">
        <h2 id="about-us-title">{t("about.title")}</h2>
        <div>
          <p>{t("about.text")}</p>
          <Link to="/introduction" className="btn btn-ghost">{t("about.learnMore")}</Link>
        </div>
      </div>
    </section>
  );
}
