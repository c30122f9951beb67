import { createHash } from "node:crypto";
import type { Services } from "@vyc/api";
import { publicEvents, type PublicEventsSnapshot } from "@vyc/domain/events";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * The public event reads served from the shared snapshot (see PublicEvents): each answer's JSON is
 * built and encoded once per snapshot, with an ETag, and a browser that has it already gets 304.
 * Any write this server answers (a sale, an edit, a seat change) drops the snapshot before its
 * answer goes out, so the writer's next read sees it.
 */
interface Remembered {
  /** The JSON's UTF-8 bytes: written as they are, where a string would be encoded again on every answer. */
  body: Buffer;
  etag: string;
}

const remembered = new WeakMap<PublicEventsSnapshot, Map<string, Remembered>>();

function remember(snapshot: PublicEventsSnapshot, key: string, build: () => unknown): Remembered {
  let bodies = remembered.get(snapshot);
  if (!bodies) remembered.set(snapshot, (bodies = new Map<string, Remembered>()));
  let entry = bodies.get(key);
  if (!entry) {
    const body = Buffer.from(JSON.stringify(build()));
    entry = { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
    bodies.set(key, entry);
  }
  return entry;
}

/** Answers with the remembered JSON, or 304 when the browser's copy is the same; true once answered. */
export async function replyFromSnapshot(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  build: (snapshot: PublicEventsSnapshot, now: Date) => unknown,
): Promise<true> {
  const now = services.clock.now();
  const snapshot = await publicEvents(services.db).snapshot(now);
  const { body, etag } = remember(snapshot, key, () => build(snapshot, now));
  void reply.header("cache-control", "no-cache").header("etag", etag);
  if (request.headers["if-none-match"] === etag) void reply.code(304).send();
  else void reply.code(200).type("application/json; charset=utf-8").send(body);
  return true;
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Drops the public snapshot whenever this server answers a write. */
export function registerPublicReadInvalidation(app: FastifyInstance, services: Services): void {
  app.addHook("onSend", (request, _reply, payload, done) => {
    if (!READS.has(request.method)) publicEvents(services.db).invalidate();
    done(null, payload);
  });
}
