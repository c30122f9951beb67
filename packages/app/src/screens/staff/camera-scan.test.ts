import { describe, expect, it } from "vitest";
import { cameraProblem, createScanGate, startCameraScan, type QrDecoder } from "./camera-scan";

/** A camera that "sees" the given codes, one after another, when started. */
function fakeCamera(seen: string[], clock: { now: number }, stepMs = 100): QrDecoder & { stopped: boolean } {
  const camera = {
    stopped: false,
    async start(_video: HTMLVideoElement, onText: (text: string) => void) {
      for (const text of seen) {
        onText(text);
        clock.now += stepMs;
      }
      return () => {
        camera.stopped = true;
      };
    },
  };
  return camera;
}

const video = {} as HTMLVideoElement;

describe("camera scan → check-in", () => {
  it("checks each ticket in once while it stays in front of the camera, trimmed, and again after the cooldown", async () => {
    const clock = { now: 0 };
    const checkIns: string[] = [];
    const camera = fakeCamera(["SECRET-A", "SECRET-A", "SECRET-A", " SECRET-B ", "", "SECRET-B"], clock);
    const scan = await startCameraScan({ decoder: camera, video, onCode: (code) => checkIns.push(code), cooldownMs: 1000, now: () => clock.now, hasCameraApi: () => true });
    expect(scan.ok).toBe(true);
    expect(checkIns).toEqual(["SECRET-A", "SECRET-B"]);

    clock.now += 5000;
    const again = await startCameraScan({ decoder: fakeCamera(["SECRET-A"], clock), video, onCode: (code) => checkIns.push(code), cooldownMs: 1000, now: () => clock.now, hasCameraApi: () => true });
    expect(again.ok).toBe(true);
    expect(checkIns).toEqual(["SECRET-A", "SECRET-B", "SECRET-A"]);
    if (scan.ok) scan.stop();
    expect(camera.stopped).toBe(true);
  });

  it("answers with the reason when there is no camera, and never calls the check-in", async () => {
    const checkIns: string[] = [];
    const onCode = (code: string) => checkIns.push(code);
    expect(await startCameraScan({ decoder: fakeCamera(["X"], { now: 0 }), video, onCode, hasCameraApi: () => false })).toEqual({ ok: false, problem: "unsupported" });
    const refusing = (name: string): QrDecoder => ({
      start: () => Promise.reject(Object.assign(new Error(name), { name })),
    });
    expect(await startCameraScan({ decoder: refusing("NotAllowedError"), video, onCode, hasCameraApi: () => true })).toEqual({ ok: false, problem: "denied" });
    expect(await startCameraScan({ decoder: refusing("NotFoundError"), video, onCode, hasCameraApi: () => true })).toEqual({ ok: false, problem: "no-camera" });
    expect(await startCameraScan({ decoder: refusing("NotReadableError"), video, onCode, hasCameraApi: () => true })).toEqual({ ok: false, problem: "busy" });
    expect(checkIns).toEqual([]);
  });

  it("names the camera problems of getUserMedia's errors", () => {
    expect(cameraProblem({ name: "SecurityError" })).toBe("denied");
    expect(cameraProblem({ name: "OverconstrainedError" })).toBe("no-camera");
    expect(cameraProblem(new TypeError("no mediaDevices"))).toBe("unsupported");
    expect(cameraProblem("boom")).toBe("failed");
  });

  it("lets a code through again once it has been out of sight for the cooldown", () => {
    let now = 0;
    const gate = createScanGate(1000, () => now);
    expect(gate("A")).toBe("A");
    now = 900;
    expect(gate("A")).toBeNull();
    now = 1800; // still seen 900 ms ago: the cooldown restarts while the code stays in view
    expect(gate("A")).toBeNull();
    now = 2900;
    expect(gate("A")).toBe("A");
    expect(gate("B")).toBe("B");
  });
});
