import { parseArgs } from "node:util";
import { ROLES, ZEmail, ZPassword, type Role } from "@vyc/validators";
import { z } from "zod";

const ZArgs = z.object({ role: z.enum(ROLES).default("user"), email: ZEmail, password: ZPassword });

export const USAGE = "Usage: npm run user:create -- --role <user|staff|admin> --email <address> --password <at least 6 characters>";

/** The options of `user:create`, or the reasons they are not usable. */
export function parseUserCreateArgs(argv: string[]): { ok: true; value: { role: Role; email: string; password: string } } | { ok: false; errors: string[] } {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({ args: argv, options: { role: { type: "string" }, email: { type: "string" }, password: { type: "string" } }, strict: true }));
  } catch (error) {
    return { ok: false, errors: [error instanceof Error ? error.message : String(error)] };
  }
  const parsed = ZArgs.safeParse({ role: values.role, email: values.email ?? "", password: values.password ?? "" });
  if (!parsed.success) return { ok: false, errors: parsed.error.issues.map((i) => `--${i.path.join(".")}: ${i.message}`) };
  return { ok: true, value: parsed.data };
}
