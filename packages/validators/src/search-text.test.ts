import { describe, expect, it } from "vitest";
import { foldSearchText, searchWords, ticketSearchWords } from "./search-text";

describe("foldSearchText", () => {
  it("drops the accents and tone marks of Vietnamese names and ignores case", () => {
    expect(foldSearchText("Nguyễn")).toBe("nguyen");
    expect(foldSearchText("NGUYỄN")).toBe("nguyen");
    expect(foldSearchText("Phạm")).toBe("pham");
    expect(foldSearchText("Trần Thị Ánh")).toBe("tran thi anh");
  });

  it("reads đ and Đ as d", () => {
    expect(foldSearchText("Đặng")).toBe("dang");
    expect(foldSearchText("đỗ ĐỨC")).toBe("do duc");
  });

  it("leaves plain text as it is, in lower case", () => {
    expect(foldSearchText("Nguyen")).toBe("nguyen");
    expect(foldSearchText("Anh.Nguyen@Example.com")).toBe("anh.nguyen@example.com");
  });

  it("gives the same text for the precomposed and the decomposed spelling", () => {
    expect(foldSearchText("Bảo".normalize("NFC"))).toBe(foldSearchText("Bảo".normalize("NFD")));
  });
});

describe("searchWords", () => {
  it("splits a name into its folded words", () => {
    expect(searchWords("Lê Hoàng Bảo Ngọc")).toEqual(["le", "hoang", "bao", "ngoc"]);
    expect(searchWords("  Trần   Thị-Ánh ")).toEqual(["tran", "thi", "anh"]);
  });

  it("gives no word for a text without letters or digits", () => {
    expect(searchWords(" - . ")).toEqual([]);
  });
});

describe("ticketSearchWords", () => {
  it("holds the words of both names and the whole e-mail address, once each", () => {
    expect(ticketSearchWords({ firstName: "Thị Ánh", lastName: "Trần", email: "Anh.Tran@Example.com" })).toEqual([
      "thi",
      "anh",
      "tran",
      "anh.tran@example.com",
    ]);
    expect(ticketSearchWords({ firstName: "Đặng", lastName: "Đặng", email: "" })).toEqual(["dang"]);
  });
});
