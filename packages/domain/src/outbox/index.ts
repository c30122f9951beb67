export * from "./outbox-worker";
export * from "./outbox-handlers";
export * from "./outbox-admin";
