import { LIMITS } from "@vyc/validators";
import { useTranslation } from "react-i18next";
import { PageItems, PageText, StaticPage, TextSection } from "./static-page";

const CHECKOUT_MINUTES = LIMITS.checkoutTimeoutMs / 60_000;
const ORDER = { min: LIMITS.ticketsPerOrderMin, max: LIMITS.ticketsPerOrderMax, rounding: LIMITS.roundingUnits };

export function TermsPage() {
  const { t } = useTranslation("pages");
  return (
    <StaticPage title={t("terms.title")} lead={t("terms.lead")} legal>
      <TextSection title={t("terms.organiser.title")}>
        <p>
          <PageText k="terms.organiser.text" />
        </p>
      </TextSection>

      <TextSection title={t("terms.prices.title")}>
        <ul>
          <PageItems keys={["terms.prices.eventPage", "terms.prices.currency", "terms.prices.online", "terms.prices.order"]} values={ORDER} />
        </ul>
      </TextSection>

      <TextSection title={t("terms.registration.title")}>
        <ul>
          <PageItems keys={["terms.registration.account", "terms.registration.waiver", "terms.registration.closing"]} />
        </ul>
      </TextSection>

      <TextSection title={t("terms.payment.title")}>
        <ul>
          <PageItems keys={["terms.payment.online", "terms.payment.hold", "terms.payment.confirmation"]} values={{ minutes: CHECKOUT_MINUTES }} />
        </ul>
      </TextSection>

      <TextSection title={t("terms.tickets.title")}>
        <p>{t("terms.tickets.text")}</p>
      </TextSection>

      <TextSection title={t("terms.refunds.title")}>
        <ul>
          <PageItems keys={["terms.refunds.deadline", "terms.refunds.cancelled", "terms.refunds.method"]} />
        </ul>
      </TextSection>

      <TextSection title={t("terms.travel.title")}>
        <p>{t("terms.travel.text")}</p>
      </TextSection>

      <TextSection title={t("terms.conduct.title")}>
        <p>{t("terms.conduct.text")}</p>
      </TextSection>

      <TextSection title={t("terms.liability.title")}>
        <p>{t("terms.liability.text")}</p>
      </TextSection>

      <TextSection title={t("terms.disputes.title")}>
        <p>
          <PageText k="terms.disputes.text" />
        </p>
      </TextSection>
    </StaticPage>
  );
}
