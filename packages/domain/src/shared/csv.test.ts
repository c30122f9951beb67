import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it("leaves plain text, numbers and empty values as they are", () => {
    expect(csvCell("Nguyen")).toBe("Nguyen");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell("123-456-7890")).toBe("123-456-7890");
  });

  it("quotes cells holding commas, quotes or line breaks and doubles the quotes", () => {
    expect(csvCell("Berlin, Germany")).toBe('"Berlin, Germany"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    expect(csvCell("=HYPERLINK(\"http://evil\")")).toBe("\"'=HYPERLINK(\"\"http://evil\"\")\"");
    expect(csvCell("+1 555")).toBe("'+1 555");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
  });

  it("writes dates as ISO instants", () => {
    expect(csvCell(new Date("2026-07-01T09:30:00Z"))).toBe("2026-07-01T09:30:00.000Z");
  });
});

describe("toCsv", () => {
  it("starts with a BOM and ends every line with CRLF", () => {
    expect(toCsv(["a", "b"], [["1", "x,y"]])).toBe('\uFEFFa,b\r\n1,"x,y"\r\n');
  });
});
