import { LIMITS } from "@vyc/validators";
import { useCallback, useEffect, useRef, useState } from "react";

/** An error banner's text that clears itself after 5 seconds (specification §4). */
export function useErrorBanner(): [message: string | null, show: (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback((next: string) => {
    clearTimeout(timer.current);
    setMessage(next);
    timer.current = setTimeout(() => setMessage(null), LIMITS.errorBannerMs);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show];
}
