import { manualClock } from "@vyc/domain/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddresses, forwardedFor, postLoginForm, startAuthHarness, type AuthHarness } from "@vyc/testkit/auth-harness";
import { createUser } from "@vyc/testkit/users";

/** The budgets as configured (RATE_LIMIT_SCALE=1); clients told apart by X-Forwarded-For behind a trusted proxy. */
const clock = manualClock(new Date());
let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness({ clock, env: { RATE_LIMIT_SCALE: "1", TRUST_PROXY: "true" } });
});
afterAll(() => h.close());

const newIp = clientAddresses("10.1");
let mailCounter = 0;
const newEmail = () => `limits-${Date.now()}-${++mailCounter}@example.test`;

const loginForm = (email: string, ip: string) => postLoginForm(h, email, "wrong-password", ip);

async function expectTooMany(res: Response) {
  expect(res.status).toBe(429);
  expect(await res.json()).toMatchObject({ message: expect.stringMatching(/^Too many attempts\. Try again in \d+ seconds\.$/) });
}

describe("login form", () => {
  it("answers 429 with the message in the login page after 100 failed sign-ins from one address", async () => {
    const ip = newIp();
    for (let i = 0; i < 100; i += 1) expect((await loginForm(newEmail(), ip)).status).toBe(303);
    const res = await loginForm(newEmail(), ip);
    expect(res.status).toBe(429);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(await res.text()).toMatch(/<meta name="login-error" content="Too many attempts\. Try again in \d+ seconds\.">/);
    expect((await loginForm(newEmail(), newIp())).status).toBe(303);
  });

  it("answers 429 after 10 failed sign-ins on one account from many addresses, even with the right password", async () => {
    const user = await createUser(h.server);
    for (let i = 0; i < 10; i += 1) expect((await loginForm(user.email, newIp())).status).toBe(303);
    const res = await postLoginForm(h, user.email, user.password, newIp());
    expect(res.status).toBe(429);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("vyc_session="))).toBe(false);
  });
});

describe("signup", () => {
  const signup = (email: string, ip: string) => h.post("/api/auth/signup", { email, password: "secret123", confirmPassword: "secret123" }, forwardedFor(ip));

  it("allows 100 per address in an hour (a venue signing up together) then answers 429", async () => {
    const ip = newIp();
    const answers = await Promise.all(Array.from({ length: 100 }, () => signup(newEmail(), ip)));
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 100 }, () => 200));
    await expectTooMany(await signup(newEmail(), ip));
  });

  it("allows 5 per e-mail address then answers 429", async () => {
    const email = newEmail();
    expect((await signup(email, newIp())).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect(await (await signup(email, newIp())).json()).toMatchObject({ success: false });
    await expectTooMany(await signup(email, newIp()));
  });
});

describe("forgot password", () => {
  const forgot = (email: string, ip: string) => h.post("/api/auth/forget_password", { email }, forwardedFor(ip));

  it("allows 50 per address and 5 per account", async () => {
    const ip = newIp();
    for (let i = 0; i < 50; i += 1) expect((await forgot(newEmail(), ip)).status).toBe(404);
    await expectTooMany(await forgot(newEmail(), ip));

    const user = await createUser(h.server);
    for (let i = 0; i < 5; i += 1) expect((await forgot(user.email, newIp())).status).toBe(200);
    await expectTooMany(await forgot(user.email, newIp()));
  });
});

describe("verification", () => {
  it("allows 10 code checks per account, from any address", async () => {
    const user = await createUser(h.server, { verified: false });
    for (let i = 0; i < 10; i += 1) expect(await (await h.post(`/api/auth/account-verify/${user.id}`, { code: "000000" }, forwardedFor(newIp()))).json()).toMatchObject({ success: false });
    await expectTooMany(await h.post(`/api/auth/account-verify/${user.id}`, { code: "000000" }, forwardedFor(newIp())));
  });

  it("allows 100 code checks per address", async () => {
    const ip = newIp();
    for (let i = 0; i < 100; i += 1) expect((await h.post(`/api/auth/account-verify/unknown-${i}`, { code: "000000" }, forwardedFor(ip))).status).toBe(404);
    const user = await createUser(h.server, { verified: false });
    await expectTooMany(await h.post(`/api/auth/account-verify/${user.id}`, { code: "000000" }, forwardedFor(ip)));
  });

  it("sends at most 5 new codes per account", async () => {
    const user = await createUser(h.server, { verified: false });
    for (let i = 0; i < 5; i += 1) {
      clock.advance(61 * 1000);
      expect((await h.post(`/api/auth/account-verify/resend/${user.id}`, undefined, forwardedFor(newIp()))).status).toBe(200);
    }
    clock.advance(61 * 1000);
    await expectTooMany(await h.post(`/api/auth/account-verify/resend/${user.id}`, undefined, forwardedFor(newIp())));
  });
});
