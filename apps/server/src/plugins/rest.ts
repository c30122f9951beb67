import type { Services } from "@vyc/api";
import type { FastifyInstance } from "fastify";
import { createDocument } from "zod-openapi";
import { authCalls } from "./rest-auth";
import { registerRestCalls, restCallPaths } from "./rest-call";
import { contactCalls } from "./rest-contact";
import { discountCalls } from "./rest-discounts";
import { eventCalls } from "./rest-events";
import { passwordCalls } from "./rest-passwords";
import { registrationCalls } from "./rest-registration";
import { ticketCalls } from "./rest-tickets";

/** The calls of the specification's table (§7), in its order. */
const calls = [...eventCalls, ...contactCalls, ...authCalls, ...passwordCalls, ...ticketCalls, ...discountCalls, ...registrationCalls];

/**
 * The specification's /api paths, each answering in the shape the specification's client reads,
 * mapped onto the same tRPC procedures, plus their OpenAPI 3.1 document.
 */
export async function registerRest(app: FastifyInstance, services: Services, publicUrl: string): Promise<void> {
  const document = createDocument({
    openapi: "3.1.0",
    info: { title: "VYC Events API", version: "1.0.0" },
    servers: [{ url: `${publicUrl}/api` }],
    paths: restCallPaths(calls),
  });
  app.get("/api/openapi.json", async () => document);
  registerRestCalls(app, services, calls);
}
