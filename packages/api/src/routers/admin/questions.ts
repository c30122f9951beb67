import { createQuestion, editQuestion, listAdminQuestions, orderQuestions, removeQuestion } from "@vyc/domain";
import { ZEventQuestionsInput, ZQuestionCreateInput, ZQuestionIdInput, ZQuestionOrderInput, ZQuestionUpdateInput } from "@vyc/validators";
import { router, staffProcedure } from "../../trpc";

/** The questions an event asks its attendees, as staff write them in the event form. */
export const questionsRouter = router({
  list: staffProcedure.input(ZEventQuestionsInput).query(({ ctx, input }) => listAdminQuestions(ctx.db, input.eventId)),
  create: staffProcedure.input(ZQuestionCreateInput).mutation(({ ctx, input }) => createQuestion(ctx.db, ctx.user.id, input.eventId, input.question, ctx.clock.now())),
  update: staffProcedure.input(ZQuestionUpdateInput).mutation(({ ctx, input }) => editQuestion(ctx.db, ctx.user.id, input.id, input.question, ctx.clock.now())),
  reorder: staffProcedure.input(ZQuestionOrderInput).mutation(({ ctx, input }) => orderQuestions(ctx.db, ctx.user.id, input.eventId, input.ids, ctx.clock.now())),
  remove: staffProcedure.input(ZQuestionIdInput).mutation(({ ctx, input }) => removeQuestion(ctx.db, ctx.user.id, input.id, ctx.clock.now())),
});
