/**
 * The signed-in staff member's bearer token, kept in main-process memory only:
 * never handed to localStorage or written to disk, gone when the app quits.
 */
export interface TokenStore {
  /** The token, or null when signed out or expired (an expired token is dropped). */
  get(): string | null;
  /** expiresAt in epoch milliseconds. */
  set(token: string, expiresAt: number): void;
  clear(): void;
}

export function createTokenStore(now: () => number = Date.now): TokenStore {
  let current: { token: string; expiresAt: number } | null = null;
  return {
    get() {
      if (current && now() >= current.expiresAt) current = null;
      return current?.token ?? null;
    },
    set(token, expiresAt) {
      if (!token) throw new TypeError("Empty token");
      if (!Number.isFinite(expiresAt)) throw new TypeError("Invalid token expiry");
      current = { token, expiresAt };
    },
    clear() {
      current = null;
    },
  };
}
