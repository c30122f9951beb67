import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Services } from "@vyc/api";
import type { FastifyInstance, FastifyReply } from "fastify";
import { callAdmin } from "./admin-caller";

/** "attendees-camp.csv" with nothing that could break out of the header's quotes. */
const safeFilename = (name: string): string => name.replace(/[^\w.-]/g, "_");

type CsvQuery = Record<string, string | undefined>;

/**
 * The pieces, each let out to the network before the next is read: the response writes a piece
 * on the next tick, which a run of reads that never waits (SQLite's, on this thread) would delay.
 */
async function* sentOneByOne(chunks: AsyncIterable<string> | Iterable<string>): AsyncGenerator<string> {
  for await (const chunk of chunks) {
    yield chunk;
    await nextTurn();
  }
}

/** Sends the CSV's pieces as they are made: a big sheet's first lines leave before its last are read. */
const sendCsv = (reply: FastifyReply, result: { filename: string; chunks: AsyncIterable<string> | Iterable<string> }) =>
  reply.type("text/csv; charset=utf-8").header("content-disposition", `attachment; filename="${safeFilename(result.filename)}"`).send(Readable.from(sentOneByOne(result.chunks)));

/**
 * CSV downloads of the back office, for staff signed in by cookie (web) or bearer token (kiosk), with
 * headers and labels in the language `?lang=` names (else the account's): the attendees of an event
 * (with health notes only in the medical lead's logged download), the shuttle planners' logistics
 * manifest, and the treasurer's money reports (`?from=&to=&currency=&timeZone=`).
 */
export async function registerAdminExports(app: FastifyInstance, services: Services): Promise<void> {
  const exports = {
    "attendees.csv": "exportAttendeesCsv",
    "attendees-health.csv": "exportAttendeesHealthCsv",
    "manifest.csv": "exportManifestCsv",
  } as const;
  for (const [file, procedure] of Object.entries(exports)) {
    app.get<{ Params: { eventId: string }; Querystring: CsvQuery }>(`/api/admin/events/:eventId/${file}`, async (request, reply) => {
      const input = { eventId: Number(request.params.eventId), lang: request.query.lang };
      const result = await callAdmin(services, request, reply, (caller) => caller.admin[procedure](input as Parameters<typeof caller.admin.exportAttendeesCsv>[0]));
      return result ? sendCsv(reply, result) : reply;
    });
  }
  app.get<{ Params: { kind: string }; Querystring: CsvQuery }>("/api/admin/reports/:kind", async (request, reply) => {
    const { from, to, currency, timeZone, lang } = request.query;
    const input = { kind: request.params.kind.replace(/\.csv$/, ""), from, to, currency, timeZone, lang };
    const result = await callAdmin(services, request, reply, (caller) => caller.admin.exportMoneyReportCsv(input as Parameters<typeof caller.admin.exportMoneyReportCsv>[0]));
    return result ? sendCsv(reply, result) : reply;
  });
}
