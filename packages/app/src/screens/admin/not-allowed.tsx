import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";

/** What a signed-in person without the needed role sees instead of a back-office screen. */
export function NotAllowed({ adminOnly = false }: { adminOnly?: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <section className="container page">
      <h1>{t("notAllowed.title")}</h1>
      <p className="error-banner" role="alert">
        {t(adminOnly ? "notAllowed.adminOnly" : "notAllowed.staffOnly")}
      </p>
      <p>
        <Link to="/">{t("notAllowed.home")}</Link>
      </p>
    </section>
  );
}
