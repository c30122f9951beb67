export * from "./question-admin";
export * from "./event-questions";
export * from "./buyer-answers";
