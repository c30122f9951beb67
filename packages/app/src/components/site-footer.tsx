import { Link } from "@tanstack/react-router";
import { SOCIAL_LINKS } from "../lib/site-links";

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <nav aria-label="Legal">
          <ul className="footer-links">
            <li><Link to="/about">About</Link></li>
            <li><Link to="/terms_and_conditions_of_sale">Terms and Conditions of Sale</Link></li>
            <li><Link to="/privacy_policy">Privacy Policy</Link></li>
          </ul>
        </nav>
        <ul className="footer-links social" aria-label="Social">
          {SOCIAL_LINKS.map((s) => (
            <li key={s.href}>
              <a href={s.href} target="_blank" rel="noopener noreferrer">{s.label}</a>
            </li>
          ))}
        </ul>
        <p className="copyright">© 2022–{new Date().getFullYear()} Vietnamese Youth Camps network</p>
      </div>
    </footer>
  );
}
