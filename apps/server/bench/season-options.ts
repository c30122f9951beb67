import { parseArgs } from "node:util";
import { readOptions, type BenchOptions } from "./options";

interface SeasonOptions {
  /** Engine, PostgreSQL server and port, as `npm run bench` reads them. */
  bench: BenchOptions;
  /** Tickets the season sells before the timings. */
  tickets: number;
  /** How long the sustained sale at the end lasts. */
  sustainSeconds: number;
  /** Buyers ordering at once while the season is built. */
  concurrency: number;
  /** Buyers ordering at once during the sustained sale. */
  sustainConcurrency: number;
  /** The sustained sale's pace in tickets a minute; null for as fast as the server answers. */
  sustainRate: number | null;
}

const positive = (name: string, value: string): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer (got "${value}").`);
  return n;
};

/** `--tickets N --sustain-seconds S --sustain-rate R --engine sqlite|postgres --port P` (defaults 10,000, 60, as fast as it goes, sqlite, 3960). */
function readSeasonOptions(argv = process.argv.slice(2), env = process.env): SeasonOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      tickets: { type: "string", default: "10000" },
      "sustain-seconds": { type: "string", default: "60" },
      "sustain-rate": { type: "string" },
      engine: { type: "string", default: "sqlite" },
      port: { type: "string", default: env.BENCH_PORT ?? "3960" },
    },
  });
  const bench = readOptions(["--engine", values.engine], { ...env, BENCH_PORT: values.port });
  return {
    bench,
    tickets: positive("--tickets", values.tickets),
    sustainSeconds: positive("--sustain-seconds", values["sustain-seconds"]),
    concurrency: positive("BENCH_CONCURRENCY", env.BENCH_CONCURRENCY ?? "32"),
    sustainConcurrency: positive("BENCH_SUSTAIN_CONCURRENCY", env.BENCH_SUSTAIN_CONCURRENCY ?? "4"),
    sustainRate: values["sustain-rate"] === undefined ? null : positive("--sustain-rate", values["sustain-rate"]),
  };
}

/** readSeasonOptions, or a usage message and exit code 2 on a bad option. */
export function readSeasonOptionsOrExit(): SeasonOptions {
  try {
    return readSeasonOptions();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error("Usage: npm run bench:season [-- --tickets N] [--sustain-seconds S] [--sustain-rate TICKETS_PER_MINUTE] [--engine sqlite|postgres] [--port P]");
    process.exit(2);
  }
}
