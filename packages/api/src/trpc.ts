import { initTRPC, TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { LockTimeout } from "@vyc/db";
import { AUTH_MESSAGES, type SessionUser } from "@vyc/domain/auth";
import { DomainError, refusalOf, refusalOfMessage, type DomainErrorKind } from "@vyc/domain/shared";
import { containsNul, MESSAGES, REST_MESSAGES } from "@vyc/validators";
import { ZodError } from "zod";
import type { Context } from "./context";

/** A refusal the procedures meant (a 4xx, or a domain error such as a mail server that is down), as opposed to a failure. */
const isDeliberate = (error: TRPCError): boolean =>
  error.cause instanceof DomainError || (error.code !== "INTERNAL_SERVER_ERROR" && getHTTPStatusCodeFromError(error) < 500);

const t = initTRPC
  .context<Context>()
  .create({
    isDev: false,
    /**
     * Failures answer a generic message and the request id; what went wrong is only logged. A
     * refusal carries its stable code as `data.reason` and the values its text shows as
     * `data.params` (see Refusal), by which clients translate it and act on it; the message is its
     * English text.
     */
    errorFormatter({ shape, error, ctx }) {
      if (!isDeliberate(error)) {
        return { ...shape, message: MESSAGES.serverRequestFail, requestId: ctx?.requestId ?? null, data: { ...shape.data, issues: null, reason: null, params: null } };
      }
      const zod = error.cause instanceof ZodError ? error.cause : null;
      const message = zod ? (zod.issues[0]?.message ?? shape.message) : shape.message;
      const refusal = error.cause instanceof DomainError ? refusalOf(error.cause) : refusalOfMessage(message);
      return {
        ...shape,
        message,
        data: {
          ...shape.data,
          issues: zod?.issues.map((i) => ({ path: i.path.map(String), message: i.message })) ?? null,
          reason: refusal?.reason ?? null,
          params: refusal?.params ?? null,
        },
      };
    },
  });

const TRPC_CODE: Record<DomainErrorKind, TRPCError["code"]> = {
  BAD_REQUEST: "BAD_REQUEST",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  UNAUTHORIZED: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",
  UNPROCESSABLE: "UNPROCESSABLE_CONTENT",
  SERVICE_UNAVAILABLE: "SERVICE_UNAVAILABLE",
};

/**
 * Business-rule refusals from the domain become tRPC errors with the same message; a decision that
 * waited too long for another's locks answers 503 (try again). After a change, the outbox worker
 * looks for the e-mails and calls its transaction wrote.
 */
const domainErrors = t.middleware(async ({ ctx, type, next }) => {
  const result = await next();
  if (type === "mutation") ctx.outbox.kick();
  if (!result.ok && result.error.cause instanceof LockTimeout) {
    throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: MESSAGES.busyTryAgain, cause: new DomainError("SERVICE_UNAVAILABLE", MESSAGES.busyTryAgain, { cause: result.error.cause }) });
  }
  if (!result.ok && result.error.cause instanceof DomainError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: TRPC_CODE[cause.kind], message: cause.message, cause });
  }
  return result;
});

/** A payload holding the NUL character is refused before any procedure reads it (see containsNul). */
const withoutNul = t.middleware(async ({ getRawInput, next }) => {
  if (containsNul(await getRawInput())) throw new TRPCError({ code: "BAD_REQUEST", message: REST_MESSAGES.nulCharacter });
  return next();
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(domainErrors).use(withoutNul);

/** What a procedure sees behind each door: a signed-in caller (also behind the verified door), staff (or an admin), an admin. */
export type AuthedCtx = Context & { user: SessionUser };
export type StaffCtx = Context & { user: SessionUser & { role: "staff" | "admin" } };
export type AdminCtx = Context & { user: SessionUser & { role: "admin" } };

/** The signed-in caller, or UNAUTHORIZED for visitors. */
function requireUser(user: Context["user"]): SessionUser {
  if (!user) throw new TRPCError({ code: "UNAUTHORIZED", message: AUTH_MESSAGES.authenticationRequired });
  return user;
}

const isStaff = (user: SessionUser): user is StaffCtx["user"] => user.role === "staff" || user.role === "admin";
const isAdmin = (user: SessionUser): user is AdminCtx["user"] => user.role === "admin";

/** The doors of the procedures that let in only some callers: signed in, or signed in with a verified e-mail address. */
export type Door = "signedIn" | "verified";

/**
 * The caller let in by a door, or the door's refusal (UNAUTHORIZED for visitors, FORBIDDEN for an
 * unverified address); the procedures' doors and the REST calls in front of them ask the same.
 */
export function admit(door: Door, user: Context["user"]): SessionUser {
  const admitted = requireUser(user);
  if (door === "verified" && !admitted.emailVerified) throw new TRPCError({ code: "FORBIDDEN", message: AUTH_MESSAGES.verificationRequired });
  return admitted;
}

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => next({ ctx: { user: admit("signedIn", ctx.user) } }));

export const staffProcedure = protectedProcedure.use(({ ctx: { user }, next }) => {
  if (!isStaff(user)) throw new TRPCError({ code: "FORBIDDEN", message: AUTH_MESSAGES.staffOnly });
  return next({ ctx: { user } });
});

export const adminProcedure = protectedProcedure.use(({ ctx: { user }, next }) => {
  if (!isAdmin(user)) throw new TRPCError({ code: "FORBIDDEN", message: AUTH_MESSAGES.adminsOnly });
  return next({ ctx: { user } });
});

/** Signed in with a verified e-mail address: buying tickets needs it, browsing does not. One step, as it guards the order path. */
export const verifiedProcedure = publicProcedure.use(({ ctx, next }) => next({ ctx: { user: admit("verified", ctx.user) } }));
