import { parseArgs } from "node:util";

type Engine = "sqlite" | "postgres";

export interface BenchOptions {
  engine: Engine;
  /** Server processes sharing the database; buyers are spread over them round-robin. */
  servers: number;
  buyers: number;
  capacity: number;
  concurrency: number;
  /** Port of the first server; the others take the next ones. */
  port: number;
  rounds: number;
  /** PostgreSQL server (superuser URL) in which each run creates, then drops, its own database. */
  postgresUrl: string | undefined;
}

const positive = (name: string, value: string): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer (got "${value}").`);
  return n;
};

/** `--engine sqlite|postgres` and `--servers N` from the command line; sizes from BENCH_* variables. */
export function readOptions(argv = process.argv.slice(2), env = process.env): BenchOptions {
  const { values } = parseArgs({ args: argv, options: { engine: { type: "string", default: "sqlite" }, servers: { type: "string", default: "1" } } });
  const engine = values.engine;
  if (engine !== "sqlite" && engine !== "postgres") throw new Error(`--engine must be sqlite or postgres (got "${engine}").`);
  const servers = positive("--servers", values.servers);
  if (engine === "sqlite" && servers > 1) throw new Error("--servers above 1 needs --engine postgres: a SQLite file belongs to one server process.");
  const postgresUrl = env.BENCH_POSTGRES_URL || env.TEST_POSTGRES_URL || undefined;
  if (engine === "postgres" && !postgresUrl) {
    throw new Error("--engine postgres needs BENCH_POSTGRES_URL (or TEST_POSTGRES_URL): a PostgreSQL superuser URL such as postgresql://postgres@127.0.0.1:5432/postgres.");
  }
  return {
    engine,
    servers,
    buyers: positive("BENCH_BUYERS", env.BENCH_BUYERS ?? "3000"),
    capacity: positive("BENCH_CAPACITY", env.BENCH_CAPACITY ?? "5000"),
    concurrency: positive("BENCH_CONCURRENCY", env.BENCH_CONCURRENCY ?? "64"),
    port: positive("BENCH_PORT", env.BENCH_PORT ?? "3990"),
    rounds: positive("BENCH_ROUNDS", env.BENCH_ROUNDS ?? "3"),
    postgresUrl,
  };
}

/** readOptions, or a usage message and exit code 2 on a bad option. */
export function readOptionsOrExit(): BenchOptions {
  try {
    return readOptions();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error("Usage: npm run bench [-- --engine sqlite|postgres] [--servers N]");
    process.exit(2);
  }
}
