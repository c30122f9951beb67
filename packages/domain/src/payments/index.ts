export * from "./provider";
export * from "./payment-providers";
