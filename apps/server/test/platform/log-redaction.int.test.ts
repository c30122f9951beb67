import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createDb, type Db } from "@vyc/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INDEX_HTML } from "@vyc/testkit/auth-harness";
import { createBuyer } from "@vyc/testkit/buyers";
import { createProcessSite, type ProcessSite } from "@vyc/testkit/process-site";
import type { ServerProcess } from "@vyc/testkit/server-process";
import { startSmtpCapture, type SmtpCapture } from "@vyc/testkit/smtp-capture";

/** The server as it runs in production, logging every request at info; the test reads its log. */
let site: ProcessSite;
let smtp: SmtpCapture;
let db: Db;
let server: ServerProcess;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  site = await createProcessSite("log-redaction");
  db = createDb(site.databaseUrl);
  const webDir = path.join(site.dir, "web");
  mkdirSync(webDir);
  writeFileSync(path.join(webDir, "index.html"), INDEX_HTML);
  server = await site.start(site.env({ SMTP_URL: smtp.url, WEB_DIST_DIR: webDir }));
});
afterAll(async () => {
  server.child.kill("SIGKILL");
  await server.exited;
  await db.close();
  await site.close();
  await smtp.close();
});

interface LogLine {
  msg?: string;
  reqId?: string;
  req?: { url?: string };
}

const logLines = (): LogLine[] =>
  server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);

/** The URL the log recorded for each request answered with `x-request-id`, once its line is written. */
async function loggedUrl(res: Response): Promise<string> {
  const id = res.headers.get("x-request-id") ?? "";
  await expect.poll(() => logLines().some((line) => line.reqId === id && line.msg === "request completed")).toBe(true);
  return logLines().find((line) => line.reqId === id && line.req?.url !== undefined)?.req?.url ?? "";
}

const json = (body: unknown) => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("the request log", () => {
  it("never holds the token of a password-reset or guardian-consent link", async () => {
    const { email } = await createBuyer(db, new Date());
    expect((await fetch(`${server.url}/api/auth/forget_password`, json({ email }))).status).toBe(200);
    const mail = await smtp.waitFor(email);
    const resetToken = /\/reset_password\/([\w-]+)/.exec(mail.text)?.[1] ?? "";
    expect(resetToken.length).toBeGreaterThan(20);
    const consentToken = randomBytes(24).toString("base64url");
    const offerToken = randomBytes(24).toString("base64url");

    const requests: Array<[string, RequestInit | undefined]> = [
      [`/reset_password/${resetToken}`, undefined],
      [`/reset_password/${resetToken}?lang=vi`, undefined],
      [`/guardian-consent/${consentToken}`, undefined],
      [`/trpc/privacy.guardianConsent?input=${encodeURIComponent(JSON.stringify({ token: consentToken, locale: "vi" }))}`, undefined],
      [`/trpc/privacy.guardianConsent?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { token: consentToken } }))}`, undefined],
      [`/waiting-list/offers/${offerToken}`, undefined],
      ["/api/auth/reset_password", json({ token: resetToken, password: "a-new-password-1" })],
    ];
    const logged: string[] = [];
    for (const [url, init] of requests) {
      const res = await fetch(`${server.url}${url}`, init);
      expect(res.status).toBeLessThan(500);
      logged.push(await loggedUrl(res));
    }
    expect(logged).toEqual([
      "/reset_password/[redacted]",
      "/reset_password/[redacted]?lang=vi",
      "/guardian-consent/[redacted]",
      expect.stringMatching(/^\/trpc\/privacy\.guardianConsent\?input=/),
      expect.stringMatching(/^\/trpc\/privacy\.guardianConsent\?batch=1&input=/),
      "/waiting-list/offers/[redacted]",
      "/api/auth/reset_password",
    ]);
    expect(decodeURIComponent(logged[3] ?? "")).toContain('"token":"[redacted]"');
    expect(decodeURIComponent(logged[4] ?? "")).toContain('"token":"[redacted]"');

    const output = server.output();
    for (const token of [resetToken, consentToken, offerToken]) {
      expect(output).not.toContain(token);
      expect(output).not.toContain(encodeURIComponent(token));
    }
  });
});
