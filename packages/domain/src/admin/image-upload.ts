import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Db } from "@vyc/db";
import { ADMIN_MESSAGES, UPLOAD_MAX_BYTES, UPLOAD_WIDTHS, uploadVariantName } from "@vyc/validators";
import sharp from "sharp";
import { DomainError } from "../shared/errors";
import { recordAudit } from "./audit-log";

export type ImageExtension = "png" | "jpg" | "gif" | "webp";

const startsWith = (bytes: Buffer, signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);

/** The image type read from the file's own bytes (never from its name or declared type); null if not a supported image. */
export function sniffImageType(bytes: Buffer): ImageExtension | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return "gif";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

/**
 * Smaller WebP copies of an uploaded image for responsive pages (srcset): one per width of
 * UPLOAD_WIDTHS, never enlarged. libvips does the work off the main thread. A file that is not a
 * decodable image is refused.
 */
async function writeVariants(uploadDir: string, name: string, bytes: Buffer): Promise<void> {
  try {
    await Promise.all(
      UPLOAD_WIDTHS.map((width) =>
        sharp(bytes).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toFile(path.join(uploadDir, uploadVariantName(name, width))),
      ),
    );
  } catch (error) {
    throw new DomainError("BAD_REQUEST", ADMIN_MESSAGES.imageType, { cause: error });
  }
}

/** Stores an organiser's event image in `uploadDir` and returns the address it is served from. */
export async function storeEventImage(db: Db, uploadDir: string, actorId: string, bytes: Buffer, now: Date): Promise<{ url: string }> {
  if (bytes.length > UPLOAD_MAX_BYTES) throw new DomainError("BAD_REQUEST", ADMIN_MESSAGES.imageTooLarge);
  const extension = sniffImageType(bytes);
  if (!extension) throw new DomainError("BAD_REQUEST", ADMIN_MESSAGES.imageType);
  const name = `${randomBytes(16).toString("hex")}.${extension}`;
  await mkdir(uploadDir, { recursive: true });
  await writeFile(path.join(uploadDir, name), bytes, { flag: "wx" });
  await writeVariants(uploadDir, name, bytes);
  const url = `/uploads/${name}`;
  await recordAudit(db, { actorId, action: "image.upload", target: url, detail: { bytes: bytes.length } }, now);
  return { url };
}
