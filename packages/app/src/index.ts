export { AppRoot, type AppRootProps } from "./app-root";
