import { SUPPORT_EMAIL } from "@vyc/validators";
import { Trans, useTranslation } from "react-i18next";
import { ContactForm } from "./contact-form";
import "./contact.css";

export function ContactSection() {
  const { t } = useTranslation("contact");
  return (
    <section id="contact" className="home-section contact-section" aria-labelledby="contact-title">
      <div className="container contact-layout">
        <div>
          <h2 id="contact-title">{t("section.title")}</h2>
          <p>
            <Trans t={t} i18nKey="section.text" values={{ email: SUPPORT_EMAIL }} components={{ mail: <a href={`mailto:${SUPPORT_EMAIL}`} /> }} />
          </p>
        </div>
        <ContactForm />
      </div>
    </section>
  );
}
