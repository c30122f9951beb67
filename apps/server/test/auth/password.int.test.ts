import { manualClock } from "@vyc/domain/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAuthHarness, type AuthHarness } from "@vyc/testkit/auth-harness";
import { userById } from "@vyc/testkit/db-lookups";
import { createUser, login, sessionFor } from "@vyc/testkit/users";

const clock = manualClock(new Date());
let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness({ clock });
});
afterAll(() => h.close());

const resetMails = (email: string) => h.smtp.messages.filter((m) => m.to === email && m.subject === "Reset your password");
const tokenFrom = (text: string) => /\/reset_password\/([\w-]+)/.exec(text)?.[1] ?? "";

async function requestReset(email: string): Promise<string> {
  const before = resetMails(email).length;
  const res = await h.post("/api/auth/forget_password", { email });
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ success: true });
  await expect.poll(() => resetMails(email).length).toBe(before + 1);
  return tokenFrom(resetMails(email).at(-1)?.text ?? "");
}

const canLogIn = async (email: string, password: string) =>
  login(h.server, email, password).then(
    () => true,
    () => false,
  );

describe("POST /api/auth/forget_password", () => {
  it("mails a link to /reset_password/{token} and stores only the token's hash", async () => {
    const user = await createUser(h.server);
    const token = await requestReset(user.email);
    const mail = resetMails(user.email)[0];
    expect(mail?.text).toContain(`${h.publicUrl}/reset_password/${token}`);
    expect(token.length).toBeGreaterThanOrEqual(40);
    const stored = await h.server.services.db.query.selectFrom("PasswordReset").selectAll().where("userId", "=", user.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toBe(token);
    expect(stored[0]?.tokenHash).not.toContain(token);
  });

  it("answers 'Email don't exists.' for an unknown address and 400 for a malformed one", async () => {
    const unknown = await h.post("/api/auth/forget_password", { email: "nobody-here@example.test" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: "Email don't exists." });
    const bad = await h.post("/api/auth/forget_password", { email: "nope" });
    expect(bad.status).toBe(400);
    expect((await h.post("/api/auth/forget_password", {})).status).toBe(400);
  });
});

describe("POST /api/auth/reset_password", () => {
  it("sets the new password once, ends every session and refuses the used token", async () => {
    const user = await createUser(h.server);
    const session = await sessionFor(h.server, user);
    const token = await requestReset(user.email);

    const short = await h.post("/api/auth/reset_password", { token, password: "12345" });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ issues: [{ path: ["password"], message: "Password too short. Require minimun 6 characters." }] });

    const res = await h.post("/api/auth/reset_password", { token, password: "brand-new-1" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
    expect(await canLogIn(user.email, "brand-new-1")).toBe(true);
    expect(await canLogIn(user.email, user.password)).toBe(false);
    for (const headers of [{ cookie: session.cookie }, { authorization: session.authorization }] as Array<Record<string, string>>) {
      expect(await (await h.get("/api/auth/is-authenticated", headers)).json()).toEqual({ isAuthenticated: false });
    }

    const again = await h.post("/api/auth/reset_password", { token, password: "brand-new-2" });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: "This reset link is invalid or has expired." });
    expect(await canLogIn(user.email, "brand-new-2")).toBe(false);
  });

  it("refuses a token older than one hour", async () => {
    const user = await createUser(h.server);
    const token = await requestReset(user.email);
    clock.advance(60 * 60 * 1000 + 1000);
    const res = await h.post("/api/auth/reset_password", { token, password: "brand-new-1" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: "This reset link is invalid or has expired." });
  });

  it("refuses an unknown token and an earlier link once a newer one was sent", async () => {
    const user = await createUser(h.server);
    const first = await requestReset(user.email);
    const second = await requestReset(user.email);
    expect((await h.post("/api/auth/reset_password", { token: first, password: "brand-new-1" })).status).toBe(400);
    expect((await h.post("/api/auth/reset_password", { token: "made-up-token", password: "brand-new-1" })).status).toBe(400);
    expect((await h.post("/api/auth/reset_password", { password: "brand-new-1" })).status).toBe(400);
    expect((await h.post("/api/auth/reset_password", { token: second, password: "brand-new-1" })).status).toBe(200);
  });

  it("counts as e-mail verification (the link reached the inbox)", async () => {
    const user = await createUser(h.server, { verified: false });
    const token = await requestReset(user.email);
    await h.post("/api/auth/reset_password", { token, password: "brand-new-1" });
    const stored = await userById(h.server.services.db, user.id);
    expect(stored.emailVerifiedAt).not.toBeNull();
  });
});

describe("POST /api/auth/change_password", () => {
  it("needs a session", async () => {
    const res = await h.post("/api/auth/change_password", { password: "whatever1" });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: "Authentication required." });
  });

  it("changes the signed-in user's password and keeps the current session", async () => {
    const user = await createUser(h.server);
    const session = await sessionFor(h.server, user);
    const short = await h.post("/api/auth/change_password", { password: "12345" }, { cookie: session.cookie });
    expect(short.status).toBe(400);
    expect((await h.post("/api/auth/change_password", {}, { cookie: session.cookie })).status).toBe(400);

    const res = await h.post("/api/auth/change_password", { password: "changed-pass" }, { cookie: session.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await canLogIn(user.email, "changed-pass")).toBe(true);
    expect(await canLogIn(user.email, user.password)).toBe(false);
    expect(await (await h.get("/api/auth/is-authenticated", { cookie: session.cookie })).json()).toEqual({ isAuthenticated: true });
  });

  it("accepts the kiosk's bearer token and refuses a form-encoded post from a page (CSRF)", async () => {
    const user = await createUser(h.server);
    const session = await sessionFor(h.server, user);
    const formPost = await fetch(`${h.server.url}/api/auth/change_password`, {
      method: "POST",
      headers: { cookie: session.cookie, "content-type": "application/x-www-form-urlencoded" },
      body: "password=hijacked1",
    });
    expect(formPost.status).toBe(415);
    expect(await canLogIn(user.email, "hijacked1")).toBe(false);
    const bearer = await h.post("/api/auth/change_password", { password: "bearer-pass" }, { authorization: session.authorization });
    expect(bearer.status).toBe(200);
    expect(await canLogIn(user.email, "bearer-pass")).toBe(true);
  });
});
