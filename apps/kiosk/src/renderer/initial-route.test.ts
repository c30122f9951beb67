import { describe, expect, it } from "vitest";
import { initialHash } from "./initial-route";

describe("initialHash", () => {
  it.each([[""], ["#"], ["#/"]])("opens the desk when the window starts on %j", (hash) => {
    expect(initialHash(hash)).toBe("#/staff");
  });

  it.each([["#/staff/check-in"], ["#/events"], ["#/staff/orders/12"]])("keeps the route asked for: %j", (hash) => {
    expect(initialHash(hash)).toBe(hash);
  });
});
