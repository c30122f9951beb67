import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAuthHarness, type AuthHarness } from "@vyc/testkit/auth-harness";
import { callTrpc } from "@vyc/testkit/kiosk-client";
import { createUser, login, sessionFor } from "@vyc/testkit/users";

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
});
afterAll(() => h.close());

const isAuthenticated = async (headers: Record<string, string>) =>
  ((await (await h.get("/api/auth/is-authenticated", headers)).json()) as { isAuthenticated: boolean }).isAuthenticated;
const tokenOf = (header: string) => header.split(/[= ]/).at(-1) ?? "";

describe("session kinds", () => {
  it("accepts a web session only as the cookie and a desk session only as the bearer token", async () => {
    const staff = await createUser(h.server, { role: "staff" });
    const web = await login(h.server, staff.email, staff.password);
    const desk = await callTrpc<{ token: string }>(h.server, "mutation", "kiosk.signIn", { email: staff.email, password: staff.password });
    expect(desk.status).toBe(200);

    expect(await isAuthenticated({ cookie: web.cookie })).toBe(true);
    expect(await isAuthenticated({ authorization: `Bearer ${tokenOf(web.cookie)}` })).toBe(false);
    expect(await isAuthenticated({ authorization: `Bearer ${desk.data.token}` })).toBe(true);
    expect(await isAuthenticated({ cookie: `vyc_session=${desk.data.token}` })).toBe(false);
    expect((await callTrpc(h.server, "query", "kiosk.events", undefined, `Bearer ${tokenOf(web.cookie)}`)).status).toBe(401);
  });
});

describe("a new password", () => {
  it("set from the web ends every other session of the user, web and desk, and keeps the current one", async () => {
    const user = await createUser(h.server, { role: "staff" });
    const current = await sessionFor(h.server, user);
    const otherBrowser = await sessionFor(h.server, user);
    const stranger = await sessionFor(h.server, await createUser(h.server));

    const res = await h.post("/api/auth/change_password", { password: "changed-pass" }, { cookie: current.cookie });
    expect(res.status).toBe(200);

    expect(await isAuthenticated({ cookie: current.cookie })).toBe(true);
    expect(await isAuthenticated({ authorization: current.authorization })).toBe(false);
    expect(await isAuthenticated({ cookie: otherBrowser.cookie })).toBe(false);
    expect(await isAuthenticated({ authorization: otherBrowser.authorization })).toBe(false);
    expect(await isAuthenticated({ cookie: stranger.cookie })).toBe(true);
    expect(await isAuthenticated({ authorization: stranger.authorization })).toBe(true);
  });

  it("set at the desk ends the user's web sessions and keeps the desk's", async () => {
    const user = await createUser(h.server, { role: "staff" });
    const session = await sessionFor(h.server, user);

    const res = await h.post("/api/auth/change_password", { password: "changed-pass" }, { authorization: session.authorization });
    expect(res.status).toBe(200);

    expect(await isAuthenticated({ authorization: session.authorization })).toBe(true);
    expect(await isAuthenticated({ cookie: session.cookie })).toBe(false);
  });
});
