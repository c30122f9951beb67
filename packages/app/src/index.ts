export { AppRoot, type AppRootProps } from "./app-root";
export { KioskStartFailure } from "./screens/staff/kiosk-start-failure";
