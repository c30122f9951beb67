export { appRouter, createCaller } from "./root";
export type { Context, Services } from "./context";
export { admit, type Door } from "./trpc";
