import { existsSync } from "node:fs";
import { createDb } from "@vyc/db";
import { createAccount } from "@vyc/domain/auth";
import { DomainError } from "@vyc/domain/shared";
import { loadEnv } from "../env";
import { parseUserCreateArgs, USAGE } from "./user-create-args";

/** Creates a verified account (user, staff or admin) from the command line, e.g. the first staff member. */
async function main(): Promise<number> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const args = parseUserCreateArgs(process.argv.slice(2));
  if (!args.ok) {
    console.error([...args.errors, USAGE].join("\n"));
    return 2;
  }
  const db = createDb(loadEnv().DATABASE_URL);
  try {
    const { role, email, password } = args.value;
    const user = await createAccount(db, { email, password, role, verifiedAt: new Date() });
    console.info(`Created ${role} ${user.email} (id ${user.id}).`);
    return 0;
  } catch (error) {
    if (error instanceof DomainError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
