/** The screen the kiosk opens on: the camp desk. */
const DESK_HOME = "#/staff";

/** The hash to start with: the desk when the window opens without a route, else the route asked for. */
export function initialHash(hash: string): string {
  return hash === "" || hash === "#" || hash === "#/" ? DESK_HOME : hash;
}
