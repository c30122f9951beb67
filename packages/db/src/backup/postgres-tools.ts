import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);
const DEBIAN_VERSIONS = "/usr/lib/postgresql";

/** PostgreSQL's client program `name`: from PATH, else the newest of Debian's /usr/lib/postgresql/<version>/bin. */
function postgresProgram(name: "pg_dump" | "pg_restore"): string {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  const versions = existsSync(DEBIAN_VERSIONS)
    ? readdirSync(DEBIAN_VERSIONS)
        .filter((version) => existsSync(path.join(DEBIAN_VERSIONS, version, "bin", name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error(`${name} was not found on PATH or in ${DEBIAN_VERSIONS}: install PostgreSQL's client programs (Debian: apt-get install postgresql-client).`);
  return path.join(DEBIAN_VERSIONS, versions[0], "bin", name);
}

/** The URL without its password, which goes to the program through PGPASSWORD instead of its command line. */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** pg_dump's custom-format archive of the database: one consistent snapshot, taken while writers go on. */
export async function dumpPostgres(databaseUrl: string, destination: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  await run(postgresProgram("pg_dump"), ["--format=custom", "--no-owner", "--no-privileges", `--file=${destination}`, `--dbname=${url}`], { env });
}

/** Replaces the database's content with the dump's, in one transaction: all of it or nothing. */
export async function restorePostgres(databaseUrl: string, dumpFile: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  await run(
    postgresProgram("pg_restore"),
    ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${url}`, dumpFile],
    { env },
  );
}

/** How many other sessions are connected to the database (a running site holds some). */
export async function otherPostgresSessions(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      "SELECT COUNT(*) AS count FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
    );
    return Number(result.rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}
