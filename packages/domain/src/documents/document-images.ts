import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { SERVED_UPLOAD } from "@vyc/validators";
import sharp from "sharp";

/** Where the pictures the site serves lie on disk: organisers' uploads (/uploads/…) and the web app's own (/images/…). */
export interface ImageFolders {
  uploadDir: string;
  webDir: string;
}

const WEB_IMAGE = /^[a-z0-9][a-z0-9-]*\.(svg|png|jpe?g|webp|gif)$/i;

/** The file behind an image address of this site; null for any other address (one elsewhere is never fetched). */
function servedImageFile(folders: ImageFolders, reference: string): string | null {
  const [, folder, name = ""] = /^\/(uploads|images)\/([^/]+)$/.exec(reference) ?? [];
  if (folder === "uploads" && SERVED_UPLOAD.test(name)) return path.join(folders.uploadDir, name);
  if (folder === "images" && WEB_IMAGE.test(name)) return path.join(folders.webDir, "images", name);
  return null;
}

/** How a picture is printed: a banner cut to fill its box (JPEG), or a logo kept whole inside it (PNG, transparency kept). */
export interface PrintShape {
  kind: "banner" | "logo";
  width: number;
  height: number;
}

/** Pictures as PDFKit takes them (PNG or JPEG), made once per file version: a sales burst prints the same ones again and again. */
const made = new Map<string, Promise<Uint8Array | null>>();
const KEPT = 32;

async function rasterise(bytes: Buffer, shape: PrintShape): Promise<Uint8Array> {
  const { format, width = shape.width } = await sharp(bytes).metadata();
  // A drawing (SVG) is drawn at the resolution it is printed at, not at its nominal size.
  const density = format === "svg" ? Math.min(600, Math.max(72, (72 * shape.width) / width)) : undefined;
  const image = sharp(bytes, { density }).rotate();
  if (shape.kind === "banner") return image.resize(shape.width, shape.height, { fit: "cover" }).flatten({ background: "#ffffff" }).jpeg({ quality: 82 }).toBuffer();
  return image.resize(shape.width, shape.height, { fit: "inside", withoutEnlargement: true }).png().toBuffer();
}

/**
 * A picture of this site (its address as stored), ready to print in `shape`; null when there is
 * none, it lies elsewhere, its file is missing or it does not decode: a document prints without it.
 */
export async function printableImage(folders: ImageFolders, reference: string | null, shape: PrintShape): Promise<Uint8Array | null> {
  const file = reference ? servedImageFile(folders, reference) : null;
  if (!file) return null;
  const version = await stat(file).catch(() => null);
  if (!version?.isFile()) return null;
  const key = `${shape.kind}:${shape.width}x${shape.height}:${file}:${version.mtimeMs}:${version.size}`;
  let image = made.get(key);
  if (!image) {
    image = readFile(file).then((bytes) => rasterise(bytes, shape)).catch(() => null);
    made.set(key, image);
    if (made.size > KEPT) made.delete(made.keys().next().value ?? key);
  }
  return image;
}
