import { LOCALES } from "@vyc/i18n";
import { describe, expect, it } from "vitest";
import { renderMailSamples } from "./mail-samples";

const branding = { organiserName: "VYC Europe", organiserEmail: "hello@vyc.example", logoUrl: "https://vyc.example/uploads/logo.png" };

describe.each(LOCALES)("every kind of e-mail in %s", (locale) => {
  it("is built by the one layout: the recipient's language, both colour schemes, the organiser's logo, the event image where there is one", async () => {
    const samples = await renderMailSamples(locale, branding, "https://vyc.example/uploads/camp.jpg");
    expect(samples.map((s) => s.kind)).toEqual(expect.arrayContaining(["order-confirmation", "order-confirmation-online", "join-link", "desk-tickets", "guardian-consent", "attendee-message", "waiting-list-offer", "refund", "cancellation-notice", "verification", "password-reset"]));
    for (const { kind, html } of samples) {
      expect(html, kind).toMatch(new RegExp(`<html[^>]* lang="${kind === "contact" ? "en" : locale}"`));
      expect(html, kind).toContain('<meta name="color-scheme" content="light dark"');
      expect(html, kind).toContain("prefers-color-scheme: dark");
      expect(html, kind).toContain('src="https://vyc.example/uploads/logo.png"');
      expect(html, kind).toContain("hello@vyc.example");
    }
    const withImage = samples.filter((s) => s.html.includes('src="https://vyc.example/uploads/camp.jpg"')).map((s) => s.kind);
    expect(withImage).toEqual(expect.arrayContaining(["order-confirmation", "join-link", "desk-tickets", "attendee-message", "waiting-list-offer"]));
  });

  it("escapes what people typed instead of running it as markup", async () => {
    const samples = await renderMailSamples(locale, { ...branding, organiserName: '<script>alert("x")</script>' }, null);
    for (const { kind, html } of samples) expect(html, kind).not.toContain("<script>alert");
  });
});
