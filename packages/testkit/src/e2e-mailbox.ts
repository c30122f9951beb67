import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import type { CapturedMail } from "./smtp-capture";

const MAIL_DIR = path.resolve(import.meta.dirname, `../../../var/e2e-${process.env.E2E_PORT ?? "3100"}/mail`);

function allMail(): CapturedMail[] {
  if (!existsSync(MAIL_DIR)) return [];
  return readdirSync(MAIL_DIR)
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(MAIL_DIR, f), "utf8")) as CapturedMail);
}

/** Waits for the newest mail to `to` (whose subject matches) delivered to the e2e SMTP server; the outbox sends it once the two browsers' load lets it. */
export async function waitForMail(to: string, subject?: string | RegExp, timeoutMs = 30_000): Promise<CapturedMail> {
  const newest = () =>
    allMail()
      .reverse()
      .find((m) => m.to.toLowerCase().includes(to.toLowerCase()) && (subject === undefined || (typeof subject === "string" ? m.subject.includes(subject) : subject.test(m.subject))));
  await expect.poll(newest, { message: `a mail to ${to}`, timeout: timeoutMs }).toBeDefined();
  return newest() as CapturedMail;
}
