import type { QrDecoder } from "./camera-scan";

/**
 * The camera QR decoder: ZXing's browser reader over getUserMedia, the back camera preferred.
 * Loaded only when staff open the camera, so the desk's other screens do not carry it.
 */
export const zxingDecoder: QrDecoder = {
  async start(video, onText) {
    const { BrowserQRCodeReader } = await import("@zxing/browser");
    const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
    const controls = await reader.decodeFromConstraints({ audio: false, video: { facingMode: { ideal: "environment" } } }, video, (result) => {
      if (result) onText(result.getText());
    });
    return () => controls.stop();
  },
};
