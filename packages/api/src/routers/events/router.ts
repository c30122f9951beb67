import { ZEventIdInput, ZPublicEventOutput } from "@vyc/validators";
import { z } from "zod";
import { publicProcedure, router } from "../../trpc";
import { getData } from "./get-data";
import { getEventsNotExpired } from "./get-events-not-expired";

export const eventsRouter = router({
  getEventsNotExpired: publicProcedure
    .input(z.void())
    .output(z.array(ZPublicEventOutput))
    .query(getEventsNotExpired),
  getData: publicProcedure
    .input(ZEventIdInput)
    .output(ZPublicEventOutput)
    .query(getData),
});
