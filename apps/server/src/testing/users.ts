import { createAccount, createSession } from "@vyc/domain";
import type { Role } from "@vyc/validators";
import { SESSION_COOKIE } from "../context";
import type { TestServer } from "./test-server";

export interface TestUser {
  id: string;
  email: string;
  password: string;
  role: Role;
}

export interface SignedIn {
  token: string;
  /** `vyc_session=<token>`, for a `cookie` request header. */
  cookie: string;
  /** `Bearer <token>`, for an `authorization` request header (as the kiosk sends it). */
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

const signedIn = (token: string): SignedIn => ({ token, cookie: `${SESSION_COOKIE}=${token}`, authorization: `Bearer ${token}` });

/**
 * Signs in through the real login form (POST /login) and returns the session. It spends the
 * login rate budget (10 per 5 minutes per address at RATE_LIMIT_SCALE=1); use `sessionFor` when a
 * test needs many sessions.
 */
export async function login(server: TestServer, email: string, password: string): Promise<SignedIn> {
  const res = await fetch(`${server.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ _username: email, _password: password, _target_path: "" }),
  });
  const token = res.headers
    .getSetCookie()
    .map((c) => c.match(new RegExp(`^${SESSION_COOKIE}=([^;]+)`))?.[1])
    .find((t) => t !== undefined && t !== "");
  if (!token) throw new Error(`Login of ${email} failed: ${res.status} ${res.headers.get("location") ?? ""}`);
  return signedIn(token);
}

/** A session opened directly in the database for an existing user (no password check, no rate limit). */
export async function sessionFor(server: TestServer, user: { id: string }): Promise<SignedIn> {
  const { token } = await createSession(server.services.db, user.id, server.services.clock.now());
  return signedIn(token);
}
