/** Local date and time of a check-in, as staff at the desk read it. */
export function formatDeskTime(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

/** "this desk" for our own device id, else a short form of the other desk's id. */
export function deviceLabel(deviceId: string, ownDeviceId: string | undefined): string {
  if (deviceId === ownDeviceId) return "this desk";
  return `desk ${deviceId.length > 8 ? deviceId.slice(0, 8) : deviceId}`;
}
