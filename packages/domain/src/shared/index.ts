export * from "./background-tasks";
export * from "./clock";
export type { Logger } from "./logger";
export * from "./errors";
export { refusalOf, refusalOfMessage } from "./refusal-reasons";
export * from "./rate-limits";
