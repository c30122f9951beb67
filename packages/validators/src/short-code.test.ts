import { describe, expect, it } from "vitest";
import { formatShortCode, normalizeShortCode } from "./short-code";

describe("normalizeShortCode", () => {
  it("reads a code typed in lower case, with spaces or a dash, and the letters taken for digits", () => {
    expect(normalizeShortCode("7k3m-9qxd")).toBe("7K3M9QXD");
    expect(normalizeShortCode(" 7K3M 9QXD ")).toBe("7K3M9QXD");
    expect(normalizeShortCode("oi3m9qxl")).toBe("013M9QX1");
  });

  it("refuses a text that cannot be a code", () => {
    expect(normalizeShortCode("7K3M9QX")).toBeNull();
    expect(normalizeShortCode("NGUYEN12")).toBeNull();
  });
});

describe("formatShortCode", () => {
  it("groups a code by four for reading out", () => {
    expect(formatShortCode("7K3M9QXD")).toBe("7K3M 9QXD");
  });
});
