import { ZEventIdInput, ZEventOutput } from "@vyc/validators";
import { z } from "zod";
import { publicProcedure, router } from "../../trpc";
import { getData } from "./get-data";
import { getEventsNotExpired } from "./get-events-not-expired";

export const eventsRouter = router({
  getEventsNotExpired: publicProcedure
    .meta({ openapi: { method: "GET", path: "/events/getEventsNotExpired", protect: false, tags: ["events"] } })
    .input(z.void())
    .output(z.array(ZEventOutput))
    .query(getEventsNotExpired),
  getData: publicProcedure
    .meta({ openapi: { method: "GET", path: "/events/{id}/getData", protect: false, tags: ["events"] } })
    .input(ZEventIdInput)
    .output(ZEventOutput)
    .query(getData),
});
