import { sendContactMessage } from "@vyc/domain";
import type { TContactInput } from "@vyc/validators";
import type { Context } from "../../context";

/** POST /api/mailer/send: 200 once the message is stored and handed to the mail server. */
export async function send({ ctx, input }: { ctx: Context; input: TContactInput }): Promise<{ success: true }> {
  await sendContactMessage(
    { db: ctx.db, mailer: ctx.mailer, rateLimits: ctx.rateLimits, clock: ctx.clock, organiserEmail: ctx.config.organiserEmail },
    input,
    ctx.ip,
  );
  return { success: true };
}
