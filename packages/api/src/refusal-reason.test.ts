import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { DomainError } from "@vyc/domain";
import { CHECKOUT_MESSAGES, CHECKOUT_REFUSALS } from "@vyc/validators";
import { describe, expect, it } from "vitest";
import type { Context } from "./context";
import { publicProcedure, router } from "./trpc";

const probe = router({
  expired: publicProcedure.query(() => {
    throw new DomainError("CONFLICT", CHECKOUT_REFUSALS.holdExpired);
  }),
  paid: publicProcedure.query(() => {
    throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.alreadyPaid);
  }),
  broken: publicProcedure.query(() => {
    throw new Error("disk on fire");
  }),
});

/** The error a client receives over the wire, through the real error formatter. */
async function errorOf(path: string): Promise<{ message: string; data: { code: string; httpStatus: number; reason: string | null } }> {
  const res = await fetchRequestHandler({
    endpoint: "/trpc",
    req: new Request(`http://localhost/trpc/${path}`),
    router: probe,
    createContext: () => ({ user: null, ip: "127.0.0.1", requestId: "req-1" }) as Context,
  });
  return ((await res.json()) as { error: Awaited<ReturnType<typeof errorOf>> }).error;
}

describe("refusal reasons on the wire", () => {
  it("carries a refusal's stable code next to its message", async () => {
    expect(await errorOf("expired")).toMatchObject({
      message: CHECKOUT_MESSAGES.holdExpired,
      data: { code: "CONFLICT", httpStatus: 409, reason: CHECKOUT_REFUSALS.holdExpired.reason },
    });
  });

  it("gives no reason for refusals clients only show, nor for failures", async () => {
    expect(await errorOf("paid")).toMatchObject({ message: CHECKOUT_MESSAGES.alreadyPaid, data: { reason: null } });
    expect((await errorOf("broken")).data).toMatchObject({ httpStatus: 500, reason: null });
  });
});
