import { describe, expect, it } from "vitest";
import { SERVED_UPLOAD, uploadSrcSet, uploadVariantName } from "./uploads";

const hex = "0123456789abcdef0123456789abcdef";

describe("uploaded images' copies", () => {
  it("names a copy by width and lists the copies as a srcset", () => {
    expect(uploadVariantName(`${hex}.jpg`, 480)).toBe(`${hex}-480.webp`);
    expect(uploadSrcSet(`/uploads/${hex}.png`)).toBe(`/uploads/${hex}-480.webp 480w, /uploads/${hex}-960.webp 960w, /uploads/${hex}-1600.webp 1600w`);
    expect(uploadSrcSet(`/uploads/${hex}.png`, (p) => `https://camp.example${p}`)).toContain(`https://camp.example/uploads/${hex}-960.webp 960w`);
  });

  it("gives no srcset to images that are not uploads", () => {
    expect(uploadSrcSet("/images/camp-lake.svg")).toBeUndefined();
    expect(uploadSrcSet("https://elsewhere.example/a.png")).toBeUndefined();
  });

  it("serves uploads and their copies only", () => {
    expect(SERVED_UPLOAD.test(`${hex}.gif`)).toBe(true);
    expect(SERVED_UPLOAD.test(`${hex}-1600.webp`)).toBe(true);
    expect(SERVED_UPLOAD.test(`${hex}-1700.webp`)).toBe(false);
    expect(SERVED_UPLOAD.test("../etc/passwd")).toBe(false);
    expect(SERVED_UPLOAD.test(`${hex}.svg`)).toBe(false);
  });
});
