import { type Services } from "@vyc/api";
import { checkInLive } from "@vyc/domain/admin";
import type { FastifyInstance } from "fastify";
import { callAdmin } from "./admin-caller";
import { createCheckInFeeds } from "./check-in-feeds";

const TICK_MS = 1000;
const KEEP_ALIVE_MS = 15_000;

/**
 * The live check-in of an event for the back office's dashboard, as server-sent events: a
 * `data:` line with the progress (checked in / expected, per desk, latest scans) at once and again
 * whenever it changes while desks scan. Every open stream of an event on this server shares one
 * read per second (see check-in-feeds), so scans made through any app server show up. Staff only,
 * with the permission check of the admin.checkInLive procedure when a stream opens. Open streams
 * end when the server closes.
 */
export function registerAdminLive(app: FastifyInstance, services: Services): void {
  const open = new Set<() => void>();
  const feeds = createCheckInFeeds((eventId) => checkInLive(services.db, eventId), TICK_MS);
  app.addHook("preClose", async () => {
    for (const end of [...open]) end();
  });
  app.get<{ Params: { eventId: string } }>("/api/admin/events/:eventId/check-ins/live", async (request, reply) => {
    const eventId = Number(request.params.eventId);
    const first = await callAdmin(services, request, reply, (caller) => caller.admin.checkInLive({ eventId }));
    if (!first) return reply;
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-store", "x-accel-buffering": "no" });
    let last = "";
    let quietSince = Date.now();
    const send = (json: string): void => {
      if (json !== last) {
        last = json;
        quietSince = Date.now();
        raw.write(`data: ${json}\n\n`);
      } else if (Date.now() - quietSince >= KEEP_ALIVE_MS) {
        quietSince = Date.now();
        raw.write(": still here\n\n");
      }
    };
    const end = (): void => {
      leave();
      open.delete(end);
      if (!raw.writableEnded) raw.end();
    };
    const leave = feeds.subscribe(eventId, {
      next: send,
      fail: (error) => {
        request.log.error({ err: error }, "live check-in stream failed");
        end();
      },
    });
    open.add(end);
    request.raw.on("close", end);
    send(JSON.stringify(first));
  });
}
