import { crc32, deflateSync } from "node:zlib";
import QRCode from "qrcode";

/** Light modules around the code, as the QR standard asks for readers to find it. */
const QUIET_MODULES = 2;
/** The widest image: each module is drawn as a square of whole pixels that fits in it. */
const MAX_WIDTH = 240;
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "latin1");
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * A QR code of `text` as a black-and-white PNG of one bit per pixel (about 450 bytes). Each module
 * row is drawn once and copied for its pixel rows: about a tenth of the time of an RGBA image
 * encoded pixel by pixel, ten times smaller, and sharp however it is scaled.
 */
/**
 * The modules of a QR code of `text`, in byte mode: a ticket's secret is base64url, for which byte
 * mode is what the library's segment search (a shortest path over every split of the text) finds.
 */
const qrModules = (text: string): QRCode.BitMatrix => QRCode.create([{ data: Buffer.from(text), mode: "byte" }], { errorCorrectionLevel: "M" }).modules;

export function qrPng(text: string): Buffer {
  const modules = qrModules(text);
  const count = modules.size;
  const span = count + 2 * QUIET_MODULES;
  const scale = Math.max(1, Math.floor(MAX_WIDTH / span));
  const size = span * scale;
  const stride = 1 + Math.ceil(size / 8);
  const pixels = Buffer.alloc(stride * size);
  const light = Buffer.alloc(stride, 0xff);
  light[0] = 0;
  for (let row = 0; row < span; row++) {
    const line = Buffer.from(light);
    const r = row - QUIET_MODULES;
    if (r >= 0 && r < count) {
      for (let c = 0; c < count; c++) {
        if (!modules.get(r, c)) continue;
        const x0 = (c + QUIET_MODULES) * scale;
        for (let x = x0; x < x0 + scale; x++) line[1 + (x >> 3)] = (line[1 + (x >> 3)] ?? 0) & ~(0x80 >> (x & 7));
      }
    }
    for (let y = row * scale; y < (row + 1) * scale; y++) line.copy(pixels, y * stride);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1;
  return Buffer.concat([SIGNATURE, chunk("IHDR", header), chunk("IDAT", deflateSync(pixels)), chunk("IEND", Buffer.alloc(0))]);
}
