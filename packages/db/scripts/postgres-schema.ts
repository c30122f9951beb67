import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { postgresSchemaInStep, SCHEMA_FILES } from "../src/postgres/derived-schema";
import { columnKindsModule } from "../src/query/column-kinds";

// Writes prisma/postgres/schema.prisma from prisma/schema.prisma. With --check (and on CI) it only
// fails when the committed file is out of step, so a forgotten regeneration cannot pass CI.
// Also writes the query layer's column kinds next to its generated table types.
const check = process.argv.includes("--check") || Boolean(process.env.CI);
const { inStep, expected } = postgresSchemaInStep();
const relative = path.relative(process.cwd(), SCHEMA_FILES.postgres);
if (!inStep) {
  if (check) {
    console.error(`${relative} is out of step with prisma/schema.prisma: run \`npm run db:generate\` and commit it.`);
    process.exit(1);
  }
  mkdirSync(path.dirname(SCHEMA_FILES.postgres), { recursive: true });
  writeFileSync(SCHEMA_FILES.postgres, expected);
  console.info(`Wrote ${relative}`);
}
const kindsFile = path.join(path.dirname(SCHEMA_FILES.sqlite), "../packages/db/src/generated/kysely/column-kinds.ts");
mkdirSync(path.dirname(kindsFile), { recursive: true });
writeFileSync(kindsFile, columnKindsModule(SCHEMA_FILES.sqlite));
