/** Widths of the WebP copies made of every uploaded event image, for responsive pages (srcset). */
export const UPLOAD_WIDTHS = [480, 960, 1600] as const;

/** An organiser's upload as stored: random hex and the sniffed extension. */
export const UPLOAD_URL = /^\/uploads\/([a-f0-9]{32})\.(png|jpg|gif|webp)$/;

/** Every file of the upload folder the site serves: uploads and their WebP copies, nothing else. */
export const SERVED_UPLOAD = new RegExp(`^[a-f0-9]{32}(\\.(png|jpg|gif|webp)|-(${UPLOAD_WIDTHS.join("|")})\\.webp)$`);

/** The file name of an upload's copy `width` pixels wide. */
export const uploadVariantName = (name: string, width: number): string => `${name.replace(/\.[a-z]+$/, "")}-${width}.webp`;

/** The srcset of an uploaded image's copies (through `at`, which places a path on the server), or undefined for any other image. */
export function uploadSrcSet(url: string, at: (path: string) => string = (path) => path): string | undefined {
  const match = UPLOAD_URL.exec(url);
  if (!match) return undefined;
  return UPLOAD_WIDTHS.map((width) => `${at(`/uploads/${match[1]}-${width}.webp`)} ${width}w`).join(", ");
}
