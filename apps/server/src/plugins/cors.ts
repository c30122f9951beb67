import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";

/**
 * The kiosk renderer calls the API from its own origin with a bearer token (no cookies), so only
 * the configured origins are allowed and credentials are never shared cross-origin.
 */
export async function registerCors(app: FastifyInstance, origins: string[]): Promise<void> {
  await app.register(cors, {
    origin: origins,
    credentials: false,
    methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
    allowedHeaders: ["authorization", "content-type", "trpc-accept", "x-trpc-source"],
    maxAge: 600,
  });
}
