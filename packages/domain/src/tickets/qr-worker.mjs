// Renders ticket QR codes as PNG on a worker thread, so PNG encoding does not hold up requests.
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import QRCode from "qrcode";

// Background work: on Linux this lowers only this thread's priority, so answering buyers comes first.
setPriority(19);

parentPort.on("message", ({ id, input }) => {
  QRCode.toBuffer(input.secret, input.options).then(
    (png) => parentPort.postMessage({ id, output: new Uint8Array(png) }),
    (error) => parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) }),
  );
});
