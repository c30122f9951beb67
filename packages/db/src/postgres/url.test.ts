import { describe, expect, it } from "vitest";
import { databaseNameOf, isPostgresUrl, withDatabaseName } from "./url";

describe("PostgreSQL URLs", () => {
  it("tells PostgreSQL from SQLite", () => {
    expect(isPostgresUrl("postgres://u:p@db:5432/vyc")).toBe(true);
    expect(isPostgresUrl("postgresql://u@127.0.0.1/vyc")).toBe(true);
    expect(isPostgresUrl("file:./var/dev.db")).toBe(false);
    expect(isPostgresUrl("./var/dev.db")).toBe(false);
  });

  it("names another database on the same server", () => {
    const url = withDatabaseName("postgresql://u:p%40ss@127.0.0.1:5499/postgres?sslmode=disable", "vyc_test_1");
    expect(url).toBe("postgresql://u:p%40ss@127.0.0.1:5499/vyc_test_1?sslmode=disable");
    expect(databaseNameOf(url)).toBe("vyc_test_1");
  });
});
