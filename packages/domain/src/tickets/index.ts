export * from "./ticket-qr";
export * from "./ticket-logistics";
