import type { Services } from "@vyc/api";
import type { FastifyInstance } from "fastify";
import { callAdmin } from "./admin-caller";

/** "attendees-camp.csv" with nothing that could break out of the header's quotes. */
const safeFilename = (name: string): string => name.replace(/[^\w.-]/g, "_");

/**
 * CSV downloads of the back office, for staff signed in by cookie (web) or bearer token (kiosk):
 * the attendees of an event (with health notes only in the medical lead's logged download) and the
 * shuttle planners' logistics manifest.
 */
export async function registerAdminExports(app: FastifyInstance, services: Services): Promise<void> {
  const exports = {
    "attendees.csv": "exportAttendeesCsv",
    "attendees-health.csv": "exportAttendeesHealthCsv",
    "manifest.csv": "exportManifestCsv",
  } as const;
  for (const [file, procedure] of Object.entries(exports)) {
    app.get<{ Params: { eventId: string } }>(`/api/admin/events/:eventId/${file}`, async (request, reply) => {
      const result = await callAdmin(services, request, reply, (caller) => caller.admin[procedure]({ eventId: Number(request.params.eventId) }));
      if (!result) return reply;
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${safeFilename(result.filename)}"`)
        .send(result.csv);
    });
  }
}
