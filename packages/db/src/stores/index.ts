export * from "./audit";
export * from "./discounts";
export * from "./events";
export * from "./orders";
export * from "./seats";
export * from "./sessions";
export * from "./tickets";
