import { describe, expect, it } from "vitest";
import { answerText, checkAnswers, questionsAskedFor, ZQuestionInput, type AskedQuestion } from "./questions";

const size: AskedQuestion = {
  id: 1,
  kind: "choice",
  label: "T-shirt size",
  labelVi: "Cỡ áo",
  options: ["S", "M", "L"].map((label) => ({ label, labelVi: "" })),
  required: true,
  sensitive: false,
  ticketTypeIds: [],
};
const diet: AskedQuestion = { id: 2, kind: "text", label: "Allergies", labelVi: "Dị ứng", options: [], required: false, sensitive: true, ticketTypeIds: [] };
const crew: AskedQuestion = { id: 3, kind: "yesNo", label: "Can you help?", labelVi: "Bạn giúp được không?", options: [], required: true, sensitive: false, ticketTypeIds: [7] };
const days: AskedQuestion = { id: 4, kind: "multiple", label: "Days", labelVi: "Ngày", options: ["Mon", "Tue", "Wed"].map((label) => ({ label, labelVi: "" })), required: false, sensitive: false, ticketTypeIds: [] };
const questions = [size, diet, crew, days];

describe("the answers rule", () => {
  it("asks a ticket type's questions and those for everyone", () => {
    expect(questionsAskedFor(questions, null).map((q) => q.id)).toEqual([1, 2, 4]);
    expect(questionsAskedFor(questions, 7).map((q) => q.id)).toEqual([1, 2, 3, 4]);
  });

  it("refuses a required question left blank, by its code", () => {
    const result = checkAnswers(questions, null, { "2": "nuts" });
    expect(result).toMatchObject({ ok: false, questionId: 1, refusal: { reason: "questions.required", params: { label: "T-shirt size" } } });
    expect(checkAnswers(questions, 7, { "1": "0" })).toMatchObject({ ok: false, questionId: 3 });
  });

  it("lets a client that sends no answers through when answers are not required", () => {
    expect(checkAnswers(questions, null, undefined, { requireAnswers: false })).toEqual({ ok: true, answers: {} });
  });

  it("refuses a choice outside the options and a question not asked", () => {
    expect(checkAnswers(questions, null, { "1": "3" })).toMatchObject({ ok: false, refusal: { reason: "questions.notAnOption" } });
    expect(checkAnswers(questions, null, { "1": "0", "4": ["0", "9"] })).toMatchObject({ ok: false, questionId: 4 });
    expect(checkAnswers(questions, null, { "1": "0", "3": "yes" })).toMatchObject({ ok: false, refusal: { reason: "questions.notAsked" } });
  });

  it("refuses a text answer over the limit", () => {
    expect(checkAnswers(questions, null, { "1": "0", "2": "x".repeat(501) })).toMatchObject({ ok: false, refusal: { reason: "questions.tooLong" } });
  });

  it("gives back the answers as stored and reads them as people do", () => {
    const result = checkAnswers(questions, 7, { "1": "2", "2": "  nuts ", "3": "yes", "4": ["2", "0", "2"] });
    expect(result).toEqual({ ok: true, answers: { 1: "2", 2: "nuts", 3: "yes", 4: "[0,2]" } });
    expect(answerText(days, "[0,2]", "en", { yes: "Yes", no: "No" })).toBe("Mon, Wed");
    expect(answerText(size, "2", "vi", { yes: "Có", no: "Không" })).toBe("L");
    expect(answerText(crew, "no", "vi", { yes: "Có", no: "Không" })).toBe("Không");
  });
});

describe("a question as organisers write it", () => {
  it("needs two options for a choice and none for a text", () => {
    expect(ZQuestionInput.safeParse({ kind: "choice", label: "Size", options: [{ label: "S" }] }).success).toBe(false);
    expect(ZQuestionInput.safeParse({ kind: "text", label: "Diet", options: [{ label: "S" }] }).success).toBe(false);
    expect(ZQuestionInput.parse({ kind: "choice", label: "Size", options: [{ label: "S" }, { label: "M" }] })).toMatchObject({ required: false, sensitive: false, ticketTypeIds: [] });
  });
});
