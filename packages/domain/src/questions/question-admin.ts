import { type Db } from "@vyc/db";
import { findEvent } from "@vyc/db/stores/events";
import { archiveQuestion, countQuestionAnswers, deleteQuestion, findQuestion, insertQuestion, listEventQuestions, reorderQuestions, updateQuestion } from "@vyc/db/stores/questions";
import { ADMIN_MESSAGES, QUESTION_LIMITS, QUESTION_REFUSALS, type AdminQuestion, type TQuestionInput } from "@vyc/validators";
import { recordAudit } from "../admin/audit-log";
import { DomainError } from "../shared/errors";
import { questionFields, toAskedQuestion } from "./event-questions";

/** An event's questions for its form: the asked ones in order, then the archived ones. */
export async function listAdminQuestions(db: Db, eventId: number): Promise<AdminQuestion[]> {
  const rows = await listEventQuestions(db, eventId, true);
  const questions = await Promise.all(rows.map(async (row) => ({ ...toAskedQuestion(row), archived: row.archivedAt !== null, answerCount: await countQuestionAnswers(db, row.id) })));
  return [...questions.filter((q) => !q.archived), ...questions.filter((q) => q.archived)];
}

export async function createQuestion(db: Db, actorId: string, eventId: number, input: TQuestionInput, now: Date): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    if (!(await findEvent(tx, eventId))) throw new DomainError("NOT_FOUND", ADMIN_MESSAGES.eventNotFound);
    if ((await listEventQuestions(tx, eventId)).length >= QUESTION_LIMITS.questionsPerEventMax) throw new DomainError("UNPROCESSABLE", QUESTION_REFUSALS.tooMany);
    const id = await insertQuestion(tx, eventId, questionFields(input));
    await recordAudit(tx, { actorId, action: "question.create", target: `question:${id}`, detail: { eventId, kind: input.kind } }, now);
    return { id };
  });
}

export async function editQuestion(db: Db, actorId: string, id: number, input: TQuestionInput, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const question = await findQuestion(tx, id);
    if (!question) throw new DomainError("NOT_FOUND", QUESTION_REFUSALS.questionNotFound);
    await updateQuestion(tx, id, questionFields(input));
    await recordAudit(tx, { actorId, action: "question.update", target: `question:${id}`, detail: { eventId: question.eventId } }, now);
  });
}

export async function orderQuestions(db: Db, actorId: string, eventId: number, ids: readonly number[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await reorderQuestions(tx, eventId, ids);
    await recordAudit(tx, { actorId, action: "question.reorder", target: `event:${eventId}`, detail: { ids } }, now);
  });
}

/** Removes a question: one that has answers is archived (no longer asked, its answers kept), another deleted. */
export async function removeQuestion(db: Db, actorId: string, id: number, now: Date): Promise<{ archived: boolean }> {
  return db.transaction(async (tx) => {
    const question = await findQuestion(tx, id);
    if (!question) throw new DomainError("NOT_FOUND", QUESTION_REFUSALS.questionNotFound);
    const archived = (await countQuestionAnswers(tx, id)) > 0;
    if (archived) await archiveQuestion(tx, id, now);
    else await deleteQuestion(tx, id);
    await recordAudit(tx, { actorId, action: archived ? "question.archive" : "question.delete", target: `question:${id}`, detail: { eventId: question.eventId } }, now);
    return { archived };
  });
}
