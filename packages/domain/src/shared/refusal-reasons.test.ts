import { createI18n } from "@vyc/i18n";
import en from "@vyc/i18n/catalogs/en/errors.json";
import vi from "@vyc/i18n/catalogs/vi/errors.json";
import {
  ADMIN_REFUSALS,
  ATTENDEE_MESSAGE_REFUSALS,
  CHECKOUT_MESSAGES,
  CHECK_IN_REFUSALS,
  CHECKOUT_REFUSALS,
  KIOSK_MESSAGES,
  REFUND_MESSAGES,
  REFUND_REFUSALS,
  WAITING_LIST_REFUSALS,
  type Refusal,
} from "@vyc/validators";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, AUTH_REFUSALS } from "../auth/auth-messages";
import { SCAN_TIME_MESSAGES } from "../kiosk/scan-time";
import { DomainError } from "./errors";
import { listedRefusals, refusalOf, refusalOfMessage } from "./refusal-reasons";

type Catalog = { [key: string]: string | Catalog };
const entry = (catalog: Catalog, reason: string): unknown => reason.split(".").reduce<unknown>((node, key) => (node as Catalog | undefined)?.[key], catalog);
const english = createI18n("en");
const shown = (refusal: Refusal): string => english.t(`errors:${refusal.reason}`, { ...refusal.params });

/** The refusals thrown with their code (the listed ones are found by their text), with example values where their text carries some. */
const WITH_VALUES: Refusal[] = [
  CHECKOUT_REFUSALS.seatsLeft(1),
  CHECKOUT_REFUSALS.seatsLeft(3),
  CHECKOUT_REFUSALS.holdLimit(1),
  CHECKOUT_REFUSALS.holdLimit(5),
  CHECKOUT_REFUSALS.attendeeAlreadyRegistered("linh@example.org"),
  ADMIN_REFUSALS.capacityBelowSold(12),
  ATTENDEE_MESSAGE_REFUSALS.noRecipients,
  ATTENDEE_MESSAGE_REFUSALS.otherTicketType,
  WAITING_LIST_REFUSALS.notEnoughFree(0),
  WAITING_LIST_REFUSALS.notEnoughFree(1),
  REFUND_REFUSALS.declined("INSTRUMENT_DECLINED"),
  AUTH_REFUSALS.tooManyAttempts(42),
  CHECK_IN_REFUSALS.otherEvent({ name: "Camp B", nameVi: "Trại B", timeZone: "Asia/Ho_Chi_Minh" }, "2026-07-01 – 2026-07-03"),
  CHECK_IN_REFUSALS.notOpenYet({ name: "Camp A", nameVi: "", timeZone: "Europe/Berlin" }, new Date("2026-07-01T06:00:00Z")),
  CHECK_IN_REFUSALS.closed({ name: "Camp A", nameVi: "", timeZone: "Europe/Berlin" }, new Date("2026-07-05T16:00:00Z")),
  CHECK_IN_REFUSALS.dayNotOpenYet({ name: "Camp A", nameVi: "", timeZone: "Europe/Berlin" }, "2026-07-02", new Date("2026-07-01T22:00:00Z")),
  CHECK_IN_REFUSALS.dayClosed({ name: "Camp A", nameVi: "", timeZone: "Europe/Berlin" }, "2026-07-02", new Date("2026-07-02T22:00:00Z")),
];

describe("refusal codes", () => {
  it("name an entry of both catalogs whose English text is the server's message, for every refusal", () => {
    const refusals = [...listedRefusals(), ...WITH_VALUES];
    expect(refusals.length).toBeGreaterThan(100);
    const missing = refusals.filter((r) => typeof entry(en, r.reason) !== "string" || typeof entry(vi, r.reason) !== "string").map((r) => r.reason);
    expect(missing).toEqual([]);
    const differing = refusals.filter((r) => shown(r) !== r.message).map((r) => `${r.reason}: ${shown(r)} ≠ ${r.message}`);
    expect(differing).toEqual([]);
  });

  it("are given to refusals thrown with their message constant, whichever module shares the text", () => {
    expect(refusalOfMessage(CHECKOUT_MESSAGES.soldOut)).toEqual({ reason: "checkout.soldOut", message: CHECKOUT_MESSAGES.soldOut });
    expect(refusalOfMessage(REFUND_MESSAGES.orderNotFound)?.reason).toBe("checkout.orderNotFound");
    expect(refusalOfMessage(KIOSK_MESSAGES.ticketCancelled)?.reason).toBe("ticketLogistics.ticketCancelled");
    expect(refusalOfMessage(SCAN_TIME_MESSAGES.future)?.reason).toBe("kiosk.scanFuture");
    expect(refusalOfMessage(AUTH_MESSAGES.staffOnly)?.reason).toBe("auth.staffOnly");
    expect(refusalOfMessage("Something no rule says")).toBeNull();
  });

  it("keep the code and values a refusal was thrown with", () => {
    expect(refusalOf(new DomainError("CONFLICT", CHECKOUT_REFUSALS.seatsLeft(2)))).toEqual(CHECKOUT_REFUSALS.seatsLeft(2));
    expect(refusalOf(new DomainError("CONFLICT", CHECKOUT_MESSAGES.alreadyPaid))).toEqual({ reason: "checkout.alreadyPaid", message: CHECKOUT_MESSAGES.alreadyPaid });
  });
});
