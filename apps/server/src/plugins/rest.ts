import { appRouter, type Services } from "@vyc/api";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { fastifyTRPCOpenApiPlugin, generateOpenApiDocument } from "trpc-to-openapi";
import { createRequestContext } from "../context";

/** The specification's /api paths, mapped onto the same tRPC procedures, plus their OpenAPI document. */
export async function registerRest(app: FastifyInstance, services: Services, publicUrl: string): Promise<void> {
  const document = generateOpenApiDocument(appRouter, {
    title: "VYC Events API",
    version: "1.0.0",
    baseUrl: `${publicUrl}/api`,
  });
  app.get("/api/openapi.json", async () => document);

  await app.register(async (scope) => {
    fastifyTRPCOpenApiPlugin(
      scope,
      {
        basePath: "/api",
        router: appRouter,
        createContext: ({ req }: { req: FastifyRequest }) => createRequestContext(services, req),
        onError: ({ error, path, req }: { error: { code: string }; path?: string; req: FastifyRequest }) => {
          if (error.code === "INTERNAL_SERVER_ERROR" || error.code === "SERVICE_UNAVAILABLE") req.log.error({ err: error, path }, "REST procedure failed");
        },
      },
      () => {},
    );
  });
}
