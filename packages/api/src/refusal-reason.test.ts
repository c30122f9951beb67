import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { DomainError } from "@vyc/domain/shared";
import { CHECKOUT_MESSAGES, CHECKOUT_REFUSALS } from "@vyc/validators";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Context } from "./context";
import { protectedProcedure, publicProcedure, router } from "./trpc";

const probe = router({
  expired: publicProcedure.query(() => {
    throw new DomainError("CONFLICT", CHECKOUT_REFUSALS.holdExpired);
  }),
  paid: publicProcedure.query(() => {
    throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.alreadyPaid);
  }),
  seatsLeft: publicProcedure.query(() => {
    throw new DomainError("CONFLICT", CHECKOUT_REFUSALS.seatsLeft(2));
  }),
  signedIn: protectedProcedure.query(() => "never"),
  malformed: publicProcedure.input(z.object({ n: z.number() })).query(() => "never"),
  broken: publicProcedure.query(() => {
    throw new Error("disk on fire");
  }),
});

type WireError = { message: string; data: { code: string; httpStatus: number; reason: string | null; params: Record<string, string | number> | null } };

/** The error a client receives over the wire, through the real error formatter. */
async function errorOf(path: string): Promise<WireError> {
  const res = await fetchRequestHandler({
    endpoint: "/trpc",
    req: new Request(`http://localhost/trpc/${path}`),
    router: probe,
    createContext: () => ({ user: null, ip: "127.0.0.1", requestId: "req-1" }) as Context,
  });
  return ((await res.json()) as { error: WireError }).error;
}

describe("refusal reasons on the wire", () => {
  it("carries a refusal's stable code next to its English message", async () => {
    expect(await errorOf("expired")).toMatchObject({
      message: CHECKOUT_MESSAGES.holdExpired,
      data: { code: "CONFLICT", httpStatus: 409, reason: CHECKOUT_REFUSALS.holdExpired.reason, params: null },
    });
  });

  it("gives a refusal thrown with its message constant the code of that message", async () => {
    expect(await errorOf("paid")).toMatchObject({ message: CHECKOUT_MESSAGES.alreadyPaid, data: { reason: "checkout.alreadyPaid", params: null } });
    expect(await errorOf("signedIn")).toMatchObject({ message: "Authentication required.", data: { httpStatus: 401, reason: "auth.authenticationRequired" } });
  });

  it("carries the values a refusal's text shows", async () => {
    expect(await errorOf("seatsLeft")).toMatchObject({ message: CHECKOUT_MESSAGES.seatsLeft(2), data: { reason: "checkout.seatsLeft", params: { left: 2 } } });
  });

  it("gives no reason for a request the server could not read, nor for failures", async () => {
    expect((await errorOf("malformed")).data).toMatchObject({ httpStatus: 400, reason: null, params: null });
    expect((await errorOf("broken")).data).toMatchObject({ httpStatus: 500, reason: null, params: null });
  });
});
