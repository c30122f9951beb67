import { describe, expect, it } from "vitest";
import { sameSitePath } from "./target-path";

const SITE = "https://events.example.org";

describe("sameSitePath", () => {
  it.each([
    "/account/tickets",
    "/register/1/2?x=1",
    "/events?q=summer%20camp#top",
    "/admin/events?from=%2Fadmin",
    "/staff",
  ])("keeps the path on this site %j", (target) => {
    expect(sameSitePath(target, SITE)).toBe(target);
  });

  it("answers the path a browser would follow", () => {
    expect(sameSitePath("/account/../events/2", SITE)).toBe("/events/2");
  });

  it.each([
    ["tab inside", "/\t/evil.com"],
    ["leading tab", "\t//evil.com"],
    ["newline", "/\n/evil.com"],
    ["carriage return and header", "/a\r\nSet-Cookie: x=1"],
    ["NUL", "/\u0000/evil.com"],
    ["leading space", " //evil.com"],
    ["protocol-relative", "//evil.com"],
    ["three slashes", "///evil.com"],
    ["slash backslash", "/\\evil.com"],
    ["backslash slash", "\\/evil.com"],
    ["two backslashes", "\\\\evil.com"],
    ["dot segment to //", "/.//evil.com"],
    ["dot-dot segment to //", "/a/../..//evil.com"],
    ["encoded dot-dot to //", "/%2e%2e//evil.com"],
    ["encoded tab", "/%09/evil.com"],
    ["encoded newline", "/%0d%0aLocation:%20https://evil.com"],
    ["encoded slashes", "%2f%2fevil.com"],
    ["slash and encoded slashes", "/%2f%2fevil.com"],
    ["encoded backslash", "/%5cevil.com"],
    ["encoded backslash twice", "/%5c%5cevil.com"],
    ["broken percent-encoding", "/%E0%A4%A"],
    ["absolute https", "https://evil.com"],
    ["absolute http to the site's host name elsewhere", "http://events.example.org.evil.com/"],
    ["scheme without slashes", "https:evil.com"],
    ["scheme of the site without slashes", "https:/evil.com"],
    ["javascript", "javascript:alert(1)"],
    ["data", "data:text/html,<script>alert(1)</script>"],
    ["userinfo", "//events.example.org@evil.com"],
    ["userinfo after scheme", "https://events.example.org@evil.com/"],
    ["unicode fraction slash", "/\u2215\u2215evil.com"],
    ["unicode fullwidth solidus", "/\uff0f\uff0fevil.com"],
    ["unicode big solidus", "\u29f8\u29f8evil.com"],
    ["unicode line separator", "/\u2028/evil.com"],
    ["relative without a slash", "evil.com"],
    ["empty", ""],
  ])("sends %s to /events", (_name, target) => {
    expect(sameSitePath(target, SITE)).toBe("/events");
  });

  it("sends a missing target to the fallback", () => {
    expect(sameSitePath(undefined, SITE)).toBe("/events");
    expect(sameSitePath(null, SITE, "")).toBe("");
  });
});
