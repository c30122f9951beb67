import { manualClock } from "@vyc/domain/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddresses, forwardedFor, postLoginForm, startAuthHarness, type AuthHarness } from "@vyc/testkit/auth-harness";
import { createUser } from "@vyc/testkit/users";

/** A venue: many people behind one address (the budgets as configured, RATE_LIMIT_SCALE=1). */
const clock = manualClock(new Date());
let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness({ clock, env: { RATE_LIMIT_SCALE: "1", TRUST_PROXY: "true" } });
});
afterAll(() => h.close());

const newIp = clientAddresses("10.2");

const signIn = (email: string, password: string, ip: string) => postLoginForm(h, email, password, ip);
const signedIn = (res: Response) => res.status === 303 && res.headers.getSetCookie().some((c) => /^vyc_session=[^;]/.test(c));

describe("a venue sharing one address", () => {
  it("signs in 60 different accounts within a minute, all of them", async () => {
    const venue = newIp();
    const users = await Promise.all(Array.from({ length: 60 }, () => createUser(h.server)));
    const answers = await Promise.all(users.map((u) => signIn(u.email, u.password, venue)));
    expect(answers.filter(signedIn)).toHaveLength(60);
  });

  it("refuses the 11th wrong password for one account with 429 and a message, while its neighbours still sign in", async () => {
    const venue = newIp();
    const [target, neighbour] = await Promise.all([createUser(h.server), createUser(h.server)]);
    for (let i = 0; i < 10; i += 1) expect((await signIn(target.email, `wrong-${i}`, venue)).headers.get("location")).toBe("/login");
    const refused = await signIn(target.email, "wrong-10", venue);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toMatch(/<meta name="login-error" content="Too many attempts\. Try again in \d+ seconds\.">/);
    expect(signedIn(await signIn(target.email, target.password, venue))).toBe(false);
    expect(signedIn(await signIn(neighbour.email, neighbour.password, venue))).toBe(true);
  });

  it("does not count successful sign-ins against the account", async () => {
    const user = await createUser(h.server);
    for (let i = 0; i < 15; i += 1) expect(signedIn(await signIn(user.email, user.password, newIp()))).toBe(true);
    for (let i = 0; i < 9; i += 1) await signIn(user.email, `wrong-${i}`, newIp());
    expect(signedIn(await signIn(user.email, user.password, newIp()))).toBe(true);
  });

  it("lets 30 people sign up and open their verification page from one address; reopening within a minute mails nothing and spends nothing", async () => {
    const venue = newIp();
    const ids: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const res = await h.post("/api/auth/signup", { email: `venue-${Date.now()}-${i}@example.test`, password: "secret123", confirmPassword: "secret123" }, forwardedFor(venue));
      expect(res.status).toBe(200);
      ids.push(((await res.json()) as { idUser: string }).idUser);
    }
    const [first] = ids;
    if (!first) throw new Error("no account");
    const mailsBefore = h.smtp.messages.length;
    for (let visit = 0; visit < 10; visit += 1) expect((await h.post(`/api/auth/account-verify/resend/${first}`, undefined, forwardedFor(venue))).status).toBe(200);
    for (const id of ids) expect((await h.post(`/api/auth/account-verify/resend/${id}`, undefined, forwardedFor(venue))).status).toBe(200);
    expect(h.smtp.messages.length).toBe(mailsBefore);
    // The account's own budget of new codes is still whole.
    for (let i = 0; i < 5; i += 1) {
      clock.advance(61 * 1000);
      expect((await h.post(`/api/auth/account-verify/resend/${first}`, undefined, forwardedFor(newIp()))).status).toBe(200);
    }
  });
});
