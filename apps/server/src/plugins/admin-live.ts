import { createCaller, type Services } from "@vyc/api";
import type { FastifyInstance } from "fastify";
import { createRequestContext } from "../context";
import { callAdmin } from "./admin-caller";

const TICK_MS = 1000;
const KEEP_ALIVE_MS = 15_000;

/**
 * The live check-in of an event for the back office's dashboard, as server-sent events: a
 * `data:` line with the progress (checked in / expected, per desk, latest scans) at once and again
 * whenever it changes while desks scan (read every second, so scans made through any app server
 * show up). Staff only, with the permission check of the admin.checkInLive procedure. Open streams
 * end when the server closes.
 */
export function registerAdminLive(app: FastifyInstance, services: Services): void {
  const open = new Set<() => void>();
  app.addHook("preClose", async () => {
    for (const end of [...open]) end();
  });
  app.get<{ Params: { eventId: string } }>("/api/admin/events/:eventId/check-ins/live", async (request, reply) => {
    const eventId = Number(request.params.eventId);
    const first = await callAdmin(services, request, reply, (caller) => caller.admin.checkInLive({ eventId }));
    if (!first) return reply;
    const caller = createCaller(await createRequestContext(services, request));
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-store", "x-accel-buffering": "no" });
    let last = "";
    let quietSince = Date.now();
    const send = (progress: unknown): void => {
      const json = JSON.stringify(progress);
      if (json !== last) {
        last = json;
        quietSince = Date.now();
        raw.write(`data: ${json}\n\n`);
      } else if (Date.now() - quietSince >= KEEP_ALIVE_MS) {
        quietSince = Date.now();
        raw.write(": still here\n\n");
      }
    };
    const tick = async (): Promise<void> => {
      try {
        send(await caller.admin.checkInLive({ eventId }));
      } catch (error) {
        request.log.error({ err: error }, "live check-in stream failed");
        end();
      }
    };
    const timer = setInterval(() => void tick(), TICK_MS);
    const end = (): void => {
      clearInterval(timer);
      open.delete(end);
      if (!raw.writableEnded) raw.end();
    };
    open.add(end);
    request.raw.on("close", end);
    send(first);
  });
}
