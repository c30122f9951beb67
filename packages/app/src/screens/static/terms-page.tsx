import { Link } from "@tanstack/react-router";
import { LIMITS, SUPPORT_EMAIL } from "@vyc/validators";
import { StaticPage, TextSection } from "./static-page";

const CHECKOUT_MINUTES = LIMITS.checkoutTimeoutMs / 60_000;

export function TermsPage() {
  return (
    <StaticPage
      title="Terms and Conditions of Sale"
      lead="These terms apply to every ticket bought or registration made on this website for an event of the Vietnamese Youth Camps network."
    >
      <TextSection title="1. The organiser">
        <p>
          Events are organised by the Vietnamese Youth Camps network (“VYC”, “we”), a volunteer-run community network.
          Questions about an order go to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </TextSection>

      <TextSection title="2. Events and prices">
        <ul>
          <li>Each event page shows what is included, the dates, the place, the registration deadline and the price per ticket.</li>
          <li>Prices are in euros (EUR) or US dollars (USD), as shown on the event, and include all taxes that apply.</li>
          <li>Online events are free of charge but still need a registration, so that we can send you the joining details.</li>
          <li>An order holds {LIMITS.ticketsPerOrderMin} to {LIMITS.ticketsPerOrderMax} tickets for one event. Discount codes, when we issue them, lower the total by the percentage they state; the total is rounded to the nearest {LIMITS.roundingUnits} units of the currency.</li>
        </ul>
      </TextSection>

      <TextSection title="3. Registration">
        <ul>
          <li>You need an account to register. Each ticket is for one named attendee, whose details must be accurate.</li>
          <li>Every registration includes a waiver of liability. Attendees under 18 also need the parent/guardian waiver signed by a parent or legal guardian.</li>
          <li>Registration closes at the event’s deadline or when the event is full, whichever comes first.</li>
        </ul>
      </TextSection>

      <TextSection title="4. Payment">
        <ul>
          <li>Tickets for events in person are paid online by card or wallet through our payment provider.</li>
          <li>Seats are held for {CHECKOUT_MINUTES} minutes while you pay; after that the checkout session expires and you start again.</li>
          <li>Your order is confirmed only once the payment is complete. We never store your card details.</li>
        </ul>
      </TextSection>

      <TextSection title="5. Tickets, invoices and receipts">
        <p>
          After your order you receive a confirmation e-mail with a QR code per ticket; your tickets also stay in your
          account under Tickets. Invoices and receipts are available for easy reimbursement, for example by your school,
          employer or association.
        </p>
      </TextSection>

      <TextSection title="6. Cancellations and refunds">
        <ul>
          <li>You may cancel and be refunded until the refund deadline shown for the event. After that date tickets are not refundable, but you may transfer your ticket to another attendee by writing to us.</li>
          <li>If we cancel an event, we refund every ticket in full. If we must change its dates or place, you may choose a full refund instead.</li>
          <li>Refunds go back to the payment method used, usually within 14 days.</li>
        </ul>
      </TextSection>

      <TextSection title="7. Travel and stay">
        <p>
          Unless the event page says otherwise, attendees arrange and pay for their own travel. You can tell us how you
          travel while registering or later in your account, so that we can plan arrivals and transfers.
        </p>
      </TextSection>

      <TextSection title="8. At the event">
        <p>
          Our events are places of respect. Attendees follow the camp rules and the instructions of the organisers; anyone
          who endangers others may be asked to leave without refund. Photos are taken at our events; tell the organisers
          on arrival if you prefer not to appear in them.
        </p>
      </TextSection>

      <TextSection title="9. Liability">
        <p>
          We take care to run safe events and are liable for damage we cause by our fault, within the limits the law
          allows. We are not liable for personal belongings left unattended or for costs caused by travel disruptions
          beyond our control.
        </p>
      </TextSection>

      <TextSection title="10. Personal data and disputes">
        <p>
          We handle your data as described in our <Link to="/privacy_policy">Privacy Policy</Link>. If something goes
          wrong, write to us first: we will look for a fair solution together. These terms leave your statutory rights as
          a consumer untouched.
        </p>
      </TextSection>
    </StaticPage>
  );
}
