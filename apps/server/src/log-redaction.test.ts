import { describe, expect, it } from "vitest";
import { redactUrl, serializeRequest } from "./log-redaction";

const TOKEN = "Zx9_secret-Token-0123456789abcdef";

describe("the request log's URLs", () => {
  it.each([
    [`/reset_password/${TOKEN}`, "/reset_password/[redacted]"],
    [`/reset_password/${TOKEN}/`, "/reset_password/[redacted]/"],
    [`/reset_password/${TOKEN}?lang=vi`, "/reset_password/[redacted]?lang=vi"],
    [`/guardian-consent/${TOKEN}`, "/guardian-consent/[redacted]"],
    [`/guardian-consent/${TOKEN}/more`, "/guardian-consent/[redacted]/more"],
    [`/waiting-list/offers/${TOKEN}`, "/waiting-list/offers/[redacted]"],
    [`/anything?token=${TOKEN}&lang=vi`, "/anything?token=%5Bredacted%5D&lang=vi"],
  ])("hides the token of %s", (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it("hides a token member of a JSON query value, as tRPC's input carries it", () => {
    const single = `/trpc/privacy.guardianConsent?input=${encodeURIComponent(JSON.stringify({ token: TOKEN, locale: "vi" }))}`;
    const batch = `/trpc/privacy.guardianConsent,auth.me?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { token: TOKEN }, 1: {} }))}`;
    for (const url of [single, batch]) {
      const logged = redactUrl(url);
      expect(logged).not.toContain(TOKEN);
      expect(decodeURIComponent(logged)).toContain('"token":"[redacted]"');
    }
    expect(decodeURIComponent(redactUrl(single))).toContain('"locale":"vi"');
  });

  it("leaves other URLs exactly as they came", () => {
    for (const url of ["/", "/events/12?lang=vi", "/reset_password", "/api/events/3/getData", `/trpc/events.list?input=${encodeURIComponent('{"q":"token"}')}`, "/x?q=%E0%A4%A"]) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it("keeps the other fields of Fastify's request entry", () => {
    expect(serializeRequest({ method: "GET", url: `/guardian-consent/${TOKEN}`, host: "camp.example", ip: "10.0.0.1", headers: {}, socket: { remotePort: 4000 } })).toEqual({
      method: "GET",
      url: "/guardian-consent/[redacted]",
      version: undefined,
      host: "camp.example",
      remoteAddress: "10.0.0.1",
      remotePort: 4000,
    });
  });
});
