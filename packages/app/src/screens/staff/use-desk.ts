import { useQuery } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { deskDeviceId } from "./desk-device";

/** The shell the desk runs in, the kiosk bridge (null on the web) and this desk's device id. */
export function useDesk() {
  const { shell, desk } = useRouteContext({ from: "__root__" });
  const deviceId = useQuery({ queryKey: ["desk", "device-id"], queryFn: () => deskDeviceId(desk), staleTime: Infinity, gcTime: Infinity });
  return { shell, desk, deviceId: deviceId.data };
}
