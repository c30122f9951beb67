import { useCallback, useEffect, useRef, useState } from "react";

/** A message that clears itself after `ms` (the specification's error banners stay 5 seconds). */
export function useTimedMessage(ms: number): [message: string | null, show: (message: string) => void, clear: () => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  const show = useCallback(
    (next: string) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show, clear];
}
