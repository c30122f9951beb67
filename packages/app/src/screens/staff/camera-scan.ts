/**
 * The camera path of the desk's scanner, kept apart from any QR library so it can be tested with a
 * fake: a decoder reads codes from the camera, the gate drops the repeats a camera produces (the
 * same code is read many times a second while it is in view), and each new code goes to the desk's
 * action (check-in or lookup) exactly as a USB scanner's typed code would.
 */

export interface QrDecoder {
  /** Opens the camera into `video` and calls `onText` for every code read; resolves to a stop function. */
  start(video: HTMLVideoElement, onText: (text: string) => void): Promise<() => void>;
}

/** Why the camera cannot scan: no camera API (or not a secure page), refused, none attached, in use elsewhere, anything else. */
export type CameraProblem = "unsupported" | "denied" | "no-camera" | "busy" | "failed";

export function cameraProblem(error: unknown): CameraProblem {
  const name = typeof error === "object" && error !== null && "name" in error ? String(error.name) : "";
  switch (name) {
    case "NotAllowedError":
    case "SecurityError":
    case "PermissionDeniedError":
      return "denied";
    case "NotFoundError":
    case "OverconstrainedError":
    case "DevicesNotFoundError":
      return "no-camera";
    case "NotReadableError":
    case "TrackStartError":
    case "AbortError":
      return "busy";
    case "TypeError":
    case "NotSupportedError":
      return "unsupported";
    default:
      return "failed";
  }
}

/** Whether this page may ask for a camera at all (getUserMedia exists only on secure pages). */
function cameraApiAvailable(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getUserMedia === "function";
}

/** Lets a code through once, then again only after `cooldownMs` without seeing it. */
export function createScanGate(cooldownMs: number, now: () => number = Date.now): (text: string) => string | null {
  let last: { code: string; at: number } | null = null;
  return (text) => {
    const code = text.trim();
    if (!code) return null;
    const at = now();
    if (last && last.code === code && at - last.at < cooldownMs) {
      last.at = at;
      return null;
    }
    last = { code, at };
    return code;
  };
}

export interface CameraScanOptions {
  decoder: QrDecoder;
  video: HTMLVideoElement;
  /** Called once per new code: the desk's check-in or lookup. */
  onCode: (code: string) => void;
  cooldownMs?: number;
  now?: () => number;
  hasCameraApi?: () => boolean;
}

export type CameraScan = { ok: true; stop: () => void } | { ok: false; problem: CameraProblem };

const SCAN_COOLDOWN_MS = 3000;

/** Starts scanning; never throws: a camera that cannot start is answered with the reason. */
export async function startCameraScan({ decoder, video, onCode, cooldownMs = SCAN_COOLDOWN_MS, now, hasCameraApi = cameraApiAvailable }: CameraScanOptions): Promise<CameraScan> {
  if (!hasCameraApi()) return { ok: false, problem: "unsupported" };
  const gate = createScanGate(cooldownMs, now);
  try {
    const stop = await decoder.start(video, (text) => {
      const code = gate(text);
      if (code) onCode(code);
    });
    return { ok: true, stop };
  } catch (error) {
    return { ok: false, problem: cameraProblem(error) };
  }
}
