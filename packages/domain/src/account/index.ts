export * from "./user-tickets";
export * from "./user-locale";
