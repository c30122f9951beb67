import { describe, expect, it } from "vitest";
import { parseUserCreateArgs } from "./user-create-args";

describe("user:create options", () => {
  it("reads role, e-mail and password", () => {
    expect(parseUserCreateArgs(["--role", "staff", "--email", "a@b.co", "--password", "secret123"])).toEqual({
      ok: true,
      value: { role: "staff", email: "a@b.co", password: "secret123" },
    });
  });

  it("makes a plain user without --role", () => {
    expect(parseUserCreateArgs(["--email", "a@b.co", "--password", "secret123"])).toMatchObject({ ok: true, value: { role: "user" } });
  });

  it("names every unusable option", () => {
    const result = parseUserCreateArgs(["--role", "boss", "--email", "nope", "--password", "123"]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.join("\n")).toMatch(/--role/);
    expect(result.errors).toContain("--email: Enter a valid email address.");
    expect(result.errors).toContain("--password: Password too short. Require minimun 6 characters.");
  });

  it("refuses unknown options", () => {
    expect(parseUserCreateArgs(["--admin"]).ok).toBe(false);
  });
});
