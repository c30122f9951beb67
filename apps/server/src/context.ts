import type { Context, Services } from "@vyc/api";
import { findSessionUser, type SessionKind } from "@vyc/domain";
import type { FastifyRequest } from "fastify";

export const SESSION_COOKIE = "vyc_session";

/** The session token and the door it came through: the kiosk's bearer header, or the web's HttpOnly cookie. */
export function sessionToken(request: FastifyRequest): { token: string | undefined; kind: SessionKind } {
  const auth = request.headers.authorization;
  if (auth?.startsWith("Bearer ")) return { token: auth.slice("Bearer ".length).trim() || undefined, kind: "kiosk" };
  return { token: request.cookies[SESSION_COOKIE], kind: "web" };
}

export async function createRequestContext(services: Services, request: FastifyRequest): Promise<Context> {
  const { token, kind } = sessionToken(request);
  const user = await findSessionUser(services.db, token, kind, services.clock.now());
  return { ...services, user, ip: request.ip, requestId: request.id, sessionToken: token };
}
