import type { SessionUser } from "@vyc/domain/auth";
import { describe, expect, it } from "vitest";
import type { Context } from "./context";
import { createCallerFactory, router, verifiedProcedure } from "./trpc";

const probe = router({ buy: verifiedProcedure.query(({ ctx }) => ctx.user.id) });
const call = (user: SessionUser | null) => createCallerFactory(probe)({ user, ip: "127.0.0.1" } as Context).buy();
const user = (emailVerified: boolean): SessionUser => ({ id: "u1", email: "a@b.co", role: "user", emailVerified });

describe("verifiedProcedure", () => {
  it("lets a signed-in user with a verified e-mail through", async () => {
    expect(await call(user(true))).toBe("u1");
  });

  it("refuses an unverified user with FORBIDDEN and a clear message", async () => {
    await expect(call(user(false))).rejects.toMatchObject({ code: "FORBIDDEN", message: "Verify your email address before buying tickets." });
  });

  it("refuses visitors with UNAUTHORIZED", async () => {
    await expect(call(null)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
