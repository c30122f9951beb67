import { AUTH_MESSAGES } from "@vyc/domain/auth";
import { manualClock } from "@vyc/domain/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAuthHarness, type AuthHarness } from "@vyc/testkit/auth-harness";
import { sessionsOf } from "@vyc/testkit/db-lookups";
import { createUser, login } from "@vyc/testkit/users";

const clock = manualClock(new Date());
let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness({ clock });
});
afterAll(() => h.close());

/** The login form as this site's page posts it (its Origin), unless `headers` say otherwise. */
const form = (fields: Record<string, string>, headers: Record<string, string | undefined> = {}) => {
  const sent = Object.entries({ origin: h.publicUrl, ...headers }).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return fetch(`${h.server.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...Object.fromEntries(sent) },
    body: new URLSearchParams(fields),
  });
};

const sessionCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith("vyc_session="));
const cookiePair = (setCookie: string | undefined) => setCookie?.split(";")[0] ?? "";
const isAuthenticated = async (headers: Record<string, string>) =>
  ((await (await h.get("/api/auth/is-authenticated", headers)).json()) as { isAuthenticated: boolean }).isAuthenticated;

describe("POST /login (the native login form)", () => {
  it("opens a session in an HttpOnly, SameSite=Lax cookie of at most one hour and goes to /events", async () => {
    const user = await createUser(h.server);
    const res = await form({ _username: user.email, _password: user.password, _target_path: "" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/events");
    const cookie = sessionCookie(res) ?? "";
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=3600/);
    expect(cookie).not.toMatch(/; Secure/i);
    expect(await isAuthenticated({ cookie: cookiePair(cookie) })).toBe(true);
    const token = cookiePair(cookie).split("=")[1] ?? "";
    expect(await isAuthenticated({ authorization: `Bearer ${token}` })).toBe(false);
    const stored = await sessionsOf(h.server.services.db, user.id);
    expect(stored.map((s) => s.id)).not.toContain(token);
  });

  it("lands staff and admins in the back office unless a target was given", async () => {
    for (const role of ["staff", "admin"] as const) {
      const member = await createUser(h.server, { role });
      const landed = await form({ _username: member.email, _password: member.password, _target_path: "" });
      expect(landed.headers.get("location")).toBe("/admin");
      const targeted = await form({ _username: member.email, _password: member.password, _target_path: "/account/tickets" });
      expect(targeted.headers.get("location")).toBe("/account/tickets");
    }
  });

  it("ends the session the browser held before signing in again", async () => {
    const user = await createUser(h.server);
    const before = await login(h.server, user.email, user.password);
    const res = await form({ _username: user.email, _password: user.password }, { cookie: before.cookie });
    expect(res.status).toBe(303);
    expect(await isAuthenticated({ cookie: before.cookie })).toBe(false);
    expect(await isAuthenticated({ cookie: cookiePair(sessionCookie(res)) })).toBe(true);
  });

  it("accepts the e-mail in any case and returns to a relative target path", async () => {
    const user = await createUser(h.server);
    const res = await form({ _username: user.email.toUpperCase(), _password: user.password, _target_path: "/account/tickets" });
    expect(res.headers.get("location")).toBe("/account/tickets");
  });

  it("ignores targets on other sites, however they are disguised", async () => {
    const user = await createUser(h.server);
    const disguised = ["/\t/evil.example", "/\r\n/evil.example", "\\/evil.example", "/%09/evil.example", "/%2f%2fevil.example", "/%5cevil.example", "/.//evil.example", "https:evil.example", "//localhost:3000@evil.example", "/\u2215\u2215evil.example"];
    for (const target of ["https://evil.example", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", ...disguised]) {
      const res = await form({ _username: user.email, _password: user.password, _target_path: target });
      expect(res.headers.get("location")).toBe("/events");
    }
  });

  it("sends an unverified user to the verification page, signed in", async () => {
    const user = await createUser(h.server, { verified: false });
    const res = await form({ _username: user.email, _password: user.password, _target_path: "/account/tickets" });
    expect(res.headers.get("location")).toBe(`/account-verify/${user.id}`);
    expect(await isAuthenticated({ cookie: cookiePair(sessionCookie(res)) })).toBe(true);
  });

  it("goes back to /login with the target and a server-injected error toast on wrong credentials", async () => {
    const user = await createUser(h.server);
    for (const fields of [
      { _username: user.email, _password: "wrong-password", _target_path: "/account/tickets" },
      { _username: "nobody@example.test", _password: "whatever", _target_path: "/account/tickets" },
      { _username: "", _password: "", _target_path: "/account/tickets" },
    ]) {
      const res = await form(fields);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/login?_target_path=%2Faccount%2Ftickets");
      expect(sessionCookie(res)).toBeUndefined();
      const flash = cookiePair(res.headers.getSetCookie().find((c) => c.startsWith("vyc_flash=")));
      const page = await h.get("/login?_target_path=%2Faccount%2Ftickets", { cookie: flash });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<meta name="login-error" content="Authentication failed: Invalid credentials">');
      // Its code beside it, by which the page shows it in its language.
      expect(html).toContain('<meta name="login-error-reason" content="{&quot;reason&quot;:&quot;messages.invalidCredentials&quot;,&quot;params&quot;:{}}">');
      expect(page.headers.getSetCookie().some((c) => c.startsWith("vyc_flash=;"))).toBe(true);
    }
    expect(await (await h.get("/login")).text()).not.toContain("login-error");
  });

  it("answers a sign-in that asks for JSON (the desk's) with the page to go to, or the refusal with its code", async () => {
    const user = await createUser(h.server);
    const json = { accept: "application/json" };
    const signedIn = await form({ _username: user.email, _password: user.password, _target_path: "/staff/sale" }, json);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toEqual({ next: "/staff/sale" });
    expect(await isAuthenticated({ cookie: cookiePair(sessionCookie(signedIn)) })).toBe(true);

    const refused = await form({ _username: user.email, _password: "wrong-password", _target_path: "/staff/sale" }, json);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: "Authentication failed: Invalid credentials", reason: "messages.invalidCredentials" });
    expect(sessionCookie(refused)).toBeUndefined();
    expect(refused.headers.getSetCookie().some((c) => c.startsWith("vyc_flash="))).toBe(false);
  });

  it("keeps only relative targets when sending back to /login", async () => {
    const res = await form({ _username: "x@example.test", _password: "nope", _target_path: "https://evil.example" });
    expect(res.headers.get("location")).toBe("/login");
  });

  it("refuses a sign-in form posted from another site", async () => {
    const user = await createUser(h.server);
    const res = await form({ _username: user.email, _password: user.password }, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(sessionCookie(res)).toBeUndefined();
    const crossSite = await form({ _username: user.email, _password: user.password }, { "sec-fetch-site": "cross-site", origin: "null" });
    expect(crossSite.status).toBe(403);
    const same = await form({ _username: user.email, _password: user.password }, { origin: h.publicUrl });
    expect(same.status).toBe(303);
    const sameByFetchMetadata = await form({ _username: user.email, _password: user.password }, { "sec-fetch-site": "same-origin", origin: "null" });
    expect(sameByFetchMetadata.status).toBe(303);
    const sameByReferer = await form({ _username: user.email, _password: user.password }, { origin: undefined, referer: `${h.publicUrl}/login` });
    expect(sameByReferer.status).toBe(303);
  });

  it("refuses a sign-in form that shows no sign of coming from this site", async () => {
    const user = await createUser(h.server);
    const credentials = { _username: user.email, _password: user.password };
    for (const headers of [
      { origin: "null" },
      { origin: undefined },
      { origin: "null", referer: `${h.publicUrl}/login` },
      { origin: undefined, referer: "https://evil.example/login" },
      { "sec-fetch-site": "same-site", origin: h.publicUrl },
    ]) {
      const res = await form(credentials, headers);
      expect({ headers, status: res.status }).toEqual({ headers, status: 403 });
      expect(sessionCookie(res)).toBeUndefined();
    }
  });

  it("serves pages with a same-origin referrer policy, so the form's post names its origin", async () => {
    const page = await h.get("/login");
    expect(page.headers.get("referrer-policy")).toBe("same-origin");
  });

  it("ends the session after one hour", async () => {
    const user = await createUser(h.server);
    const session = await login(h.server, user.email, user.password);
    clock.advance(59 * 60 * 1000);
    expect(await isAuthenticated({ cookie: session.cookie })).toBe(true);
    clock.advance(2 * 60 * 1000);
    expect(await isAuthenticated({ cookie: session.cookie })).toBe(false);
  });
});

describe("GET /logout", () => {
  it("ends the session on the server, clears the cookie and goes home", async () => {
    const user = await createUser(h.server);
    const session = await login(h.server, user.email, user.password);
    const res = await h.get("/logout", { cookie: session.cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.getSetCookie().some((c) => /^vyc_session=;.*Expires=Thu, 01 Jan 1970/i.test(c))).toBe(true);
    expect(await isAuthenticated({ cookie: session.cookie })).toBe(false);
    expect(await sessionsOf(h.server.services.db, user.id)).toHaveLength(0);
    const flash = cookiePair(res.headers.getSetCookie().find((c) => c.startsWith("vyc_flash=")));
    const home = await (await h.get("/", { cookie: flash })).text();
    expect(home).toContain(`<meta name="login-success" content="${AUTH_MESSAGES.signedOut}">`);
    expect(home).toContain('<meta name="login-success-reason" content="{&quot;reason&quot;:&quot;auth.signedOut&quot;,&quot;params&quot;:{}}">');
  });

  it("is harmless without a session", async () => {
    const res = await h.get("/logout");
    expect(res.status).toBe(303);
  });
});

describe("GET /api/auth/is-authenticated", () => {
  it("treats unknown tokens as signed out", async () => {
    expect(await isAuthenticated({ cookie: "vyc_session=forged" })).toBe(false);
    expect(await isAuthenticated({ authorization: "Bearer forged" })).toBe(false);
  });
});

describe("Secure cookie", () => {
  it("is Secure when COOKIE_SECURE=true", async () => {
    const secure = await startAuthHarness({ env: { COOKIE_SECURE: "true" } });
    try {
      const user = await createUser(secure.server);
      const res = await fetch(`${secure.server.url}/login`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: secure.publicUrl },
        body: new URLSearchParams({ _username: user.email, _password: user.password }),
      });
      expect(sessionCookie(res)).toMatch(/; Secure/i);
    } finally {
      await secure.close();
    }
  });
});
