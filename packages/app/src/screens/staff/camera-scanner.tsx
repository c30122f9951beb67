import Camera from "lucide-react/icons/camera";
import CameraOff from "lucide-react/icons/camera-off";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { startCameraScan, type CameraProblem, type QrDecoder } from "./camera-scan";
import { zxingDecoder } from "./zxing-decoder";

const PROBLEM_KEYS: Record<CameraProblem, string> = {
  unsupported: "camera.unsupported",
  denied: "camera.denied",
  "no-camera": "camera.noCamera",
  busy: "camera.busy",
  failed: "camera.failed",
};

type State = { kind: "off" } | { kind: "starting" } | { kind: "scanning" } | { kind: "problem"; problem: CameraProblem };

/**
 * A camera QR scanner for desks without a USB scanner. The typed field beside it keeps working;
 * every code the camera reads goes to `onCode`, like a scanner's typed code and Enter.
 */
export function CameraScanner({ onCode, decoder = zxingDecoder }: { onCode: (code: string) => void; decoder?: QrDecoder }) {
  const { t } = useTranslation("desk");
  const [state, setState] = useState<State>({ kind: "off" });
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  }, [onCode]);
  const on = state.kind === "starting" || state.kind === "scanning";

  useEffect(() => {
    if (state.kind !== "starting" || !video.current) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void startCameraScan({ decoder, video: video.current, onCode: (code) => latest.current(code) }).then((scan) => {
      if (cancelled) {
        if (scan.ok) scan.stop();
        return;
      }
      if (scan.ok) {
        stop = scan.stop;
        setState({ kind: "scanning" });
      } else setState({ kind: "problem", problem: scan.problem });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
    // Started once per opening; "scanning" keeps the same camera running.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.kind === "off" || state.kind === "problem" ? state.kind : "on", decoder]);

  return (
    <div className="camera-scanner">
      <button type="button" className="btn btn-ghost" aria-pressed={on} onClick={() => setState(on ? { kind: "off" } : { kind: "starting" })}>
        {on ? <CameraOff aria-hidden="true" size={18} /> : <Camera aria-hidden="true" size={18} />}
        {t(on ? "camera.stop" : "camera.start")}
      </button>
      {on && (
        <div className="camera-view">
          <video ref={video} muted playsInline aria-label={t("camera.view")} />
          <p className="hint" role="status">
            {t(state.kind === "starting" ? "camera.starting" : "camera.scanning")}
          </p>
        </div>
      )}
      {state.kind === "problem" && (
        <p className="camera-problem" role="status">
          {t(PROBLEM_KEYS[state.problem])}
        </p>
      )}
    </div>
  );
}
