import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { PageItems, PageText, StaticPage, TextSection } from "./static-page";

export function AboutPage() {
  const { t } = useTranslation("pages");
  return (
    <StaticPage title={t("about.title")} lead={t("about.lead")}>
      <TextSection title={t("about.story.title")}>
        <p>{t("about.story.text")}</p>
      </TextSection>

      <TextSection title={t("about.mission.title")}>
        <ul>
          <PageItems keys={["about.mission.identity", "about.mission.community", "about.mission.impact"]} />
        </ul>
      </TextSection>

      <TextSection title={t("about.howWeWork.title")}>
        <p>{t("about.howWeWork.text")}</p>
      </TextSection>

      <TextSection title={t("about.contact.title")}>
        <p>
          <PageText k="about.contact.text" />
        </p>
      </TextSection>

      <div className="static-actions">
        <Link to="/events" className="btn btn-primary">{t("about.seeEvents")}</Link>
        <Link to="/introduction" className="btn btn-ghost">{t("about.readIntroduction")}</Link>
      </div>
    </StaticPage>
  );
}
