import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Clock } from "@vyc/domain/shared";
import { startSmtpCapture, type SmtpCapture } from "./smtp-capture";
import { startTestServer, type TestServer } from "./test-server";

export interface AuthHarness {
  server: TestServer;
  smtp: SmtpCapture;
  publicUrl: string;
  /** JSON POST to the server; `headers` adds e.g. a cookie. */
  post(pathname: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  get(pathname: string, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

export const INDEX_HTML = "<!doctype html><html><head><title>VYC</title></head><body><div id=\"root\"></div></body></html>";

/** The real server with a real SMTP server for its mail and a minimal web build, for the account tests. */
export async function startAuthHarness(options: { clock?: Clock; env?: Record<string, string> } = {}): Promise<AuthHarness> {
  const smtp = await startSmtpCapture();
  const webDir = mkdtempSync(path.join(os.tmpdir(), "vyc-web-"));
  writeFileSync(path.join(webDir, "index.html"), INDEX_HTML);
  const publicUrl = options.env?.PUBLIC_URL ?? "http://localhost:3000";
  const server = await startTestServer({
    clock: options.clock,
    env: { SMTP_URL: smtp.url, WEB_DIST_DIR: webDir, PUBLIC_URL: publicUrl, RATE_LIMIT_SCALE: "20", ...options.env },
  });
  return {
    server,
    smtp,
    publicUrl,
    post: (pathname, body, headers = {}) =>
      fetch(`${server.url}${pathname}`, {
        method: "POST",
        headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: "manual",
      }),
    get: (pathname, headers = {}) => fetch(`${server.url}${pathname}`, { headers, redirect: "manual" }),
    async close() {
      await server.close();
      await smtp.close();
      rmSync(webDir, { recursive: true, force: true });
    },
  };
}

/** The 6-digit code of a verification mail. */
export function codeFrom(text: string): string {
  const code = /verification code is: (\d{6})/.exec(text)?.[1];
  if (!code) throw new Error(`No verification code in: ${text}`);
  return code;
}

/** Addresses of distinct clients behind a trusted proxy (TRUST_PROXY=true), each call a new one in `net` (e.g. "10.1"). */
export function clientAddresses(net: string): () => string {
  let count = 0;
  return () => {
    count += 1;
    return `${net}.${Math.floor(count / 250)}.${count % 250}`;
  };
}

/** The header the trusted proxy adds for a client at `ip`. */
export const forwardedFor = (ip: string) => ({ "x-forwarded-for": ip });

/** The login form as a browser at `ip` posts it, through the trusted proxy. */
export const postLoginForm = (h: AuthHarness, email: string, password: string, ip: string) =>
  fetch(`${h.server.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: h.publicUrl, ...forwardedFor(ip) },
    body: new URLSearchParams({ _username: email, _password: password }),
  });
