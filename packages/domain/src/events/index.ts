export * from "./event-queries";
export * from "./event-preview";
export * from "./public-events";
export * from "./availability";
export * from "./registration-options";
