import { manualClock } from "@vyc/domain/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeFrom, startAuthHarness, type AuthHarness } from "@vyc/testkit/auth-harness";
import { userById } from "@vyc/testkit/db-lookups";

const clock = manualClock(new Date());
let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness({ clock });
});
afterAll(() => h.close());

let counter = 0;
const newEmail = () => `signup-${Date.now()}-${++counter}@example.test`;
const mailsTo = (email: string) => h.smtp.messages.filter((m) => m.to === email);
const latestCode = (email: string) => codeFrom(mailsTo(email).at(-1)?.text ?? "");

async function signUp(email = newEmail(), password = "secret123") {
  const res = await h.post("/api/auth/signup", { email, password, confirmPassword: password });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { success: boolean; message: string; idUser: string };
  await h.smtp.waitFor(email, "Verify your account");
  return { email, password, id: body.idUser, body };
}

describe("POST /api/auth/signup", () => {
  it("creates an unverified account, stores an Argon2id hash and mails a 6-digit code with the verification link", async () => {
    const email = newEmail();
    const { id, body } = await signUp(email);
    expect(body).toMatchObject({ success: true, idUser: expect.any(String), message: expect.any(String) });
    const mail = mailsTo(email)[0];
    expect(mail?.text).toMatch(/verification code is: \d{6}/);
    expect(mail?.text).toContain(`${h.publicUrl}/account-verify/${id}`);
    expect(mail?.html).toContain(`${h.publicUrl}/account-verify/${id}`);
    const db = h.server.services.db;
    const user = await userById(db, id);
    const verifications = await db.query.selectFrom("EmailVerification").selectAll().where("userId", "=", id).execute();
    expect(user.emailVerifiedAt).toBeNull();
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(verifications[0]?.codeHash).not.toContain(latestCode(email));
  });

  it("refuses a taken e-mail, whatever its case, with a clear message", async () => {
    const { email } = await signUp();
    const res = await h.post("/api/auth/signup", { email: email.toUpperCase(), password: "other123", confirmPassword: "other123" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: false, message: "An account already exists for this email" });
  });

  it("refuses a confirmation that does not match", async () => {
    const res = await h.post("/api/auth/signup", { email: newEmail(), password: "secret123", confirmPassword: "secret124" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: false, message: "Password confirmation does not match." });
  });

  it("refuses a short password with the specification's message", async () => {
    const res = await h.post("/api/auth/signup", { email: newEmail(), password: "12345", confirmPassword: "12345" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: [{ path: ["password"], message: "Password too short. Require minimun 6 characters." }] });
  });

  it("refuses a malformed e-mail, missing fields and a missing body", async () => {
    const bad = await h.post("/api/auth/signup", { email: "not-an-email", password: "secret123", confirmPassword: "secret123" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ issues: [{ path: ["email"], message: "Enter a valid email address." }] });
    expect((await h.post("/api/auth/signup", {})).status).toBe(400);
    expect((await h.post("/api/auth/signup")).status).toBe(400);
    expect((await h.post("/api/auth/signup", { email: newEmail() })).status).toBe(400);
  });
});

describe("POST /api/auth/account-verify/{id}", () => {
  it("verifies the account with the mailed code, once", async () => {
    const { email, id } = await signUp();
    const wrong = await h.post(`/api/auth/account-verify/${id}`, { code: latestCode(email) === "000000" ? "111111" : "000000" });
    expect(wrong.status).toBe(200);
    expect(await wrong.json()).toEqual({ success: false, message: "Invalid verification code." });

    const res = await h.post(`/api/auth/account-verify/${id}`, { code: latestCode(email) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "Your email is verified" });
    const user = await userById(h.server.services.db, id);
    expect(user.emailVerifiedAt).not.toBeNull();

    const again = await h.post(`/api/auth/account-verify/${id}`, { code: latestCode(email) });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ success: false, message: "Account already verified." });
  });

  it("refuses codes that are not exactly 6 characters and unknown accounts", async () => {
    const { id } = await signUp();
    for (const code of ["12345", "1234567", ""]) expect((await h.post(`/api/auth/account-verify/${id}`, { code })).status).toBe(400);
    expect((await h.post(`/api/auth/account-verify/${id}`, {})).status).toBe(400);
    const unknown = await h.post("/api/auth/account-verify/no-such-user", { code: "123456" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: "Account not found." });
  });

  it("after 5 wrong codes refuses even the right one until a new code is sent", async () => {
    const { email, id } = await signUp();
    const right = latestCode(email);
    const wrongCode = right === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i += 1) {
      const res = await h.post(`/api/auth/account-verify/${id}`, { code: wrongCode });
      expect(await res.json()).toMatchObject({ message: "Invalid verification code." });
    }
    const blocked = await h.post(`/api/auth/account-verify/${id}`, { code: right });
    expect(blocked.status).toBe(200);
    expect(await blocked.json()).toEqual({ success: false, message: "Too many wrong codes. Request a new one." });

    const resend = await h.post(`/api/auth/account-verify/resend/${id}`);
    expect(await resend.json()).toEqual({ success: true, message: "Email sent successfully" });
    await expect.poll(() => mailsTo(email).length).toBe(2);
    expect((await h.post(`/api/auth/account-verify/${id}`, { code: latestCode(email) })).status).toBe(200);
  });

  it("refuses a code older than 15 minutes", async () => {
    const { email, id } = await signUp();
    clock.advance(15 * 60 * 1000 + 1000);
    const res = await h.post(`/api/auth/account-verify/${id}`, { code: latestCode(email) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: false, message: "The verification code has expired. Request a new one." });
    expect((await h.post(`/api/auth/account-verify/resend/${id}`)).status).toBe(200);
    await expect.poll(() => mailsTo(email).length).toBe(2);
    expect((await h.post(`/api/auth/account-verify/${id}`, { code: latestCode(email) })).status).toBe(200);
  });
});

describe("POST /api/auth/account-verify/resend/{id}", () => {
  it("answers success without a second mail within a minute, then sends a new code that replaces the old one", async () => {
    const { email, id } = await signUp();
    const first = latestCode(email);
    for (let i = 0; i < 2; i += 1) {
      const res = await h.post(`/api/auth/account-verify/resend/${id}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, message: "Email sent successfully" });
    }
    // A code is mailed before the answer goes out, and nothing else is still running: a second mail would be here.
    await h.server.services.background.settled();
    expect(mailsTo(email)).toHaveLength(1);

    clock.advance(61 * 1000);
    expect((await h.post(`/api/auth/account-verify/resend/${id}`)).status).toBe(200);
    await expect.poll(() => mailsTo(email).length).toBe(2);
    const second = latestCode(email);
    if (second !== first) {
      expect(await (await h.post(`/api/auth/account-verify/${id}`, { code: first })).json()).toMatchObject({ success: false });
    }
    expect((await h.post(`/api/auth/account-verify/${id}`, { code: second })).status).toBe(200);
  });

  it("refuses verified and unknown accounts", async () => {
    const { email, id } = await signUp();
    await h.post(`/api/auth/account-verify/${id}`, { code: latestCode(email) });
    const verified = await h.post(`/api/auth/account-verify/resend/${id}`);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ success: false, message: "Account already verified." });
    expect((await h.post("/api/auth/account-verify/resend/nobody")).status).toBe(404);
  });

  it("reports a mail server failure without a 500", async () => {
    const { id } = await signUp();
    clock.advance(61 * 1000);
    h.smtp.refuse = true;
    try {
      const res = await h.post(`/api/auth/account-verify/resend/${id}`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ message: "The email could not be sent. Please try again later." });
    } finally {
      h.smtp.refuse = false;
    }
  });
});

describe("REST paths of the account flows", () => {
  it("are published in the OpenAPI document", async () => {
    const doc = (await (await h.get("/api/openapi.json")).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/auth/signup",
        "/auth/is-authenticated",
        "/auth/account-verify/{id}",
        "/auth/account-verify/resend/{id}",
        "/auth/forget_password",
        "/auth/reset_password",
        "/auth/change_password",
        "/user/tickets",
      ]),
    );
  });
});
