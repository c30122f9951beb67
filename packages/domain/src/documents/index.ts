export * from "./billing";
export * from "./order-files";
