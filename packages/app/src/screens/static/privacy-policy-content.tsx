import { useQuery } from "@tanstack/react-query";
import { LIMITS } from "@vyc/validators";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../../lib/trpc";
import { PageItems, PageText, TextSection } from "./static-page";

const SESSION_HOURS = LIMITS.sessionLifetimeMs / (60 * 60 * 1000);

/** The privacy policy's text: shown on /privacy_policy and in the contact form's Privacy Policy dialog. */
export function PrivacyPolicyContent({ level = 2 }: { level?: 2 | 3 }) {
  const { t } = useTranslation("pages");
  const trpc = useTRPC();
  // The erasure period is the server's setting; its line shows once it is known.
  const settings = useQuery(trpc.privacy.settings.queryOptions());
  const retention = ["privacy.retention.registrations", ...(settings.data ? ["privacy.retention.health"] : []), "privacy.retention.orders", "privacy.retention.messages", "privacy.retention.account"];
  return (
    <>
      <TextSection level={level} title={t("privacy.whoWeAre.title")}>
        <p>
          <PageText k="privacy.whoWeAre.text" />
        </p>
      </TextSection>

      <TextSection level={level} title={t("privacy.collect.title")}>
        <ul>
          <PageItems keys={["privacy.collect.account", "privacy.collect.registrations", "privacy.collect.guardians", "privacy.collect.orders", "privacy.collect.messages", "privacy.collect.technical"]} />
        </ul>
      </TextSection>

      <TextSection level={level} title={t("privacy.use.title")}>
        <ul>
          <PageItems keys={["privacy.use.events", "privacy.use.health", "privacy.use.mail", "privacy.use.legal"]} />
        </ul>
        <p>{t("privacy.use.noSale")}</p>
      </TextSection>

      <TextSection level={level} title={t("privacy.security.title")}>
        <p>{t("privacy.security.text")}</p>
      </TextSection>

      <TextSection level={level} title={t("privacy.cookies.title")}>
        <p>{t("privacy.cookies.login", { hours: SESSION_HOURS })}</p>
        <p>{t("privacy.cookies.language")}</p>
        <p>{t("privacy.cookies.noTracking")}</p>
      </TextSection>

      <TextSection level={level} title={t("privacy.recipients.title")}>
        <ul>
          <PageItems keys={["privacy.recipients.organisers", "privacy.recipients.payment", "privacy.recipients.mail"]} />
        </ul>
        <p>{t("privacy.recipients.transfers")}</p>
      </TextSection>

      <TextSection level={level} title={t("privacy.retention.title")}>
        <ul>
          <PageItems keys={retention} values={{ days: settings.data?.healthDataRetentionDays ?? 0 }} />
        </ul>
      </TextSection>

      <TextSection level={level} title={t("privacy.rights.title")}>
        <p>
          <PageText k="privacy.rights.text" />
        </p>
        <p>
          <PageText k="privacy.selfService" />
        </p>
      </TextSection>

      <TextSection level={level} title={t("privacy.youngPeople.title")}>
        <p>{t("privacy.youngPeople.text")}</p>
        <p>{t("privacy.guardianConsent")}</p>
      </TextSection>

      <TextSection level={level} title={t("privacy.changes.title")}>
        <p>{t("privacy.changes.text")}</p>
      </TextSection>
    </>
  );
}
