import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { SOCIAL_LINKS } from "../lib/site-links";

export function SiteFooter() {
  const { t } = useTranslation("common");
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <nav aria-label={t("footer.legalNav")}>
          <ul className="footer-links">
            <li><Link to="/about">{t("footer.about")}</Link></li>
            <li><Link to="/terms_and_conditions_of_sale">{t("footer.terms")}</Link></li>
            <li><Link to="/privacy_policy">{t("footer.privacy")}</Link></li>
          </ul>
        </nav>
        <ul className="footer-links social" aria-label={t("footer.social")}>
          {SOCIAL_LINKS.map((s) => (
            <li key={s.href}>
              <a href={s.href} target="_blank" rel="noopener noreferrer">{s.label}</a>
            </li>
          ))}
        </ul>
        <p className="copyright">{t("footer.copyright", { year: String(new Date().getFullYear()) })}</p>
      </div>
    </footer>
  );
}
