import { describe, expect, it } from "vitest";
import { derivePostgresSchema, postgresSchemaInStep } from "./derived-schema";

const sqlite = `datasource db {
  provider = "sqlite"
}

model A {
  id Int @id
}
`;

describe("the PostgreSQL schema", () => {
  it("swaps the provider, keeps the models and writes the query layer's table types", () => {
    const derived = derivePostgresSchema(sqlite);
    expect(derived).toContain('provider = "postgresql"');
    expect(derived).toContain('provider = "prisma-kysely"');
    expect(derived).not.toContain('"sqlite"');
    expect(derived).toContain("model A {\n  id Int @id\n}");
  });

  it("refuses a schema it cannot derive from", () => {
    expect(() => derivePostgresSchema(sqlite.replace('"sqlite"', '"mysql"'))).toThrow(/datasource provider/);
  });

  it("is committed in step with prisma/schema.prisma (npm run db:generate rewrites it)", () => {
    expect(postgresSchemaInStep().inStep).toBe(true);
  });
});
