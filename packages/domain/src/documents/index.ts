export * from "./billing";
export * from "./order-files";
export type { ImageFolders } from "./document-images";
