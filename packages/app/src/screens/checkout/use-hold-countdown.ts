import { useEffect, useRef, useState } from "react";

/** Seconds left on the hold, counted by the page from the server's remaining time; calls onExpire once at 0. */
export function useHoldCountdown(startedAt: number, expiresInMs: number, onExpire: () => void): number {
  const deadline = startedAt + expiresInMs;
  const [left, setLeft] = useState(() => Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    const timeout = setTimeout(() => expire.current(), Math.max(0, deadline - Date.now()));
    const tick = setInterval(() => setLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000))), 1000);
    return () => {
      clearTimeout(timeout);
      clearInterval(tick);
    };
  }, [deadline]);

  return left;
}

export const formatCountdown = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
