import { createAccount, createSession } from "@vyc/domain/auth";
import type { Role } from "@vyc/validators";
import { SESSION_COOKIE } from "@vyc/server/context";
import type { TestServer } from "./test-server";

export interface TestUser {
  id: string;
  email: string;
  password: string;
  role: Role;
}

export interface WebSession {
  /** `vyc_session=<token>` of a web session, for a `cookie` request header. */
  cookie: string;
}

export interface SignedIn extends WebSession {
  /** `Bearer <token>` of a kiosk session, for an `authorization` request header (as the desk sends it). */
  authorization: string;
}

let counter = 0;

/** An account written through the real account rules (Argon2id hash), verified unless told otherwise. */
export async function createUser(
  server: TestServer,
  options: { email?: string; password?: string; role?: Role; verified?: boolean } = {},
): Promise<TestUser> {
  const email = options.email ?? `user-${process.pid}-${Date.now()}-${++counter}@example.test`;
  const password = options.password ?? "secret123";
  const role = options.role ?? "user";
  const verifiedAt = options.verified === false ? null : server.services.clock.now();
  const { id } = await createAccount(server.services.db, { email, password, role, verifiedAt });
  return { id, email, password, role };
}


/**
 * Signs in through the real login form (POST /login) and returns the session. It spends the
 * login rate budget (10 per 5 minutes per address at RATE_LIMIT_SCALE=1); use `sessionFor` when a
 * test needs many sessions.
 */
export async function login(server: TestServer, email: string, password: string): Promise<WebSession> {
  const res = await fetch(`${server.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.publicUrl },
    body: new URLSearchParams({ _username: email, _password: password, _target_path: "" }),
  });
  const token = res.headers
    .getSetCookie()
    .map((c) => c.match(new RegExp(`^${SESSION_COOKIE}=([^;]+)`))?.[1])
    .find((t) => t !== undefined && t !== "");
  if (!token) throw new Error(`Login of ${email} failed: ${res.status} ${res.headers.get("location") ?? ""}`);
  return { cookie: `${SESSION_COOKIE}=${token}` };
}

/**
 * A web session (the cookie) and a kiosk session (the bearer token) opened directly in the
 * database for an existing user (no password check, no rate limit).
 */
export async function sessionFor(server: TestServer, user: { id: string }): Promise<SignedIn> {
  const { db, clock } = server.services;
  const web = await createSession(db, user.id, clock.now(), "web");
  const kiosk = await createSession(db, user.id, clock.now(), "kiosk");
  return { cookie: `${SESSION_COOKIE}=${web.token}`, authorization: `Bearer ${kiosk.token}` };
}
