import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { PageItems, StaticPage, TextSection } from "./static-page";

export function IntroductionPage() {
  const { t } = useTranslation("pages");
  return (
    <StaticPage title={t("introduction.title")} lead={t("introduction.lead")}>
      <TextSection title={t("introduction.whoFor.title")}>
        <p>{t("introduction.whoFor.text")}</p>
      </TextSection>

      <TextSection title={t("introduction.whatWeDo.title")}>
        <ul>
          <PageItems keys={["introduction.whatWeDo.camps", "introduction.whatWeDo.seminars", "introduction.whatWeDo.training"]} />
        </ul>
      </TextSection>

      <TextSection title={t("introduction.whereWeMeet.title")}>
        <p>{t("introduction.whereWeMeet.text")}</p>
      </TextSection>

      <TextSection title={t("introduction.takePart.title")}>
        <ol>
          <PageItems keys={["introduction.takePart.browse", "introduction.takePart.account", "introduction.takePart.pay", "introduction.takePart.receive"]} />
        </ol>
      </TextSection>

      <div className="static-actions">
        <Link to="/events" className="btn btn-primary">{t("introduction.seeEvents")}</Link>
        <Link to="/about" className="btn btn-ghost">{t("introduction.aboutUs")}</Link>
      </div>
    </StaticPage>
  );
}
