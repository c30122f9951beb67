import { lazy, Suspense } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { AboutSection } from "./about-section";
import { DiscordCta } from "./discord-cta";
import { Hero } from "./hero";
import { Journey } from "./journey";
import { SocialFeed } from "./social-feed";
import { Team } from "./team";
import { Testimonials } from "./testimonials";
import { WhatWeDo } from "./what-we-do";
import "./home.css";

/**
 * The contact form (and its form and validation code) sits at the bottom: it loads after the page
 * shows, and only in the browser (its phone field names the countries in the browser's words).
 */
const ContactSection = lazy(() => import("../contact/contact-section").then((m) => ({ default: m.ContactSection })));

/**
 * The contact form once the app has taken the page over, its empty place until then. Only this part
 * renders again when the app starts, not the whole page.
 */
function ContactWhenStarted() {
  const hydrated = useHydrated();
  const pending = <section id="contact" className="home-section contact-section contact-pending" aria-busy="true" />;
  return hydrated ? (
    <Suspense fallback={pending}>
      <ContactSection />
    </Suspense>
  ) : (
    pending
  );
}

/** The home page, in the order of the specification (§2, Home). */
export function HomeScreen() {
  return (
    <>
      <Hero />
      <AboutSection />
      <WhatWeDo />
      <SocialFeed />
      <Journey />
      <Testimonials />
      <Team />
      <DiscordCta />
      <ContactWhenStarted />
    </>
  );
}
