export * from "./offer-mail";
export * from "./offer-returned-seats";
export * from "./waiting-list";
export * from "./waiting-list-admin";
export * from "./waiting-list-sweep";
