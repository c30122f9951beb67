export * from "./event-cancellation";
export * from "./refund-amounts";
export * from "./refund-order";
export * from "./refund-queries";
export * from "./refund-requests";
