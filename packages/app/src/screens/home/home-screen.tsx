import { ContactSection } from "../contact/contact-section";
import { AboutSection } from "./about-section";
import { DiscordCta } from "./discord-cta";
import { Hero } from "./hero";
import { Journey } from "./journey";
import { SocialFeed } from "./social-feed";
import { Team } from "./team";
import { Testimonials } from "./testimonials";
import { WhatWeDo } from "./what-we-do";
import "./home.css";

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
      <ContactSection />
    </>
  );
}
