import { lazy, Suspense, useEffect } from "react";
import { loadToaster, useToasterWanted } from "../lib/toast";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/** Runs `task` once the page has loaded and the browser is idle. */
function whenIdleAfterLoad(task: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(task, { timeout: 2000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(task, 200);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === "complete") idle();
  else {
    window.addEventListener("load", idle, { once: true });
    cancel = () => window.removeEventListener("load", idle);
  }
  return () => cancel();
}

/**
 * Where toasts show (a fixed region, so mounting it moves nothing). Its code comes after the page's:
 * it mounts once the page has loaded and the browser is idle, so it is ready before anyone acts, or
 * with an earlier toast (a notice of the server shown on arrival).
 */
export function ToasterSlot() {
  const wanted = useToasterWanted();
  useEffect(() => whenIdleAfterLoad(() => void loadToaster()), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
