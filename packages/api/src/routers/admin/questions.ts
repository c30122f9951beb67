import { changeTicketAnswers, createQuestion, editQuestion, listAdminQuestions, orderQuestions, removeQuestion, viewTicketAnswers } from "@vyc/domain/questions";
import { ZEventQuestionsInput, ZQuestionCreateInput, ZQuestionIdInput, ZQuestionOrderInput, ZQuestionUpdateInput, ZTicketAnswersInput, ZTicketRefInput } from "@vyc/validators";
import { z } from "zod";
import { protectedProcedure, router, staffProcedure } from "../../trpc";

/** The questions an event asks its attendees, as staff write them in the event form and buyers answer them again on their tickets page. */
export const questionsRouter = router({
  list: staffProcedure.input(ZEventQuestionsInput).query(({ ctx, input }) => listAdminQuestions(ctx.db, input.eventId)),
  create: staffProcedure.input(ZQuestionCreateInput).mutation(({ ctx, input }) => createQuestion(ctx.db, ctx.user.id, input.eventId, input.question, ctx.clock.now())),
  update: staffProcedure.input(ZQuestionUpdateInput).mutation(({ ctx, input }) => editQuestion(ctx.db, ctx.user.id, input.id, input.question, ctx.clock.now())),
  reorder: staffProcedure.input(ZQuestionOrderInput).mutation(({ ctx, input }) => orderQuestions(ctx.db, ctx.user.id, input.eventId, input.ids, ctx.clock.now())),
  remove: staffProcedure.input(ZQuestionIdInput).mutation(({ ctx, input }) => removeQuestion(ctx.db, ctx.user.id, input.id, ctx.clock.now())),
  ticketAnswers: protectedProcedure.input(ZTicketRefInput).query(({ ctx, input }) => viewTicketAnswers(ctx.db, ctx.user.id, input.ticketId)),
  changeTicketAnswers: protectedProcedure
    .input(ZTicketAnswersInput)
    .output(z.object({ saved: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await changeTicketAnswers(ctx.db, ctx.user.id, input.ticketId, input.answers, ctx.clock.now());
      return { saved: true as const };
    }),
});
