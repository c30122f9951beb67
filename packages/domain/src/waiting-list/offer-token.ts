import { createHash, randomBytes } from "node:crypto";

/** A new secret for an offer's e-mail link. */
export const newOfferToken = (): string => randomBytes(32).toString("base64url");

/** What is stored of an offer link's secret. */
export const hashOfferToken = (token: string): string => createHash("sha256").update(token).digest("hex");
