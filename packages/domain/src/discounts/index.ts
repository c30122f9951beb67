export * from "./discount-rules";
export * from "./lookup-discount";
