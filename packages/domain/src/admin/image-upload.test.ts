import { describe, expect, it } from "vitest";
import { sniffImageType } from "./image-upload";

const bytes = (...values: number[]) => Buffer.from(values);

describe("sniffImageType", () => {
  it("recognises PNG, JPEG, GIF and WebP by their signatures", () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("png");
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpg");
    expect(sniffImageType(Buffer.from("GIF89a"))).toBe("gif");
    expect(sniffImageType(Buffer.concat([Buffer.from("RIFF"), bytes(0, 0, 0, 0), Buffer.from("WEBPVP8 ")]))).toBe("webp");
  });

  it("refuses anything else, SVG and HTML included", () => {
    expect(sniffImageType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'></svg>"))).toBeNull();
    expect(sniffImageType(Buffer.from("<html><script>alert(1)</script>"))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});
