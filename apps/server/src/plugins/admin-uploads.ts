import { mkdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { Services } from "@vyc/api";
import { ADMIN_MESSAGES, SERVED_UPLOAD, UPLOAD_MAX_BYTES } from "@vyc/validators";
import type { FastifyError, FastifyInstance } from "fastify";
import { callAdmin } from "./admin-caller";

const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp", "application/octet-stream"];

/**
 * Event images: staff POST the raw bytes of one image to /api/admin/uploads (the type is read from
 * the bytes, the name is made by the server) and the images are served under /uploads/.
 */
export async function registerAdminUploads(app: FastifyInstance, services: Services): Promise<void> {
  const root = path.resolve(services.config.uploadDir);
  mkdirSync(root, { recursive: true });

  await app.register(async (scope) => {
    scope.addContentTypeParser(IMAGE_TYPES, { parseAs: "buffer", bodyLimit: UPLOAD_MAX_BYTES }, (_request, body, done) => done(null, body));
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.statusCode === 413) return reply.code(413).send({ message: ADMIN_MESSAGES.imageTooLarge, code: "PAYLOAD_TOO_LARGE", reason: "admin.imageTooLarge", params: null });
      if (error.statusCode === 415) return reply.code(415).send({ message: ADMIN_MESSAGES.imageType, code: "UNSUPPORTED_MEDIA_TYPE", reason: "admin.imageType", params: null });
      throw error;
    });
    scope.post("/api/admin/uploads", async (request, reply) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const stored = await callAdmin(services, request, reply, (caller) => caller.admin.storeImage({ bytes }));
      return stored ? reply.code(201).send(stored) : reply;
    });
  });

  await app.register(fastifyStatic, {
    root,
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: "deny",
    allowedPath: (pathname) => SERVED_UPLOAD.test(path.posix.basename(pathname)),
    maxAge: "365d",
    immutable: true,
  });
}
