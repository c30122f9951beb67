import { isPostgresUrl } from "@vyc/db";
import type { Env } from "./env";
import { paymentConfig } from "./payment-config";

/** Passwords of the examples in docs/ and .env.example, never fit for a live site. */
const EXAMPLE_SECRETS = new Set(["secret", "pass", "password", "changeme", "change-me", "example"]);
const MIN_METRICS_TOKEN_LENGTH = 32;

function examplePassword(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const password = decodeURIComponent(new URL(url).password);
    return EXAMPLE_SECRETS.has(password.toLowerCase()) ? password : null;
  } catch {
    return null;
  }
}

/**
 * What keeps this configuration from running a live site (NODE_ENV=production), one line per
 * setting; empty when it may start. `source` is the raw environment, to tell a variable left unset
 * from its development default.
 */
export function unsafeProductionSettings(env: Env, source: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (!source.PUBLIC_URL) problems.push("PUBLIC_URL is not set: give the site's public https:// address (e-mail links and the session cookie depend on it).");
  else if (new URL(env.PUBLIC_URL).protocol !== "https:") problems.push(`PUBLIC_URL must be an https:// address (got ${env.PUBLIC_URL}); serve the site through a TLS reverse proxy.`);
  if (env.COOKIE_SECURE === false) problems.push("COOKIE_SECURE=false would send the session cookie over plain HTTP.");
  if (paymentConfig(env).testMode) problems.push('PAYMENT_TEST_MODE is on: its "Pay (test mode)" button issues tickets without taking money.');
  if (env.METRICS_TOKEN !== undefined && (env.METRICS_TOKEN.length < MIN_METRICS_TOKEN_LENGTH || EXAMPLE_SECRETS.has(env.METRICS_TOKEN.toLowerCase()))) {
    problems.push(`METRICS_TOKEN must be a random value of at least ${MIN_METRICS_TOKEN_LENGTH} characters (e.g. openssl rand -hex 32).`);
  }
  if (!env.DATA_ENCRYPTION_KEYS) problems.push("DATA_ENCRYPTION_KEYS is not set: give the key that seals health notes and guardian contact (k1:$(openssl rand -base64 32)).");
  const databasePassword = isPostgresUrl(env.DATABASE_URL) ? examplePassword(env.DATABASE_URL) : null;
  if (databasePassword) problems.push(`DATABASE_URL uses the example password "${databasePassword}".`);
  const smtpPassword = examplePassword(env.SMTP_URL);
  if (smtpPassword) problems.push(`SMTP_URL uses the example password "${smtpPassword}".`);
  return problems;
}
