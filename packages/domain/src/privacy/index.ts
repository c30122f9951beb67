export * from "./account-data";
export * from "./guardian-consent";
export * from "./guardian-consent-mail";
export * from "./guardian-waiver";
export * from "./health-notes";
export * from "./retention";
export { openText, parseDataKeys, sealText, useDataKeys } from "./sealed-data";
