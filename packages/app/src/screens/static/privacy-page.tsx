import { useTranslation } from "react-i18next";
import { PrivacyPolicyContent } from "./privacy-policy-content";
import { StaticPage } from "./static-page";

export function PrivacyPage() {
  const { t } = useTranslation("pages");
  return (
    <StaticPage title={t("privacy.title")} lead={t("privacy.lead")} legal>
      <PrivacyPolicyContent />
    </StaticPage>
  );
}
