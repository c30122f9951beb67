import { MESSAGES } from "@vyc/validators";
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { applyMigrations, createDb } from "@vyc/db";
import { authenticate } from "@vyc/domain/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../../../..");
const dir = mkdtempSync(path.join(os.tmpdir(), "vyc-cli-"));
const file = path.join(dir, "cli.db");

const userCreate = (...args: string[]) =>
  run("npx", ["tsx", "apps/server/src/cli/user-create.ts", ...args], { cwd: root, env: { ...process.env, DATABASE_URL: `file:${file}` } }).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (error: { code: number; stderr: string }) => ({ code: error.code, out: error.stderr }),
  );

beforeAll(() => applyMigrations(file));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("npm run user:create", { timeout: 120_000 }, () => {
  it("creates a verified staff account that can sign in", async () => {
    const result = await userCreate("--role", "staff", "--email", "Desk@Example.test", "--password", "secret123");
    expect(result).toMatchObject({ code: 0, out: expect.stringContaining("Created staff desk@example.test") });
    const db = createDb(`file:${file}`);
    try {
      expect(await authenticate(db, "desk@example.test", "secret123")).toMatchObject({ role: "staff", emailVerified: true });
    } finally {
      await db.close();
    }
  });

  it("refuses a taken e-mail and bad options with a message", async () => {
    expect(await userCreate("--role", "admin", "--email", "desk@example.test", "--password", "secret123")).toMatchObject({
      code: 1,
      out: expect.stringContaining("An account already exists for this email"),
    });
    expect(await userCreate("--role", "admin", "--email", "x@example.test", "--password", "123")).toMatchObject({
      code: 2,
      out: expect.stringContaining(MESSAGES.passwordTooShort),
    });
  });
});
