import type { TFunction } from "i18next";

/** "this desk" for our own device id, else a short form of the other desk's id ("desk 0b9f7c8e"). */
export function deviceLabel(t: TFunction, deviceId: string, ownDeviceId: string | undefined): string {
  if (deviceId === ownDeviceId) return t("desk:device.own");
  return t("desk:device.other", { id: deviceId.length > 8 ? deviceId.slice(0, 8) : deviceId });
}
