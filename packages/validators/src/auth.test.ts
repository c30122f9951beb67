import { describe, expect, it } from "vitest";
import { safeTargetPath } from "./auth";

describe("safeTargetPath", () => {
  it("keeps relative paths on this site", () => {
    expect(safeTargetPath("/account/tickets")).toBe("/account/tickets");
    expect(safeTargetPath("/register/1/2?x=1")).toBe("/register/1/2?x=1");
  });
  it("falls back to /events for other sites and odd values", () => {
    for (const bad of ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", undefined, "/a\r\nSet-Cookie: x"]) {
      expect(safeTargetPath(bad)).toBe("/events");
    }
  });
});
