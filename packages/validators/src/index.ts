export * from "./messages";
export * from "./limits";
export * from "./format";
export * from "./event";
export * from "./contact";
export * from "./auth";
export * from "./registration";
export * from "./registration-forms";
