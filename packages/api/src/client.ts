export type { AppRouter } from "./root";
