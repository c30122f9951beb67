import { describe, expect, it } from "vitest";
import { nextSqliteMigration } from "../src/sqlite/next-migration";

describe("the SQLite migrations", () => {
  it("are in step with the schema: replayed, they leave nothing to migrate", async () => {
    expect(await nextSqliteMigration()).toBe("");
  });
});
