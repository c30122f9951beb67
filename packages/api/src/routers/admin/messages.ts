import { attendeeAudienceCount, listAttendeeMessageRecipients, listEventAttendeeMessages, sendAttendeeMessage } from "@vyc/domain/messages";
import {
  ZAttendeeAudienceCount,
  ZAttendeeAudienceInput,
  ZAttendeeMessageIdInput,
  ZAttendeeMessageInput,
  ZAttendeeMessageRecipientView,
  ZAttendeeMessagesInput,
  ZAttendeeMessageView,
} from "@vyc/validators";
import { z } from "zod";
import { router, staffProcedure } from "../../trpc";

/** Staff's messages to an event's ticket holders: how many an audience reaches, sending, what was sent to whom. */
export const messagesRouter = router({
  audienceCount: staffProcedure
    .input(ZAttendeeAudienceInput)
    .output(ZAttendeeAudienceCount)
    .query(({ ctx, input }) => attendeeAudienceCount(ctx.db, input)),
  send: staffProcedure
    .input(ZAttendeeMessageInput)
    .output(z.object({ id: z.number().int(), recipients: z.number().int() }))
    .mutation(({ ctx, input }) => sendAttendeeMessage(ctx.db, ctx.user.id, input, ctx.clock.now())),
  list: staffProcedure
    .input(ZAttendeeMessagesInput)
    .output(z.array(ZAttendeeMessageView))
    .query(({ ctx, input }) => listEventAttendeeMessages(ctx.db, input.eventId)),
  recipients: staffProcedure
    .input(ZAttendeeMessageIdInput)
    .output(z.array(ZAttendeeMessageRecipientView))
    .query(({ ctx, input }) => listAttendeeMessageRecipients(ctx.db, input.messageId)),
});
