export { appRouter, createCaller } from "./root";
export type { Context, Services } from "./context";
