import { TRPCClientError } from "@trpc/client";
import { createI18n } from "@vyc/i18n";
import { CHECKOUT_MESSAGES, MESSAGES } from "@vyc/validators";
import { describe, expect, it } from "vitest";
import { refusalOf, refusalOr, shownError, type ShownRefusal } from "../lib/api-errors";
import { refusalText } from "./shown-text";

type Translate = Parameters<typeof refusalText>[0];
const vi = createI18n("vi").t as unknown as Translate;
const en = createI18n("en").t as unknown as Translate;

/** A refusal as the tRPC client hands it to the screens. */
const refused = (message: string, data: { httpStatus: number; reason: string | null; params?: Record<string, string | number> | null }) =>
  TRPCClientError.from({ error: { message, code: -32600, data: { code: "CONFLICT", path: "x", issues: null, params: null, ...data } } });

describe("refusals on the screens", () => {
  it("are read from the error by their code and values, whatever the English text says", () => {
    const error = refused("Any English wording", { httpStatus: 409, reason: "checkout.seatsLeft", params: { left: 3 } });
    expect(refusalOf(error)).toEqual({ reason: "checkout.seatsLeft", params: { left: 3 }, message: "Any English wording" });
    expect(refusalText(vi, refusalOf(error) as ShownRefusal)).toBe("Sự kiện này chỉ còn 3 chỗ.");
    expect(refusalText(en, refusalOf(error) as ShownRefusal)).toBe(CHECKOUT_MESSAGES.seatsLeft(3));
  });

  it("show a refusal the server gave no code in its own text, and a failure as 'Server request fail.'", () => {
    const malformed = refused("Invalid input: expected number", { httpStatus: 400, reason: null });
    expect(refusalText(vi, shownError(malformed))).toBe("Invalid input: expected number");
    const failed = refused(MESSAGES.serverRequestFail, { httpStatus: 500, reason: null });
    expect(refusalOf(failed)).toBeNull();
    expect(refusalText(en, shownError(failed))).toBe(MESSAGES.serverRequestFail);
    expect(refusalText(vi, shownError(new Error("Failed to fetch")))).not.toBe(MESSAGES.serverRequestFail);
  });

  it("carry a deliberate 503 by its code too", () => {
    const busy = refused(MESSAGES.busyTryAgain, { httpStatus: 503, reason: "messages.busyTryAgain" });
    expect(refusalText(en, shownError(busy))).toBe(MESSAGES.busyTryAgain);
  });

  it("wrap a refusal as 'Error : {message}.' in the active language, and keep the fallback of a failure", () => {
    const wrong = refused("Invalid verification code.", { httpStatus: 400, reason: "auth.wrongCode" });
    expect(refusalText(vi, refusalOr(wrong, "x") as ShownRefusal)).toBe("Lỗi: Mã xác minh không đúng.");
    expect(refusalText(en, refusalOr(wrong, "x") as ShownRefusal)).toBe("Error : Invalid verification code.");
    expect(refusalOr(new Error("offline"), "fallback")).toBe("fallback");
  });

  it("show an event's Vietnamese name in Vietnamese, and its English name in English", () => {
    const refusal: ShownRefusal = { reason: "kiosk.otherEvent", params: { event: "Summer Camp", eventVi: "Trại Hè", dates: "1–5 Jul" }, message: "x" };
    expect(refusalText(vi, refusal, "vi")).toContain("Trại Hè (1–5 Jul)");
    expect(refusalText(en, refusal, "en")).toContain("This ticket is for Summer Camp (1–5 Jul)");
  });
});
