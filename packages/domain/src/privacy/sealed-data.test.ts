import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { openText, parseDataKeys, resealText, sealedUnderCurrentKey, sealText, useDataKeys } from "./sealed-data";

const key = (id: string) => `${id}:${randomBytes(32).toString("base64")}`;

describe("sealed data", () => {
  const [old, current] = [key("k1"), key("k2")];
  afterEach(() => useDataKeys(parseDataKeys(key("reset"))));

  it("seals with AES-256-GCM under the current key, never showing the text, and opens it again", () => {
    useDataKeys(parseDataKeys(old));
    const sealed = sealText("Peanut allergy");
    expect(sealed).toMatch(/^enc:v1:k1:/);
    expect(sealed).not.toContain("Peanut");
    expect(sealText("Peanut allergy")).not.toBe(sealed);
    expect(openText(sealed)).toBe("Peanut allergy");
    expect(sealText("")).toBeNull();
  });

  it("refuses a tampered value", () => {
    useDataKeys(parseDataKeys(old));
    const sealed = sealText("Asthma") ?? "";
    const flipped = sealed.slice(0, -2) + (sealed.endsWith("A") ? "B" : "A") + sealed.slice(-1);
    expect(() => openText(flipped)).toThrow();
  });

  it("rotates: a new first key seals, the old one still opens until resealed", () => {
    useDataKeys(parseDataKeys(old));
    const underOld = sealText("Diabetes");
    useDataKeys(parseDataKeys(`${current},${old}`));
    expect(sealedUnderCurrentKey(underOld)).toBe(false);
    const resealed = resealText(underOld);
    expect(resealed).toMatch(/^enc:v1:k2:/);
    useDataKeys(parseDataKeys(current));
    expect(openText(resealed)).toBe("Diabetes");
    expect(() => openText(underOld)).toThrow(/k1/);
  });

  it("refuses malformed keys", () => {
    expect(() => parseDataKeys("k1:short")).toThrow();
    expect(() => parseDataKeys(`${key("a")},${key("a")}`)).toThrow();
  });
});
