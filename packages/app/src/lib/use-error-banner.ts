import { LIMITS } from "@vyc/validators";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ShownText } from "../i18n/shown-text";

/** An error banner's text that clears itself after 5 seconds (specification §4). */
export function useErrorBanner(): [message: ShownText | null, show: (message: ShownText) => void] {
  const [message, setMessage] = useState<ShownText | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback((next: ShownText) => {
    clearTimeout(timer.current);
    setMessage(next);
    timer.current = setTimeout(() => setMessage(null), LIMITS.errorBannerMs);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show];
}
