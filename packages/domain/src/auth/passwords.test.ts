import { describe, expect, it } from "vitest";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "./passwords";

describe("password hashing", () => {
  it("uses Argon2id with a random salt", async () => {
    const [a, b] = await Promise.all([hashPassword("secret123"), hashPassword("secret123")]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
  });

  it("accepts the right password only", async () => {
    const hash = await hashPassword("secret123");
    expect(await verifyPassword(hash, "secret123")).toBe(true);
    expect(await verifyPassword(hash, "secret124")).toBe(false);
  });

  it("treats a malformed stored hash as a mismatch", async () => {
    expect(await verifyPassword("!", "secret123")).toBe(false);
    expect(await verifyAgainstDecoy("secret123")).toBe(false);
  });
});
