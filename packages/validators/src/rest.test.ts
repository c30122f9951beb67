import { describe, expect, it } from "vitest";
import { containsNul } from "./rest";

describe("containsNul", () => {
  it("finds the NUL character in any text or member name of a payload", () => {
    expect(containsNul("a\u0000")).toBe(true);
    expect(containsNul({ participants: { "1": { firstName: ["x", "\u0000"] } } })).toBe(true);
    expect(containsNul({ ["key\u0000"]: 1 })).toBe(true);
    // Query strings and forms are parsed into objects of a prototype of their own.
    expect(containsNul(Object.assign(Object.create(Object.create(null) as object) as object, { q: "\u0000" }))).toBe(true);
  });

  it("passes text without it, numbers, and bytes that are not text", () => {
    expect(containsNul({ name: "Nguyễn Văn A", age: 0, tags: [null, true] })).toBe(false);
    expect(containsNul(new Uint8Array([0, 0, 0]))).toBe(false);
    expect(containsNul(undefined)).toBe(false);
  });
});
