import { SUPPORT_EMAIL } from "@vyc/validators";
import { ContactForm } from "./contact-form";
import "./contact.css";

export function ContactSection() {
  return (
    <section id="contact" className="home-section contact-section" aria-labelledby="contact-title">
      <div className="container contact-layout">
        <div>
          <h2 id="contact-title">Contact us</h2>
          <p>
            A question about an event, an idea for a camp in your city, or you would like to volunteer? Write to us and the
            organisers will answer by e-mail. You can also reach us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
          </p>
        </div>
        <ContactForm />
      </div>
    </section>
  );
}
