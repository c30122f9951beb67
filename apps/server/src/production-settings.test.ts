import { describe, expect, it } from "vitest";
import { loadEnv } from "./env";
import { unsafeProductionSettings } from "./production-settings";

const problemsOf = (source: Record<string, string>) => unsafeProductionSettings(loadEnv({ NODE_ENV: "production", ...source }), { NODE_ENV: "production", ...source });

const live = {
  PUBLIC_URL: "https://tickets.example.org",
  DATABASE_URL: "postgresql://vyc:Xq3v9TtZr2@127.0.0.1:5432/vyc",
  PAYPAL_CLIENT_ID: "live-id",
  PAYPAL_CLIENT_SECRET: "live-secret-value",
  METRICS_TOKEN: "4f1c0d9b7a6e5d4c3b2a19081726354453627181",
  DATA_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 7).toString("base64")}`,
};

describe("settings of a live site", () => {
  it("accepts an https address, PayPal, a strong metrics token and real passwords", () => {
    expect(problemsOf(live)).toEqual([]);
  });

  it("names a public address left at its development default", () => {
    const problems = problemsOf({ DATABASE_URL: "file:./var/site.db", DATA_ENCRYPTION_KEYS: live.DATA_ENCRYPTION_KEYS });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PUBLIC_URL is not set/);
  });

  it("names a missing key for health notes", () => {
    const { DATA_ENCRYPTION_KEYS: _key, ...withoutKey } = live;
    expect(problemsOf(withoutKey)).toEqual([expect.stringMatching(/^DATA_ENCRYPTION_KEYS is not set/)]);
  });

  it("names each unsafe setting on its own line", () => {
    const problems = problemsOf({
      ...live,
      PUBLIC_URL: "http://tickets.example.org",
      COOKIE_SECURE: "false",
      PAYMENT_TEST_MODE: "true",
      METRICS_TOKEN: "change-me",
      DATABASE_URL: "postgresql://vyc:secret@127.0.0.1:5432/vyc",
      SMTP_URL: "smtp://user:pass@mail.example.org:587",
    });
    expect(problems.map((line) => line.split(/[ =]/)[0])).toEqual(["PUBLIC_URL", "COOKIE_SECURE", "PAYMENT_TEST_MODE", "METRICS_TOKEN", "DATABASE_URL", "SMTP_URL"]);
    expect(problems[0]).toContain("https://");
  });
});
