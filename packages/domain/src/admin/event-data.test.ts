import { eventInput } from "@vyc/testkit/event-input";
import { ZEventInput } from "@vyc/validators";
import { describe, expect, it } from "vitest";
import { slugify, toEventData } from "./event-data";

describe("slugify", () => {
  it("makes a readable, ASCII slug with the year", () => {
    expect(slugify("Identity Summer Camp Germany", 2026)).toBe("identity-summer-camp-germany-2026");
    expect(slugify("Trại hè Đức — 2026!", 2026)).toBe("trai-he-duc-2026-2026");
    expect(slugify("***", 2027)).toBe("event-2027");
  });
});

describe("toEventData", () => {
  it("stores the price in minor units, lists as JSON and datetime fields as UTC instants", () => {
    const input = ZEventInput.parse(
      eventInput(2026, {
        features: ["Meals"],
        year: "2026",
        price: "490.5",
        capacity: "120",
        checklist: ["Passport"],
        images: ["/uploads/abc.png"],
        label: "VYC Camp",
        expiredRefundDate: "2026-06-01T00:00",
      }),
    );
    const data = toEventData(input);
    expect(data.priceMinor).toBe(49050);
    expect(data.features).toBe('["Meals"]');
    expect(data.nameVi).toBe("");
    expect(data.featuresVi).toBe("[]");
    expect(data.dateStart).toEqual(new Date("2026-07-01T09:00:00Z"));
    expect(data.registrationDeadline).toBeNull();
    expect(data.expiredRefundDate).toEqual(new Date("2026-06-01T00:00:00Z"));
  });
});
