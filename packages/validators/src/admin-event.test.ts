import { describe, expect, it } from "vitest";
import { ZDiscountInput } from "./admin-discount";
import { eventInput } from "@vyc/testkit/event-input";
import { ZEventInput } from "./admin-event";

const valid = eventInput(2026, {
  features: ["Meals"],
  registrationDeadline: "2026-06-01T23:00",
  checklist: ["Passport"],
  images: ["/uploads/0123456789abcdef0123456789abcdef.png", "https://example.org/camp.jpg"],
  label: "VYC Camp",
  expiredRefundDate: null,
});

const paths = (input: unknown) => {
  const result = ZEventInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.path.join("."));
};

describe("ZEventInput", () => {
  it("accepts a complete event and normalises its dates to UTC instants", () => {
    const event = ZEventInput.parse(valid);
    expect(event.dateStart).toBe("2026-07-01T09:00:00.000Z");
    expect(event.registrationDeadline).toBe("2026-06-01T23:00:00.000Z");
    expect(event.expiredRefundDate).toBeNull();
  });

  it("reads dates and times typed without a zone on the event's own clock, and instants with Z as they are", () => {
    const paris = ZEventInput.parse({
      ...valid,
      timeZone: "Europe/Paris",
      registrationDeadline: "2026-06-01T22:00",
      expiredRefundDate: "2026-01-15T22:00",
      checkInOpensAt: "2026-07-01T08:00",
      checkInClosesAt: "2026-07-07T20:00:00.000Z",
    });
    expect(paris.dateStart).toBe("2026-07-01T07:00:00.000Z");
    expect(paris.registrationDeadline).toBe("2026-06-01T20:00:00.000Z");
    expect(paris.expiredRefundDate).toBe("2026-01-15T21:00:00.000Z");
    expect(paris.checkInOpensAt).toBe("2026-07-01T06:00:00.000Z");
    expect(paris.checkInClosesAt).toBe("2026-07-07T20:00:00.000Z");
    expect(ZEventInput.parse(paris)).toMatchObject({ dateStart: paris.dateStart, registrationDeadline: paris.registrationDeadline });
  });

  it("keeps dates in order on the event's clock", () => {
    const sydney = { ...valid, timeZone: "Australia/Sydney", dateStart: "2026-07-01T09:00", dateEnd: "2026-07-01T10:00" };
    expect(paths({ ...sydney, registrationDeadline: "2026-07-01T09:30" })).toEqual([]);
    expect(paths({ ...sydney, registrationDeadline: "2026-07-01T10:30" })).toEqual(["registrationDeadline"]);
  });

  it("names the field of each mistake", () => {
    expect(paths({ ...valid, name: " " })).toEqual(["name"]);
    expect(paths({ ...valid, capacity: 0 })).toEqual(["capacity"]);
    expect(paths({ ...valid, price: -1 })).toEqual(["price"]);
    expect(paths({ ...valid, price: 10.123 })).toEqual(["price"]);
    expect(paths({ ...valid, currency: "JPY" })).toEqual(["currency"]);
    expect(paths({ ...valid, dateStart: "tomorrow" })).toEqual(["dateStart"]);
    expect(paths({ ...valid, features: ["ok", ""] })).toEqual(["features.1"]);
    expect(paths({ ...valid, images: ["javascript:alert(1)"] })).toEqual(["images.0"]);
    expect(paths({ ...valid, images: ["/../etc/passwd"] })).toEqual(["images.0"]);
  });

  it("keeps dates in order and free events free", () => {
    expect(paths({ ...valid, dateEnd: "2026-06-30T09:00" })).toEqual(["dateEnd"]);
    expect(paths({ ...valid, registrationDeadline: "2026-07-08T00:00" })).toEqual(["registrationDeadline"]);
    expect(paths({ ...valid, isOnline: true })).toEqual(["price"]);
    expect(paths({ ...valid, isPublic: true, price: 0 })).toEqual([]);
  });
});

describe("ZDiscountInput", () => {
  it("reads empty optional fields as none", () => {
    expect(ZDiscountInput.parse({ code: " summer10 ", percent: "10", validFrom: "", validUntil: "", maxUses: "", eventId: "" })).toEqual({
      code: "summer10",
      percent: 10,
      validFrom: null,
      validUntil: null,
      maxUses: null,
      eventId: null,
    });
  });

  it("refuses long codes, percents outside 1-100 and an empty window", () => {
    const issues = (input: Record<string, unknown>) => ZDiscountInput.safeParse({ code: "A", percent: 5, ...input }).error?.issues.map((i) => i.path.join("."));
    expect(issues({ code: "ABCDEFGHIJKLM" })).toEqual(["code"]);
    expect(issues({ percent: 0 })).toEqual(["percent"]);
    expect(issues({ percent: 101 })).toEqual(["percent"]);
    expect(issues({ validFrom: "2026-07-01T00:00", validUntil: "2026-06-01T00:00" })).toEqual(["validUntil"]);
    expect(issues({ maxUses: "0" })).toEqual(["maxUses"]);
  });
});
