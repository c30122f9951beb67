export { AppRoot, AppView, type AppRootProps } from "./app-root";
export { createApp } from "./app-instance";
export { openServedPage, prepareFirstRender, servePageData, type PublicPageData } from "./served-page";
export { KioskStartFailure } from "./screens/staff/kiosk-start-failure";
