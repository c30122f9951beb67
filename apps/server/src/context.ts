import type { Context, Services } from "@vyc/api";
import { findSessionUser, type SessionKind } from "@vyc/domain/auth";
import type { FastifyRequest } from "fastify";

export const SESSION_COOKIE = "vyc_session";

/** The session token and the door it came through: the kiosk's bearer header, or the web's HttpOnly cookie. */
function sessionToken(request: FastifyRequest): { token: string | undefined; kind: SessionKind } {
  const auth = request.headers.authorization;
  if (auth?.startsWith("Bearer ")) return { token: auth.slice("Bearer ".length).trim() || undefined, kind: "kiosk" };
  return { token: request.cookies[SESSION_COOKIE], kind: "web" };
}

export async function createRequestContext(services: Services, request: FastifyRequest): Promise<Context> {
  const { token, kind } = sessionToken(request);
  const user = await findSessionUser(services.db, token, kind, services.clock.now());
  return { ...services, log: request.log, user, ip: request.ip, requestId: request.id, sessionToken: token };
}

/**
 * The procedures that answer every caller alike (the public event list and one event): they never
 * read the caller, so their calls skip the session lookup.
 */
const SAME_FOR_EVERYONE = new Set(["events.getEventsNotExpired", "events.getData"]);

export const sameForEveryone = (paths: readonly string[]): boolean => paths.every((path) => SAME_FOR_EVERYONE.has(path));

/** The context of a call that never reads its caller: a visitor's, without the session lookup. */
export function createVisitorContext(services: Services, request: FastifyRequest): Context {
  return { ...services, log: request.log, user: null, ip: request.ip, requestId: request.id };
}
