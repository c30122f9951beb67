const LOCKED_KEY = "vyc.desk.locked";

/**
 * Remembers, for the sign-in screen, that the desk was locked by the idle timer (kept in the tab's
 * sessionStorage so no redirect or reload in between loses it).
 */
export const markDeskLocked = (): void => window.sessionStorage.setItem(LOCKED_KEY, "1");
export const wasDeskLocked = (): boolean => window.sessionStorage.getItem(LOCKED_KEY) === "1";
export const clearDeskLocked = (): void => window.sessionStorage.removeItem(LOCKED_KEY);
