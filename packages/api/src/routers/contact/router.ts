import { ZContactInput } from "@vyc/validators";
import { z } from "zod";
import { publicProcedure, router } from "../../trpc";
import { send } from "./send";

export const contactRouter = router({
  send: publicProcedure
    .input(ZContactInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(send),
});
