import QRCode from "qrcode";

const OPTIONS = { errorCorrectionLevel: "M", margin: 2, width: 240 } as const;

/** The ticket's QR code (its secret) as a PNG data URL, for pages and API answers. */
export const ticketQrDataUrl = (secret: string): Promise<string> => QRCode.toDataURL(secret, OPTIONS);

/** The same QR code as PNG bytes, for e-mail attachments. */
export const ticketQrPng = (secret: string): Promise<Buffer> => QRCode.toBuffer(secret, { ...OPTIONS, type: "png" });
