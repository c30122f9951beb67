import { createI18n, findMessage, translateMessage } from "@vyc/i18n";
import {
  ADMIN_MESSAGES,
  ATTENDEE_MESSAGE_REFUSALS,
  CHECKOUT_MESSAGES,
  errorWithMessage,
  KIOSK_MESSAGES,
  MESSAGES,
  PHONE_MESSAGE,
  REST_MESSAGES,
  TICKET_LOGISTICS_MESSAGES,
  WAITING_LIST_MESSAGES,
  ZAttendee,
  ZAttendeeMessageInput,
  ZAttendeesForm,
  ZContactInput,
  ZDiscountInput,
  ZEventInput,
  ZKioskSignInInput,
  ZLogisticsRecord,
  ZSignupInput,
  ZTicketSearchInput,
} from "@vyc/validators";
import { describe, expect, it } from "vitest";
import { EMAIL_TAKEN } from "../auth/accounts";
import { AUTH_MESSAGES } from "../auth/auth-messages";
import { CONTACT_DELIVERY_FAILED } from "../contact/send-contact-message";
import { SCAN_TIME_MESSAGES } from "../kiosk/scan-time";

const vi = createI18n("vi");
const en = createI18n("en");

const constantTexts = (messages: Record<string, unknown>): string[] => Object.values(messages).filter((m): m is string => typeof m === "string");

const SERVER_TEXTS = [
  ...constantTexts(MESSAGES),
  ...constantTexts(CHECKOUT_MESSAGES),
  CHECKOUT_MESSAGES.seatsLeft(1),
  CHECKOUT_MESSAGES.seatsLeft(3),
  CHECKOUT_MESSAGES.holdLimit(1),
  CHECKOUT_MESSAGES.holdLimit(5),
  CHECKOUT_MESSAGES.attendeeAlreadyRegistered("linh@example.org"),
  ...constantTexts(ADMIN_MESSAGES),
  ADMIN_MESSAGES.capacityBelowSold(12),
  ...constantTexts(WAITING_LIST_MESSAGES),
  WAITING_LIST_MESSAGES.notEnoughFree(0),
  WAITING_LIST_MESSAGES.notEnoughFree(1),
  WAITING_LIST_MESSAGES.notEnoughFree(3),
  ...constantTexts(KIOSK_MESSAGES),
  ...constantTexts(TICKET_LOGISTICS_MESSAGES),
  ...constantTexts(SCAN_TIME_MESSAGES),
  ...constantTexts(REST_MESSAGES),
  ...constantTexts(AUTH_MESSAGES),
  EMAIL_TAKEN,
  CONTACT_DELIVERY_FAILED,
  PHONE_MESSAGE,
  ...Object.values(ATTENDEE_MESSAGE_REFUSALS).map((refusal) => refusal.message),
];

/**
 * Every message the shared schemas give for empty, malformed and out-of-range forms. zod's own
 * messages for a missing or mistyped member ("Invalid input: …") only answer hand-made requests,
 * never a form of the product, and are left out.
 */
const schemaMessages = (): string[] => {
  const attempts = [
    ZContactInput.safeParse({}),
    ZContactInput.safeParse({ firstName: " ", lastName: "", email: "nope", phone: "12", subject: "", message: "" }),
    ZAttendee.safeParse({}),
    ZAttendee.safeParse({ age: 1.5 }),
    ZAttendee.safeParse({ age: 300 }),
    ZAttendeesForm.safeParse({}),
    ZLogisticsRecord.safeParse({}),
    ZLogisticsRecord.safeParse({ arrivalTransportType: "plane", arrivalDatetime: "1990-01-01T00:00", departureTransportType: "plane", departureDatetime: "x" }),
    ZSignupInput.safeParse({ email: "", password: "123" }),
    ZDiscountInput.safeParse({}),
    ZDiscountInput.safeParse({ code: "bad code !!!!!", percent: 0, validFrom: "2027-02-30T00:00", validUntil: "1999-01-01T00:00", maxUses: 0, eventId: "x" }),
    ZDiscountInput.safeParse({ code: "A", percent: 10, validFrom: "2027-02-01T00:00", validUntil: "2027-01-01T00:00" }),
    ZEventInput.safeParse({}),
    ZEventInput.safeParse({ year: 1.5, price: -1, capacity: 0.5, features: [""], checklist: ["x".repeat(300)], images: ["ftp://x"], dateStart: "2027-02-30T00:00", dateEnd: "1900-01-01T00:00" }),
    ZEventInput.safeParse({ isOnline: true, year: 1, price: 10.001, capacity: 0, dateStart: "2027-02-01T00:00", dateEnd: "2027-01-01T00:00", registrationDeadline: "2027-03-01T00:00", expiredRefundDate: "2027-03-01T00:00" }),
    ZKioskSignInInput.safeParse({ email: "a@b.co", password: "" }),
    ZTicketSearchInput.safeParse({ query: "a" }),
    ZAttendeeMessageInput.safeParse({ eventId: 1, subject: " ", body: "", subjectVi: "Chào", audience: {} }),
    ZAttendeeMessageInput.safeParse({ eventId: 1, subject: "x".repeat(201), body: "x".repeat(10_001), bodyVi: "Chào", audience: {} }),
  ];
  const messages = attempts.flatMap((result) => result.error?.issues.map((issue) => issue.message) ?? []);
  return [...new Set(messages)].filter((message) => !message.startsWith("Invalid input"));
};

describe("server and form messages in Vietnamese", () => {
  it.each(SERVER_TEXTS)("finds %j in the errors catalog and shows it in Vietnamese", (text) => {
    expect(findMessage(text)).not.toBeNull();
    const shown = translateMessage(vi, text);
    expect(shown).not.toBe(text);
    expect(shown).not.toMatch(/[{}]/);
  });

  it("translates every message of the shared form schemas", () => {
    const messages = schemaMessages();
    expect(messages.length).toBeGreaterThan(40);
    const missing = messages.filter((text) => findMessage(text) === null);
    expect(missing).toEqual([]);
  });

  it("keeps the values of a message", () => {
    expect(translateMessage(vi, CHECKOUT_MESSAGES.attendeeAlreadyRegistered("linh@example.org"))).toBe("linh@example.org đã được đăng ký cho sự kiện này.");
    expect(translateMessage(vi, CHECKOUT_MESSAGES.seatsLeft(1))).toBe("Sự kiện này chỉ còn 1 chỗ.");
    expect(translateMessage(vi, CHECKOUT_MESSAGES.seatsLeft(3))).toBe("Sự kiện này chỉ còn 3 chỗ.");
    expect(translateMessage(vi, "Too many attempts. Try again in 42 seconds.")).toBe("Bạn đã thử quá nhiều lần. Hãy thử lại sau 42 giây.");
  });

  it("translates a field's name and a message wrapped as 'Error : {message}.'", () => {
    expect(translateMessage(vi, "First name is required.")).toBe("Bạn chưa nhập tên.");
    expect(translateMessage(vi, errorWithMessage(AUTH_MESSAGES.wrongCode.replace(/\.$/, "")))).toBe("Lỗi: Mã xác minh không đúng.");
    expect(translateMessage(vi, errorWithMessage(EMAIL_TAKEN))).toBe("Lỗi: Email này đã có tài khoản.");
  });

  it("leaves English texts exactly as the server sent them, and unknown texts as they are", () => {
    for (const text of SERVER_TEXTS) expect(translateMessage(en, text)).toBe(text);
    expect(translateMessage(vi, "Something only the organisers wrote")).toBe("Something only the organisers wrote");
  });
});
