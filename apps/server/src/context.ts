import type { Context, Services } from "@vyc/api";
import { findSessionUser } from "@vyc/domain";
import type { FastifyRequest } from "fastify";

export const SESSION_COOKIE = "vyc_session";

/** The session token: the web's HttpOnly cookie, or the kiosk's bearer header. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const auth = request.headers.authorization;
  if (auth?.startsWith("Bearer ")) return auth.slice("Bearer ".length).trim() || undefined;
  return request.cookies[SESSION_COOKIE];
}

export async function createRequestContext(services: Services, request: FastifyRequest): Promise<Context> {
  const token = sessionToken(request);
  const user = await findSessionUser(services.db, token, services.clock.now());
  return { ...services, user, ip: request.ip, requestId: request.id, sessionToken: token };
}
