import { signUp, verifyByMail } from "./support/auth";
import { expect, test } from "@vyc/testkit/e2e-fixtures";

test("the login form's post names this site, and the sign-in goes through", async ({ page, baseURL }) => {
  const account = await signUp(page);
  await verifyByMail(page, account);
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  const post = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/login");
  await page.getByRole("button", { name: "Sign In" }).click();
  const headers = await (await post).allHeaders();
  expect(headers.origin).toBe(new URL(baseURL ?? "").origin);
  await page.waitForURL((url) => url.pathname === "/events");
});

test("a sign-in form posted from another site is refused", async ({ page, baseURL }) => {
  const account = await signUp(page);
  await verifyByMail(page, account);
  const forged = `<!doctype html><html lang="en"><head><title>Prize draw</title></head><body><main>
    <form method="post" action="${baseURL}/login">
      <label>Email <input name="_username" value="${account.email}"></label>
      <label>Password <input name="_password" value="${account.password}"></label>
      <button>Go</button>
    </form></main></body></html>`;
  await page.route("https://forged.example/", (route) => route.fulfill({ contentType: "text/html", body: forged }));
  await page.goto("https://forged.example/");
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/login");
  await page.getByRole("button", { name: "Go" }).click();
  expect((await answer).status()).toBe(403);
  expect((await page.context().cookies(baseURL)).some((c) => c.name === "vyc_session")).toBe(false);
});
