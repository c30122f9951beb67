import { spawn } from "node:child_process";

/**
 * The integration suite on SQLite and, when TEST_POSTGRES_URL names a PostgreSQL server (a user who
 * may create databases), on PostgreSQL, both at the same time (`npm test`): their tests spend much
 * of their time waiting on servers and databases, so the two passes share a machine well. A first
 * argument `sqlite` or `postgres` runs one pass only; the other arguments go to vitest (a file
 * filter, `--bail`, …). Each pass's report is printed whole when it ends; the command fails when
 * either fails.
 */
type Pass = "sqlite" | "postgres";
const PASSES: Record<Pass, string> = { sqlite: "integration", postgres: "integration-postgres" };
const isPass = (arg: string | undefined): arg is Pass => arg === "sqlite" || arg === "postgres";
const [first, ...rest] = process.argv.slice(2);
const chosen: Pass[] = isPass(first) ? [first] : ["sqlite", "postgres"];
const vitestArgs = isPass(first) ? rest : process.argv.slice(2);
const projects = chosen.filter((pass) => pass === "sqlite" || process.env.TEST_POSTGRES_URL).map((pass) => PASSES[pass]);
if (chosen.includes("postgres") && !process.env.TEST_POSTGRES_URL) {
  console.info("The PostgreSQL pass is skipped: TEST_POSTGRES_URL is not set (e.g. postgresql://postgres@127.0.0.1:5432/postgres).");
}

function run(project: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("npx", ["vitest", "run", "--project", project, ...vitestArgs], { env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" } });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      process.stdout.write(`\n===== ${project} =====\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(projects.map(run));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
