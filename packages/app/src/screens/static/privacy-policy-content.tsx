import { LIMITS, SUPPORT_EMAIL } from "@vyc/validators";
import { TextSection } from "./static-page";

const SESSION_HOURS = LIMITS.sessionLifetimeMs / (60 * 60 * 1000);

/** The privacy policy's text: shown on /privacy_policy and in the contact form's Privacy Policy dialog. */
export function PrivacyPolicyContent({ level = 2 }: { level?: 2 | 3 }) {
  return (
    <>
      <TextSection level={level} title="Who we are">
        <p>
          The Vietnamese Youth Camps network (“VYC”, “we”) is a volunteer-run community network that organises summer
          camps, seminars and trainings for young people of Vietnamese heritage in Europe, North America and Australia.
          We are responsible for the personal data collected on this website. You can reach us at{" "}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </TextSection>

      <TextSection level={level} title="What we collect">
        <ul>
          <li><strong>Your account:</strong> your e-mail address and a securely hashed password (we never store the password itself).</li>
          <li><strong>Registrations:</strong> for each ticket, the attendee’s first and last name, gender, age, e-mail, phone, country and expectations, and, for events in person, optional healthcare notes and travel details.</li>
          <li><strong>Orders and payments:</strong> what you bought, the amount and the payment reference. Card and wallet payments are handled by our payment provider; we never see or store your card number.</li>
          <li><strong>Contact messages:</strong> the first and last name, e-mail, phone, subject and message you send us through the contact form.</li>
          <li><strong>Technical data:</strong> the IP address of each request, kept briefly to protect the site against abuse (for example to limit repeated attempts).</li>
        </ul>
      </TextSection>

      <TextSection level={level} title="Why we use it">
        <ul>
          <li>To run the events you register for: tickets, attendee lists, check-in at the camp desk, rooms, meals and transport (performance of a contract).</li>
          <li>To look after attendees’ health and safety, using healthcare notes only for that purpose and only when you give them (your consent).</li>
          <li>To answer your messages and send the e-mails you ask for: account verification, password reset, order confirmation.</li>
          <li>To keep the website secure and to meet our legal duties, such as keeping invoices for accounting.</li>
        </ul>
        <p>We do not sell your data, and we do not use it for advertising.</p>
      </TextSection>

      <TextSection level={level} title="Cookies">
        <p>
          We use a single, essential login cookie that keeps you signed in. It contains no personal data, only a random
          session identifier, and it is sent to this website only. Login cookies last at most {SESSION_HOURS} hour: after
          that you simply sign in again, and signing out deletes it at once.
        </p>
        <p>We use no advertising, tracking or analytics cookies, so there is nothing to opt out of.</p>
      </TextSection>

      <TextSection level={level} title="Who receives your data">
        <ul>
          <li>The volunteer organisers and desk staff of the event you register for, only as far as they need it.</li>
          <li>Our payment provider, to process the payment for your tickets.</li>
          <li>Our e-mail provider, to deliver the e-mails described above.</li>
        </ul>
        <p>Some of these providers may process data outside your country; we only work with providers that offer appropriate safeguards.</p>
      </TextSection>

      <TextSection level={level} title="How long we keep it">
        <ul>
          <li>Registration and attendee details: up to 24 months after the event, then deleted or anonymised.</li>
          <li>Orders and invoices: as long as accounting law requires.</li>
          <li>Contact messages: up to 12 months after we have answered them.</li>
          <li>Your account: until you ask us to delete it.</li>
        </ul>
      </TextSection>

      <TextSection level={level} title="Your rights">
        <p>
          You may ask for a copy of your data, have it corrected or deleted, restrict or object to its use, and receive it
          in a portable format. Where we rely on your consent you can withdraw it at any time. Write to{" "}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>; we answer within one month. You may also complain to
          the data protection authority of the country where you live.
        </p>
      </TextSection>

      <TextSection level={level} title="Young people">
        <p>
          Many of our attendees are young. Attendees under 18 may only take part with the agreement of a parent or legal
          guardian, who signs the parent/guardian waiver during registration.
        </p>
      </TextSection>

      <TextSection level={level} title="Changes to this policy">
        <p>When we change this policy we update the date at the top of the page and, for important changes, tell account holders by e-mail.</p>
      </TextSection>
    </>
  );
}
