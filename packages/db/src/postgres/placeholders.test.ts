import { describe, expect, it } from "vitest";
import { toPgPlaceholders } from "./placeholders";

describe("toPgPlaceholders", () => {
  it("numbers the placeholders in order", () => {
    expect(toPgPlaceholders(`UPDATE "Event" SET "heldSeats" = "heldSeats" + ? WHERE "id" = ? AND "capacity" >= ?`)).toBe(
      `UPDATE "Event" SET "heldSeats" = "heldSeats" + $1 WHERE "id" = $2 AND "capacity" >= $3`,
    );
  });

  it("leaves a statement without placeholders as it is", () => {
    expect(toPgPlaceholders(`SELECT COUNT(*) AS n FROM "Order" WHERE "status" = 'paid'`)).toBe(`SELECT COUNT(*) AS n FROM "Order" WHERE "status" = 'paid'`);
  });

  it("skips question marks in literals, quoted identifiers and comments", () => {
    const text = `SELECT '?', 'it''s ?', "odd?name" FROM t -- why?\nWHERE a = ? /* and ? */ AND b = ?`;
    expect(toPgPlaceholders(text)).toBe(`SELECT '?', 'it''s ?', "odd?name" FROM t -- why?\nWHERE a = $1 /* and ? */ AND b = $2`);
  });

  it("counts past nine", () => {
    const text = Array.from({ length: 11 }, () => "?").join(", ");
    expect(toPgPlaceholders(text)).toBe(Array.from({ length: 11 }, (_, i) => `$${i + 1}`).join(", "));
  });
});
